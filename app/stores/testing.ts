import { createApiClient, type ApiClientOptions } from '../api/client';
import { RootStore, type RootStoreOptions } from './RootStore';

export interface SentRequest {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
}

type Responder = (request: SentRequest) => Response | Promise<Response>;

/**
 * A RootStore whose client talks to a fake fetch: every request is recorded (method, path, headers,
 * parsed body) and answered by `respond` (204 by default). `options` go to the RootStore and, for the
 * client's own options (CSRF token, error reporting, logger), to the client.
 */
export function createTestStores(
  respond: Responder = () => new Response(null, { status: 204 }),
  options: RootStoreOptions & Pick<ApiClientOptions, 'csrfToken' | 'reportError' | 'logger'> = {},
) {
  const requests: SentRequest[] = [];
  const fetch = async (input: Request) => {
    const text = await input.text();
    const type = input.headers.get('content-type') ?? '';
    const body = text && type.includes('json') ? (JSON.parse(text) as unknown) : text || undefined;
    const sent = { method: input.method, path: new URL(input.url).pathname, headers: input.headers, body };
    requests.push(sent);
    return respond(sent);
  };
  // Like the app, the client sends the session store's CSRF token unless the test gives its own.
  const csrfToken = options.csrfToken ?? (() => stores.session.csrfToken);
  const stores: RootStore = new RootStore(
    createApiClient({ ...options, csrfToken, baseUrl: 'http://localhost', fetch }),
    options,
  );
  return { stores, requests };
}
