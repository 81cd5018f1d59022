/**
 * A visitor of the server under test, as a browser would be one: a cookie jar that follows every
 * `Set-Cookie: fc_session=...` (sign in, register and sign out rotate the session) and the CSRF token
 * of the latest session state it was given (`CsrfToken` in a session answer). The behavioural cases
 * talk to the server through it.
 */
import { randomUUID } from 'node:crypto';

const json = 'application/json';

export interface Answer {
  status: number;
  // The body as JSON when it is JSON (the cases read the fields they test).
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  headers: Headers;
}

export interface CallOptions {
  body?: unknown;
  /** The cookie to send instead of the jar's (null: none); the jar is then left as it is. */
  cookie?: string | null;
  /** The CSRF token to send instead of the current one (null: none). */
  csrf?: string | null;
}

/** The `fc_session=...` pair a response sets, if any. */
export function sessionCookieOf(headers: Headers): string | undefined {
  const lines = headers.getSetCookie?.() ?? [headers.get('set-cookie') ?? ''];
  for (const line of lines) {
    const pair = /^(fc_session=[^;]*)/.exec(line)?.[1];
    if (pair) return pair;
  }
  return undefined;
}

export class Visitor {
  cookie?: string;
  csrf?: string;

  constructor(readonly baseUrl: string) {}

  async call(method: string, path: string, options: CallOptions = {}): Promise<Answer> {
    const headers = new Headers({ Accept: json, 'X-Requested-With': 'XMLHttpRequest' });
    const ownJar = options.cookie === undefined;
    const cookie = ownJar ? this.cookie : options.cookie;
    const csrf = options.csrf === undefined ? this.csrf : options.csrf;
    if (cookie) headers.set('Cookie', cookie);
    if (csrf) headers.set('X-CSRF-Token', csrf);
    if (options.body !== undefined) headers.set('Content-Type', json);
    const send = () =>
      fetch(`${this.baseUrl}${path}`, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      });
    let response = await send();
    // A rate limit is not the behaviour under test: wait as Retry-After says (up to 30 s), twice at most.
    for (let retry = 0; response.status === 429 && retry < 2; retry++) {
      const seconds = Math.min(Number(response.headers.get('retry-after')) || 1, 30);
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
      response = await send();
    }
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // Not JSON: the case sees the text.
    }
    if (ownJar) {
      this.cookie = sessionCookieOf(response.headers) ?? this.cookie;
      const token = (body as { CsrfToken?: unknown } | undefined)?.CsrfToken;
      if (typeof token === 'string') this.csrf = token;
    }
    return { status: response.status, body, headers: response.headers };
  }

  /** Starts an anonymous session (cookie and CSRF token), as the app does when it starts. */
  async start(): Promise<Answer> {
    return this.call('GET', '/api/account/session');
  }

  /** Registers a new person, unique to this call, and is signed in as them (the session rotates). */
  async register(): Promise<{ email: string; password: string; answer: Answer }> {
    if (!this.cookie) await this.start();
    const email = `conformance.${randomUUID().slice(0, 13)}@example.co.uk`;
    const password = 'Conformance2026';
    const answer = await this.call('POST', '/api/account/register', {
      body: { FirstName: 'Casey', LastName: 'Morgan', Email: email, Password: password, AcceptTerms: true },
    });
    return { email, password, answer };
  }
}
