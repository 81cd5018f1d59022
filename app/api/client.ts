import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { actionFor } from './actions';
import { CallFailedError, RequestCollisionError, type RequestKind } from './errors';
import type { paths } from '../../openapi/generated/schema';

/**
 * The one typed client over the contract (requirements 7.1, 7.2, 8.4). Stores receive it; components never
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
   * collision error of requirements 8.6 instead of its result.
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
  /** Origin the calls go to. The app calls its own origin (requirements 7.1); tests pass a fixed one. */
  baseUrl?: string;
  /** openapi-fetch hands the fetch a ready Request. */
  fetch?: (input: Request) => Promise<Response>;
  /** Reads the session's current CSRF token (the session store owns it); sent as `X-CSRF-Token`. */
  csrfToken?: () => string | null | undefined;
  /** The error-reporting service adapter: receives every non-JSON failure. */
  reportError?: (error: Error, report: FailureReport) => void;
  /** Where failures are logged; the console by default. */
  logger?: Pick<Console, 'error'>;
  /**
   * Fetches a fresh CSRF token (the session store reloads the session) after a call was refused 403
   * (a missing or wrong token): the call is sent once more with it, never more than once. Null: no
   * token to be had, the 403 stands.
   */
  refreshCsrfToken?: () => Promise<string | null>;
  /** The clock for honouring `Retry-After`; `Date.now` by default. */
  now?: () => number;
}

const requestHeaders = {
  Accept: 'application/json',
  'X-Requested-With': 'XMLHttpRequest',
} as const;

const csrfHeader = 'X-CSRF-Token';

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

function failureMessage(action: string, status: number): string {
  return `Failed to ${action} (${status}). Please refresh the page and try again.`;
}

/** When a 429 says to come back: `Retry-After` in seconds or as an HTTP date; 1 s when it says neither. */
export function retryAfterMs(header: string | null, now: number): number {
  const value = header?.trim() ?? '';
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? 1000 : Math.max(0, date - now);
}

/** Resolves after `ms`, or rejects with the signal's reason when the call is aborted meanwhile. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason as Error);
    const done = () => {
      signal.removeEventListener('abort', aborted);
      resolve();
    };
    const timer = setTimeout(done, ms);
    const aborted = () => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    };
    signal.addEventListener('abort', aborted, { once: true });
  });
}

export function createApiClient({
  baseUrl = globalThis.location?.origin ?? '',
  fetch,
  csrfToken,
  reportError,
  logger = console,
  refreshCsrfToken,
  now = Date.now,
}: ApiClientOptions = {}): ApiClient {
  // Resolve the global lazily so a test's stubbed fetch is seen.
  const send = fetch ?? ((input: Request) => globalThis.fetch(input));
  /**
   * Rate limits (contract: 429 with `Retry-After`): after a 429 no call leaves before the time it
   * gave; calls made meanwhile wait for it (a superseded one is aborted while it waits and never
   * sent), and nothing is retried on its own, so a limited client sends no storm of requests.
   */
  let notBefore = 0;
  async function honouringLimits(request: Request): Promise<Response> {
    const wait = notBefore - now();
    if (wait > 0) await pause(wait, request.signal);
    // Only calls that change data need the token (reading calls are never refused 403): their body is
    // kept as text, so a 403 can be sent once more with a fresh CSRF token. (Not `request.clone()`: a
    // teed body goes out as a stream, which the browser's tools and some proxies do not show.)
    const retries = refreshCsrfToken && request.method !== 'GET';
    const body = retries ? await request.text() : null;
    const response = await send(body === null ? request : new Request(request, { body }));
    // A 429 that leaves the client quota (`RateLimit-Remaining` above 0, the sign-in throttle) holds back
    // only that call: its message is the caller's to show.
    if (response.status === 429 && !(Number(response.headers.get('RateLimit-Remaining')) > 0)) {
      notBefore = Math.max(notBefore, now() + retryAfterMs(response.headers.get('Retry-After'), now()));
    }
    if (response.status !== 403 || !retries || !refreshCsrfToken) return response;
    const token = await refreshCsrfToken();
    if (!token) return response;
    const again = new Request(request, { body });
    again.headers.set(csrfHeader, token);
    return send(again);
  }

  const client = createClient<paths>({
    baseUrl,
    credentials: 'same-origin',
    headers: requestHeaders,
    // The contract's array parameters are comma-separated (`?ids=1,2`: style form, explode false).
    querySerializer: { array: { style: 'form', explode: false } },
    fetch: honouringLimits,
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
      const error = new (text?.message ? Error : CallFailedError)(
        text?.message ?? failureMessage(action, response.status),
      );
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
