import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './generated/schema';

/** The one typed client over the contract. Stores receive it; components never call it. */
export type ApiClient = Client<paths>;

export interface ApiClientOptions {
  /** Origin the calls go to. The app calls its own origin (spec section 7); tests pass a fixed one. */
  baseUrl?: string;
  /** openapi-fetch hands the fetch a ready Request. */
  fetch?: (input: Request) => Promise<Response>;
}

export const requestHeaders = {
  Accept: 'application/json',
  'X-Requested-With': 'XMLHttpRequest',
} as const;

export function createApiClient({ baseUrl = globalThis.location?.origin ?? '', fetch }: ApiClientOptions = {}) {
  return createClient<paths>({
    baseUrl,
    credentials: 'same-origin',
    headers: requestHeaders,
    // Resolve the global lazily so a test's stubbed fetch is seen.
    fetch: fetch ?? ((input: Request) => globalThis.fetch(input)),
  });
}
