/**
 * The app only ever calls its own origin (spec section 7). In development and preview, Vite forwards
 * the contract's paths to the API: the Prism mock by default, or a backend team's own server named by
 * API_BASE_URL. Every other path is the single-page app.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ProxyOptions } from 'vite';
import { parse } from 'yaml';

export const defaultApiBase = 'http://127.0.0.1:4010';

/** Path patterns owned by the API (see openapi/openapi.yaml); everything else is an app route. */
export const apiPathPatterns = ['^/api/', '^/account/(savevehicleshortlist|deletevehicleshortlistbyid)$'] as const;

export function apiBaseUrl(env: NodeJS.ProcessEnv = process.env): string {
  return env.API_BASE_URL?.replace(/\/+$/, '') || defaultApiBase;
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
        const name = mockExampleFor(req.method ?? 'GET', (req.url ?? '').split('?')[0] ?? '', names);
        if (name) proxyReq.setHeader('Prefer', `example=${name}`);
      });
    };
  }
  return Object.fromEntries(apiPathPatterns.map((pattern) => [pattern, { ...options }]));
}
