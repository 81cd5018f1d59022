/**
 * Prerenders the home page at build time (S11, Lighthouse): after `vite build` writes dist/, the same
 * config builds app/prerender.tsx for Node, renders `/` to HTML with it and writes dist/home.html, the
 * built index.html with the page's markup inside #root. The server answers `/` with home.html (vite
 * preview through `homePage()` below, nginx in the README) and every other path with index.html, the
 * empty shell the browser renders into. main.tsx hydrates the markup when #root has some.
 *
 * The home page is the one page whose first render needs nothing of the visitor's (no cookie, no
 * screen size, no data: the search panel asks for its options after the first render), so the
 * markup the build renders is exactly what the browser's first render draws.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';

/** The prerendered home page in the build's output. */
export const homePageFile = 'home.html';

/** Where the built index.html's empty root is, which the markup fills. */
const emptyRoot = '<div id="root"></div>';

/** The built index.html's one entry script. */
const entryScript = /<script type="module" crossorigin src="\/assets\/([\w.-]+\.js)"><\/script>/;

/**
 * The prerendered page's start: once the browser has shown the page (its first contentful paint), the
 * app's entry is run (it was fetched meanwhile, by the page's modulepreload link). Run before, its
 * evaluation (the app's code, a long task on a phone) would hold the first paint back, and the page
 * has nothing to wait for it for. A page in the background, or a browser without paint timing, starts
 * at once; a paint that never comes holds the start back a second at most.
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
 * The prerendered page from the built index.html: `markup` inside its empty #root, and its entry
 * script preloaded and started after the first paint by `startFile` (paintFirstEntry).
 */
export function prerenderedPage(indexHtml: string, markup: string, startFile: string): string {
  if (!indexHtml.includes(emptyRoot)) throw new Error(`index.html has no ${emptyRoot} to prerender into`);
  const entry = entryScript.exec(indexHtml);
  if (!entry) throw new Error('index.html has no entry script of the form the prerender expects');
  return indexHtml
    .replace(entry[0], `<script type="module" crossorigin src="/assets/${startFile}"></script>`)
    .replace(emptyRoot, `<div id="root" data-hydrating>${markup}</div>`);
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
      // Inside the project, so the bundle's imports of react and the rest resolve from node_modules;
      // a folder of this build's own, so two builds at once do not share one.
      const cacheDir = resolve(config.root, 'node_modules/.cache');
      mkdirSync(cacheDir, { recursive: true });
      const ssrDir = mkdtempSync(join(cacheDir, 'forecourt-prerender-'));
      try {
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
        const { renderPage } = (await import(pathToFileURL(join(ssrDir, 'prerender.js')).href)) as {
          renderPage: (url: string) => string;
        };
        const indexHtml = readFileSync(join(outDir, 'index.html'), 'utf8');
        const entryFile = entryScript.exec(indexHtml)?.[1] ?? '';
        const start = paintFirstEntry(entryFile);
        const startFile = `start-${createHash('sha256').update(start).digest('base64url').slice(0, 8)}.js`;
        writeFileSync(join(outDir, 'assets', startFile), start);
        writeFileSync(join(outDir, homePageFile), prerenderedPage(indexHtml, renderPage('/'), startFile));
      } finally {
        rmSync(ssrDir, { recursive: true, force: true });
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
