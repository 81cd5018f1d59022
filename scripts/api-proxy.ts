/**
 * The app only ever calls its own origin (spec section 7). In development and preview, Vite forwards
 * the contract's paths to the API: the Prism mock by default, or a backend team's own server named by
 * API_BASE_URL. Every other path is the single-page app.
 */
import type { ProxyOptions } from 'vite';

export const defaultApiBase = 'http://127.0.0.1:4010';

/** Path patterns owned by the API (see openapi/openapi.yaml); everything else is an app route. */
export const apiPathPatterns = ['^/api/', '^/account/(savevehicleshortlist|deletevehicleshortlistbyid)$'] as const;

export function apiBaseUrl(env: NodeJS.ProcessEnv = process.env): string {
  return env.API_BASE_URL?.replace(/\/+$/, '') || defaultApiBase;
}

export function apiProxy(env: NodeJS.ProcessEnv = process.env): Record<string, ProxyOptions> {
  const target = apiBaseUrl(env);
  return Object.fromEntries(apiPathPatterns.map((pattern) => [pattern, { target, changeOrigin: true }]));
}
