/**
 * The app only ever calls its own origin (requirements 7.1). In development and preview, Vite forwards the contract's
 * paths to the API at API_BASE_URL: by default the reference server on 127.0.0.1:4020
 * (`npm start`), the Prism mock for `npm run start:mock`, or a backend team's own server. Every other
 * path is the single-page app.
 */
import { connect } from 'node:net';
import type { ProxyOptions } from 'vite';

export const defaultApiBase = 'http://127.0.0.1:4020';

/** Path patterns owned by the API (see openapi/openapi.yaml); everything else is an app route. */
export const apiPathPatterns = ['^/api/', '^/account/(savevehicleshortlist|deletevehicleshortlistbyid)$'] as const;

export function apiBaseUrl(env: NodeJS.ProcessEnv = process.env): string {
  return env.API_BASE_URL?.replace(/\/+$/, '') || defaultApiBase;
}

/** Whether something accepts connections at the URL's host and port. */
function listening(url: URL): Promise<boolean> {
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  return new Promise((resolve) => {
    const socket = connect({ host: url.hostname, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Resolves once the API accepts connections, or after `timeoutMs` (the proxy then answers its usual
 * error). `npm start` starts the server and the app side by side, and a first seed takes a few
 * seconds: a page opened before the server listens waits for it instead of failing. Once the API has
 * answered, later requests are not held.
 */
export function untilListening(target: string, { timeoutMs = 30_000, everyMs = 100 } = {}): () => Promise<void> {
  const url = new URL(target);
  let ready: Promise<boolean> | undefined;
  const wait = async () => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (await listening(url)) return true;
      if (Date.now() > deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  };
  return async () => {
    ready ??= wait();
    // Not there within the time: the next request waits again (the server may still be starting).
    if (!(await ready)) ready = undefined;
  };
}

export function apiProxy(env: NodeJS.ProcessEnv = process.env): Record<string, ProxyOptions> {
  const target = apiBaseUrl(env);
  const ready = untilListening(target);
  const options: ProxyOptions = {
    target,
    changeOrigin: true,
    // Vite awaits the bypass before it forwards; returning nothing forwards the request unchanged.
    bypass: async () => {
      await ready();
      return undefined;
    },
  };
  return Object.fromEntries(apiPathPatterns.map((pattern) => [pattern, { ...options }]));
}
