/**
 * Prerenders the pages that need nothing of the visitor's (so they paint early): after `vite build` writes
 * dist/, the same config builds app/prerender.tsx for Node, renders each of its `prerenderedPaths`
 * and writes it beside the shell: the built index.html with the page's markup inside #root and the
 * page's own title and description. `/` goes to dist/home.html (index.html stays the empty shell
 * every other address is answered with), `/car-finance-calculator/` to
 * dist/car-finance-calculator/index.html. vite preview answers `/` with home.html (`homePage()`
 * below) and a folder's address with its index.html; the README's nginx does the same. main.tsx
 * takes the markup over (hydrates it) when #root has some.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import type * as Prerender from '../app/prerender';
import { serverStateId, type ServerState } from '../app/stores/serverState.ts';

/**
 * Where the build keeps app/prerender.tsx built for Node, beside dist/ (never served): the preview
 * server renders the pages of data with it when they are asked for (`serverRendered`).
 */
export const renderDir = 'dist-server';

/** The render bundle's note of the start script's file (in dist/assets). */
const startNote = 'start.json';

/** The prerendered home page in the build's output. */
export const homePageFile = 'home.html';

/** Where the build writes the prerendered page of `path`. */
export const prerenderedFile = (path: string) => (path === '/' ? homePageFile : `${path.slice(1)}index.html`);

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Where the built index.html's empty root is, which the markup fills. */
const emptyRoot = '<div id="root"></div>';

/** The built index.html's one entry script. */
const entryScript = /<script type="module" crossorigin src="\/assets\/([\w.-]+\.js)"><\/script>/;

/**
 * The prerendered page's start: once the browser has shown the page (its first contentful paint), the
 * app's entry is added and run. Run before, its evaluation (the app's code, a long task on a phone)
 * would hold the first paint back, and the page has nothing to wait for it for. It is not preloaded
 * either: fetched before the paint, Lighthouse's LCP simulation counts its whole download in the LCP
 * (1.84 s instead of 1.02 s measured with a low-priority modulepreload). A page in the background, or
 * a browser without paint timing, starts at once; a paint that never comes holds the start back a
 * second at most.
 */
export function paintFirstEntry(entryFile: string): string {
  return `let started = false;
const start = () => {
  if (started) return;
  started = true;
  const entry = document.createElement('script');
  entry.type = 'module';
  entry.crossOrigin = '';
  entry.src = '/assets/${entryFile}';
  document.head.append(entry);
};
if (document.visibilityState === 'hidden' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) start();
else {
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    setTimeout(start);
  }).observe({ type: 'paint', buffered: true });
  setTimeout(start, 1000);
}
`;
}

/**
 * The prerendered page from the built index.html: `markup` inside its empty #root, marked until the
 * app takes it over, the page's title and description, and its entry script started after the first
 * paint by `startFile` (paintFirstEntry) instead of at once.
 */
