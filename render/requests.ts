/**
 * The per-request render: a page of data (a vehicle's, a page of results: app/render.tsx
 * `isServerRendered`) is answered with the page rendered for the request, its data loaded from the
 * API first and sent with the markup as the page's dehydrated state. `vite preview` runs it as
 * middleware (`renderInPreview`), production as a small server of its own (render/server.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import type * as AppRender from '../app/render';
import { serverRenderedPage } from './html.ts';
import { importRender, renderDir, startNote } from './prerender.ts';

/** Answers `request` with an HTML page and the site's headers (none of the body for HEAD). */
export function sendHtml(
  request: IncomingMessage,
  response: ServerResponse,
  headers: RenderRequestsOptions['headers'],
  { status, cacheControl, html }: { status: number; cacheControl: string; html: string | Buffer },
) {
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) response.setHeader(name, value);
  response.statusCode = status;
  response.setHeader('Content-Type', 'text/html; charset=utf-8');
  response.setHeader('Cache-Control', cacheControl);
  response.end(request.method === 'HEAD' ? undefined : html);
}

/** A Node request as the page render reads it (Vite's middleware keeps the address asked for in `originalUrl`). */
type PageRequest = IncomingMessage & { originalUrl?: string };

export interface RenderRequestsOptions {
  /** The project's root, where dist/ and dist-server/ are. */
  root: string;
  /** The browser build's folder (dist). */
  outDir: string;
  /** The headers every page is answered with (render/securityHeaders.ts). */
  headers: Readonly<Record<string, string | number | readonly string[] | undefined>>;
  /** The API's origin the render asks for its data, for this request. */
  apiOrigin: (request: PageRequest) => string;
}

/**
 * Answers a request for a page of data with the page rendered for it, with the status the render
 * gives (404 for an address that names nothing: no page, a vehicle the API does not know), and a
 * dealer page whose dealer the API does not know with the app's shell, answered 404.
 * Anything else, or a page that could not be rendered (the API failed), goes to `next`: the app's
 * shell answers it, and the browser renders the page and says what failed, as before.
 */
export function renderRequests({ root, outDir, headers, apiOrigin }: RenderRequestsOptions) {
  let render: Promise<{ module: typeof AppRender; startFile: string; indexHtml: string } | null> | undefined;
  const load = async () => {
    const ssrDir = resolve(root, renderDir);
    if (!existsSync(join(ssrDir, startNote))) return null;
    const module = await importRender(ssrDir);
    const { startFile } = JSON.parse(readFileSync(join(ssrDir, startNote), 'utf8')) as { startFile: string };
    const indexHtml = readFileSync(resolve(root, outDir, 'index.html'), 'utf8');
    return { module, startFile, indexHtml };
  };
  return (request: PageRequest, response: ServerResponse, next: (error?: unknown) => void) => {
    const url = request.originalUrl ?? request.url ?? '/';
    const pathname = url.split('?')[0] ?? '/';
    if ((request.method !== 'GET' && request.method !== 'HEAD') || pathname.startsWith('/api/')) return next();
    render ??= load();
    render
      .then(async (loaded) => {
        if (!loaded) return next();
        if (!loaded.module.isServerRendered(pathname)) {
          // The app's shell, which the browser renders: with a 404 when the address names nothing.
          const status = await loaded.module.shellStatus(url, { apiOrigin: apiOrigin(request) });
          if (status === 200) return next();
          return sendHtml(request, response, headers, { status, cacheControl: 'no-cache', html: loaded.indexHtml });
        }
        const page = await loaded.module.renderRequest(url, {
          apiOrigin: apiOrigin(request),
          cookieHeader: request.headers.cookie,
        });
        if (!page) return next();
        // The page is the visitor's own (the distance from their remembered postcode): never kept by a
        // shared cache, and asked again each visit.
        sendHtml(request, response, headers, {
          status: page.status,
          cacheControl: 'private, no-cache',
          html: serverRenderedPage(loaded.indexHtml, page, loaded.startFile),
        });
      })
      .catch(next);
  };
}

/**
 * `vite preview` renders the pages of data when they are asked for (`renderRequests`), their data
 * loaded through its own API forwarding (so from the server, or the mock, the preview forwards to).
 * Production runs the same render in render/server.ts (deploy/README.md).
 */
export function renderInPreview(): Plugin {
  return {
    name: 'forecourt:render-in-preview',
    configurePreviewServer(server) {
      const handle = renderRequests({
        root: server.config.root,
        outDir: server.config.build.outDir,
        headers: server.config.preview.headers ?? {},
        apiOrigin: (request) => `http://${request.headers.host ?? '127.0.0.1'}`,
      });
      // After Vite's own middleware (so the answer is compressed); its fallback has by then pointed
      // the request at index.html, and `originalUrl` keeps the address asked for.
      return () => server.middlewares.use(handle);
    },
  };
}
