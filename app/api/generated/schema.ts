// generated, do not edit: `npm run generate:api` writes this file from openapi/openapi.yaml.
// CI fails when it is stale (`npm run check:api-types`).
export interface paths {
    "/api/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a page view or key action
         * @description Records one audit event `{Type, Parameters[]}`. The app sends it as JSON through the typed
         *     client, or form-encoded through `navigator.sendBeacon` when a page is being left. Open to
         *     anonymous visitors; nothing is returned.
         */
        post: operations["recordAuditEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description One audit event. `Type` names what happened; `Parameters` are its details, in order. */
        AuditEvent: {
            /**
             * @description What happened, e.g. `PageView`, `HomeSearch`, `ShortlistAdd`.
             * @example PageView
             */
            Type: string;
            /**
             * @description The event's details as strings, e.g. the path of a page view.
             * @example [
             *       "/"
             *     ]
             */
            Parameters: string[];
        };
        /**
         * @description The body of every error response. `Code` is stable and machine-readable; `FriendlyMessage` is
         *     written for the person using the site and may be shown as it is.
         */
        Error: {
            /**
             * Format: int32
             * @description Error code. 100 invalid request, 102 invalid postcode, 401 not signed in, 403 forbidden
             *     (for example a missing CSRF token), 404 not found, 409 conflict, 429 too many requests,
             *     500 server error.
             * @example 100
             */
            Code: number;
            /** @example Sorry, something was wrong with that request. Please try again. */
            FriendlyMessage: string;
        };
    };
    responses: {
        /** @description The request was malformed or failed validation. */
        BadRequest: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "Code": 100,
                 *       "FriendlyMessage": "Sorry, something was wrong with that request. Please try again."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The request was well formed but its values could not be processed. */
        Unprocessable: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "Code": 100,
                 *       "FriendlyMessage": "Sorry, we could not process that request. Please check it and try again."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Too many requests from this client; try again after `Retry-After` seconds. */
        TooManyRequests: {
            headers: {
                "Retry-After": components["headers"]["Retry-After"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "Code": 429,
                 *       "FriendlyMessage": "You have made a lot of requests in a short time. Please wait a moment and try again."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The server failed. */
        ServerError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "Code": 500,
                 *       "FriendlyMessage": "Sorry, something went wrong on our side. Please try again in a few minutes."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: {
        /** @description Requests allowed in the current window. */
        "RateLimit-Limit": number;
        /** @description Requests left in the current window. */
        "RateLimit-Remaining": number;
        /** @description Seconds until the window resets. */
        "RateLimit-Reset": number;
        /** @description Seconds to wait before trying again. */
        "Retry-After": number;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    recordAuditEvent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AuditEvent"];
                "application/x-www-form-urlencoded": components["schemas"]["AuditEvent"];
            };
        };
        responses: {
            /** @description Recorded. */
            204: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
}