export function prerenderedPage(
  indexHtml: string,
  { markup, title, description }: { markup: string; title: string; description: string },
  startFile: string,
  /** What follows #root (a server-rendered page's data block). */
  afterRoot = '',
): string {
  if (!indexHtml.includes(emptyRoot)) throw new Error(`index.html has no ${emptyRoot} to prerender into`);
  const entry = entryScript.exec(indexHtml);
  if (!entry) throw new Error('index.html has no entry script of the form the prerender expects');
  // Replaced through functions: the texts are a page's (an advert's), where `$&` or `$'` is no pattern.
  return indexHtml
    .replace(entry[0], () => `<script type="module" crossorigin src="/assets/${startFile}"></script>`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace(
      /(<meta\s+name="description"\s+content=")[^"]*(")/,
      (_, open, close) => open + escapeHtml(description) + close,
    )
    .replace(emptyRoot, () => `<div id="root" data-hydrating>${markup}</div>${afterRoot}`);
}

/**
 * A page the server rendered with its data: the prerendered page, with the data its stores start
 * from in the browser (main.tsx) as a JSON data block after #root. A data block is never run, so the
 * CSP allows it; `<` is escaped so no text in the data can end the block.
 */
export function serverRenderedPage(
  indexHtml: string,
  page: { markup: string; title: string; description: string; state: ServerState },
  startFile: string,
): string {
  const state = JSON.stringify(page.state).replace(/</g, '\\u003c');
  return prerenderedPage(
    indexHtml,
    page,
    startFile,
    `<script type="application/json" id="${serverStateId}">${state}</script>`,
  );
}

export function prerenderHome(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'forecourt:prerender-home',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild && process.env.STORYBOOK !== 'true',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = resolve(config.root, config.build.outDir);
      // Inside the project, so the bundle's imports of react and the rest resolve from node_modules.
      const ssrDir = resolve(config.root, renderDir);
      await build({
        configFile: config.configFile,
        root: config.root,
        mode: config.mode,
        logLevel: 'warn',
        build: {
          ssr: 'app/prerender.tsx',
          outDir: ssrDir,
          emptyOutDir: true,
          sourcemap: false,
          manifest: false,
          copyPublicDir: false,
        },
      });
      const { renderPage, prerenderedPaths } = (await import(
        pathToFileURL(join(ssrDir, 'prerender.js')).href
      )) as typeof Prerender;
      const indexHtml = readFileSync(join(outDir, 'index.html'), 'utf8');
      const entryFile = entryScript.exec(indexHtml)?.[1] ?? '';
      const start = paintFirstEntry(entryFile);
      const startFile = `start-${createHash('sha256').update(start).digest('base64url').slice(0, 8)}.js`;
      writeFileSync(join(outDir, 'assets', startFile), start);
      writeFileSync(join(ssrDir, startNote), JSON.stringify({ startFile }));
      for (const path of prerenderedPaths) {
        const file = join(outDir, prerenderedFile(path));
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, prerenderedPage(indexHtml, await renderPage(path), startFile));
      }
    },
  };
}

/** `vite preview` answers the home page's address with the prerendered page (nginx: the README). */
export function homePage(): Plugin {
  return {
    name: 'forecourt:home-page',
    configurePreviewServer(server) {
      server.middlewares.use((request, _response, next) => {
        const url = request.url ?? '';
        if (url === '/' || url.startsWith('/?')) request.url = `/${homePageFile}${url.slice(1)}`;
        next();
      });
    },
  };
}

/** Answers `request` with an HTML page and the site's headers (none of the body for HEAD). */
export function sendHtml(
  request: IncomingMessage,
  response: ServerResponse,
  headers: RenderPagesOptions['headers'],
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

export interface RenderPagesOptions {
  /** The project's root, where dist/ and dist-server/ are. */
  root: string;
  /** The browser build's folder (dist). */
  outDir: string;
  /** The headers every page is answered with (scripts/securityHeaders.ts). */
  headers: Readonly<Record<string, string | number | readonly string[] | undefined>>;
  /** The API's origin the render asks for its data, for this request. */
  apiOrigin: (request: PageRequest) => string;
}

/**
 * Answers a request for a page of data (a vehicle's, a page of results: app/prerender.tsx
 * `isServerRendered`) with the page rendered for it, with the status the render gives (404 for a
 * vehicle the API does not know).
 * Anything else, or a page that could not be rendered (the API failed), goes to `next`: the app's
 * shell answers it, and the browser renders the page and says what failed, as before.
 */
export function renderPages({ root, outDir, headers, apiOrigin }: RenderPagesOptions) {
  let render: Promise<{ module: typeof Prerender; startFile: string; indexHtml: string } | null> | undefined;
  const load = async () => {
    const ssrDir = resolve(root, renderDir);
    if (!existsSync(join(ssrDir, startNote))) return null;
    const module = (await import(pathToFileURL(join(ssrDir, 'prerender.js')).href)) as typeof Prerender;
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
        if (!loaded || !loaded.module.isServerRendered(pathname)) return next();
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
 * `vite preview` renders the pages of data when they are asked for (`renderPages`), their data
 * loaded through its own API forwarding (so from the mock, or the server the preview forwards to).
 * Production runs the same render in scripts/serve-pages.ts (see the README).
 */
export function serverRendered(): Plugin {
  return {
    name: 'forecourt:server-rendered',
    configurePreviewServer(server) {
      const handle = renderPages({
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
