/**
 * Server rendering has two halves. The React half is the app's render entry, app/render.tsx: it
 * renders a route to HTML with its stores (`renderPage` for a prerendered page, `renderRequest` for a
 * page of data). This folder is the other half: it builds that entry for Node, writes the pages the
 * build prerenders (here), renders the pages of data when they are asked for (render/requests.ts, and
 * render/server.ts in production), assembles their HTML (render/html.ts) and defines the headers every
 * page is served with (render/securityHeaders.ts).
 *
 * The prerender: after `vite build` writes dist/, the same config builds app/render.tsx for Node,
 * renders each of its `prerenderedPaths` and writes it beside the shell: the built index.html with the
 * page's markup inside #root and the page's own title and description. `/` goes to dist/home.html
 * (index.html stays the empty shell every other address is answered with), `/car-finance-calculator/`
 * to dist/car-finance-calculator/index.html. vite preview answers `/` with home.html (`homePage()`
 * below) and a folder's address with its index.html; deploy/nginx/forecourt.conf does the same.
 * app/main.tsx hydrates the markup when #root has some.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import type * as AppRender from '../app/render';
import { entryScript, paintFirstEntry, prerenderedPage } from './html.ts';

/**
 * Where the build keeps app/render.tsx built for Node, beside dist/ (never served): the per-request
 * render (render/requests.ts) renders the pages of data with it when they are asked for.
 */
export const renderDir = 'dist-server';

/** The app's render entry as the build writes it in `renderDir`. */
const renderBundle = 'render.js';

/** The render bundle's note of the start script's file (in dist/assets). */
export const startNote = 'start.json';

/** The prerendered home page in the build's output. */
const homePageFile = 'home.html';

/** Where the build writes the prerendered page of `path`. */
const prerenderedFile = (path: string) => (path === '/' ? homePageFile : `${path.slice(1)}index.html`);

/** Loads the app's render entry from `renderDir` (built by `prerenderPages`). */
export const importRender = (dir: string) =>
  import(pathToFileURL(join(dir, renderBundle)).href) as Promise<typeof AppRender>;

/** Builds the app's render entry for Node after the browser build, and writes the prerendered pages. */
export function prerenderPages(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'forecourt:prerender-pages',
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
          ssr: 'app/render.tsx',
          outDir: ssrDir,
          emptyOutDir: true,
          sourcemap: false,
          manifest: false,
          copyPublicDir: false,
        },
      });
      const { renderPage, prerenderedPaths } = await importRender(ssrDir);
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

/** `vite preview` answers the home page's address with the prerendered page (as deploy/nginx does). */
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
