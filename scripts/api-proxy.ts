/**
 * The app only ever calls its own origin (spec section 7). In development and preview, Vite forwards
 * the contract's paths to the API: the Prism mock by default (at API_MOCK_URL, else 127.0.0.1:4010),
 * or a backend team's own server named by API_BASE_URL. Every other path is the single-page app.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ProxyOptions } from 'vite';
import { parse } from 'yaml';

export const defaultApiBase = 'http://127.0.0.1:4010';

/** Path patterns owned by the API (see openapi/openapi.yaml); everything else is an app route. */
export const apiPathPatterns = ['^/api/', '^/account/(savevehicleshortlist|deletevehicleshortlistbyid)$'] as const;

export function apiBaseUrl(env: NodeJS.ProcessEnv = process.env): string {
  return (env.API_BASE_URL || env.API_MOCK_URL)?.replace(/\/+$/, '') || defaultApiBase;
}

/**
 * The mock keeps no state, so the proxy remembers for it that the browser signed in: a successful
 * sign in or registration sets this development-only cookie and signing out clears it. While it is
 * set, the session call is answered with the contract's signed-in example (`signedIn`), so a signed-in
 * visit survives a reload in `npm start`. A real server needs none of this.
 */
export const mockSignedInCookie = 'fc_mock_signed_in';

/** Whether a request's Cookie header carries the mock's signed-in mark. */
export function isMockSignedIn(cookieHeader: string | undefined): boolean {
  return (cookieHeader ?? '').split(/;\s*/).includes(`${mockSignedInCookie}=1`);
}

/** The Set-Cookie the proxy adds to a successful answer: the mark on sign in and register, cleared on sign out. */
export function mockSessionCookie(method: string, path: string, status: number): string | undefined {
  if (method !== 'POST' || status < 200 || status > 299) return undefined;
  if (path === '/api/account/signin' || path === '/api/account/register')
    return `${mockSignedInCookie}=1; Path=/; SameSite=Lax`;
  if (path === '/api/account/signout') return `${mockSignedInCookie}=; Max-Age=0; Path=/; SameSite=Lax`;
  return undefined;
}

/**
 * The example the mock should answer a request with, where the path alone does not say: the detail
 * example of an example vehicle or dealer, and the signed-in session while the browser is signed in.
 */
export function mockExampleForRequest(
  method: string,
  path: string,
  cookieHeader: string | undefined,
  names: ReadonlySet<string>,
): string | undefined {
  if (method === 'GET' && path === '/api/account/session' && isMockSignedIn(cookieHeader)) return 'signedIn';
  return mockExampleFor(method, path, names);
}

/**
 * The mock answers by path, not by id, so on its own every vehicle page would show the same vehicle.
 * The contract names one detail example per example vehicle (`v{VehicleId}`) and dealer (`d{Id}`);
 * for those ids the proxy asks Prism for that example (`Prefer: example=v20482015`).
 */
export function mockExampleFor(method: string, path: string, names: ReadonlySet<string>): string | undefined {
  const match = /^\/api\/(vehicles|dealers)\/([0-9]+)$/.exec(path);
  if (method !== 'GET' || !match) return undefined;
  const name = `${match[1] === 'vehicles' ? 'v' : 'd'}${match[2]}`;
  return names.has(name) ? name : undefined;
}

/** The names of the vehicle and dealer detail examples in the contract. */
export function mockExampleNames(
  contract = fileURLToPath(new URL('../openapi/openapi.yaml', import.meta.url)),
): Set<string> {
  type Doc = {
    paths: Record<string, { get: { responses: { 200: { content: Record<string, { examples?: object }> } } } }>;
  };
  try {
    const doc = parse(readFileSync(contract, 'utf8'), { maxAliasCount: -1 }) as Doc;
    return new Set(
      ['/api/vehicles/{vehicleId}', '/api/dealers/{dealerId}'].flatMap((path) =>
        Object.keys(doc.paths[path]?.get.responses[200].content['application/json']?.examples ?? {}),
      ),
    );
  } catch {
    return new Set();
  }
}

export function apiProxy(env: NodeJS.ProcessEnv = process.env): Record<string, ProxyOptions> {
  const target = apiBaseUrl(env);
  const options: ProxyOptions = { target, changeOrigin: true };
  if (!env.API_BASE_URL) {
    const names = mockExampleNames();
    options.configure = (proxy) => {
      proxy.on('proxyReq', (proxyReq, req) => {
        const path = (req.url ?? '').split('?')[0] ?? '';
        const name = mockExampleForRequest(req.method ?? 'GET', path, req.headers.cookie, names);
        if (name) proxyReq.setHeader('Prefer', `example=${name}`);
      });
      proxy.on('proxyRes', (proxyRes, req) => {
        const path = (req.url ?? '').split('?')[0] ?? '';
        // The development server is plain http, where a browser drops a Secure cookie (the mock's
        // session cookie example is Secure, as a real server's must be).
        const cookies = (proxyRes.headers['set-cookie'] ?? []).map((cookie) => cookie.replace(/;\s*Secure/gi, ''));
        const mark = mockSessionCookie(req.method ?? 'GET', path, proxyRes.statusCode ?? 0);
        proxyRes.headers['set-cookie'] = mark ? [...cookies, mark] : cookies;
      });
    };
  }
  return Object.fromEntries(apiPathPatterns.map((pattern) => [pattern, { ...options }]));
}
