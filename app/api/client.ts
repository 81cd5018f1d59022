import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { actionFor } from './actions';
import { RequestCollisionError, type RequestKind } from './errors';
import type { paths } from './generated/schema';

/**
 * The one typed client over the contract (spec sections 7 and 8). Stores receive it; components never
 * call it. Every call goes to the page's own origin with `Accept: application/json`,
 * `X-Requested-With: XMLHttpRequest` and, when the session has one, `X-CSRF-Token`. A non-2xx answer
 * rejects the call: a JSON error body (`{Code, FriendlyMessage}`) is thrown as it is; anything else
 * becomes an Error 'Failed to {action} ({status}). Please refresh the page and try again.' (or the
 * call's own message), logged to the console and sent to the error-reporting adapter.
 */
export type ApiClient = Client<paths> & {
  /**
   * Runs a request of one kind (count, update, search) so that a later one supersedes it: when another
   * request of the same kind starts before this one settles, this one is aborted and rejects with the
   * spec's collision error instead of its result.
   */
  latest<T>(kind: RequestKind, run: (signal: AbortSignal) => Promise<T>): Promise<T>;
};

/** What the error-reporting adapter receives with each non-JSON failure. */
export interface FailureReport {
  action: string;
  status: number;
  url: string;
  /** The start of the response body, cut to 300 characters. */
  preview: string;
}

export interface ApiClientOptions {
  /** Origin the calls go to. The app calls its own origin (spec section 7); tests pass a fixed one. */
  baseUrl?: string;
  /** openapi-fetch hands the fetch a ready Request. */
  fetch?: (input: Request) => Promise<Response>;
  /** Reads the session's current CSRF token (the session store owns it); sent as `X-CSRF-Token`. */
  csrfToken?: () => string | null | undefined;
  /** The error-reporting service adapter: receives every non-JSON failure. */
  reportError?: (error: Error, report: FailureReport) => void;
  /** Where failures are logged; the console by default. */
  logger?: Pick<Console, 'error'>;
}

export const requestHeaders = {
  Accept: 'application/json',
  'X-Requested-With': 'XMLHttpRequest',
} as const;

export const csrfHeader = 'X-CSRF-Token';

interface FailureText {
  /** Fills 'Failed to {action} ({status}). ...'; by default the operation's own action. */
  action?: string;
  /** Replaces the whole message. */
  message?: string;
}

const failureTexts = new Map<string, FailureText>();

/**
 * A call's own failure text, as request middleware:
 * `api.POST('/api/forms/report-ad', { body, middleware: [failure({ message: 'Sorry, ...' })] })`.
 */
export function failure(text: FailureText): Middleware {
  return {
    onRequest({ id }) {
      failureTexts.set(id, text);
    },
  };
}

export function failureMessage(action: string, status: number): string {
  return `Failed to ${action} (${status}). Please refresh the page and try again.`;
}

export function createApiClient({
  baseUrl = globalThis.location?.origin ?? '',
  fetch,
  csrfToken,
  reportError,
  logger = console,
}: ApiClientOptions = {}): ApiClient {
  const client = createClient<paths>({
    baseUrl,
    credentials: 'same-origin',
    headers: requestHeaders,
    // The contract's array parameters are comma-separated (`?ids=1,2`: style form, explode false).
    querySerializer: { array: { style: 'form', explode: false } },
    // Resolve the global lazily so a test's stubbed fetch is seen.
    fetch: fetch ?? ((input: Request) => globalThis.fetch(input)),
  });

  client.use({
    onRequest({ request }) {
      const token = csrfToken?.();
      if (token) request.headers.set(csrfHeader, token);
    },
    async onResponse({ request, response, schemaPath, id }) {
      const text = failureTexts.get(id);
      failureTexts.delete(id);
      if (response.ok) return;
      const body = await response.text();
      if (/json/i.test(response.headers.get('content-type') ?? '')) {
        let parsed: unknown;
        try {
          parsed = JSON.parse(body);
        } catch {
          // Not JSON after all: reported below like any other failure.
        }
        if (parsed !== undefined) throw parsed;
      }
      const action = text?.action ?? actionFor(request.method, schemaPath);
      const error = new Error(text?.message ?? failureMessage(action, response.status));
      logger.error(`Failed to ${action}`, { status: response.status, url: request.url, preview: body.slice(0, 200) });
      try {
        reportError?.(error, { action, status: response.status, url: request.url, preview: body.slice(0, 300) });
      } catch {
        // A failing reporter must not hide the failure it reports.
      }
      throw error;
    },
    onError({ id }) {
      failureTexts.delete(id);
    },
  });

  const sequence: Record<RequestKind, number> = { count: 0, update: 0, search: 0 };
  const inFlight = new Map<RequestKind, AbortController>();

  async function latest<T>(kind: RequestKind, run: (signal: AbortSignal) => Promise<T>): Promise<T> {
    inFlight.get(kind)?.abort();
    const controller = new AbortController();
    inFlight.set(kind, controller);
    const mine = ++sequence[kind];
    const superseded = () => {
      if (sequence[kind] !== mine) throw new RequestCollisionError(kind, sequence[kind], mine);
    };
    try {
      const result = await run(controller.signal);
      superseded();
      return result;
    } catch (error) {
      superseded();
      throw error;
    } finally {
      if (inFlight.get(kind) === controller) inFlight.delete(kind);
    }
  }

  return Object.assign(client, { latest });
}
