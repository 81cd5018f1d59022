/**
 * The HTML of a page rendered outside the browser, assembled from the built index.html: the markup
 * inside its empty #root, the page's own title and description, the entry started after the first
 * paint, and for a page rendered on request its dehydrated state (the data its stores start from). The build's prerender
 * (render/prerender.ts) and the per-request render (render/requests.ts) both write pages with it.
 */
import { dehydratedStateId, type DehydratedState } from '../app/stores/dehydratedState.ts';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Where the built index.html's empty root is, which the markup fills. */
const emptyRoot = '<div id="root"></div>';

/** The built index.html's one entry script. */
export const entryScript = /<script type="module" crossorigin src="\/assets\/([\w.-]+\.js)"><\/script>/;

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
 * app has hydrated it, the page's title and description, and its entry script started after the first
 * paint by `startFile` (paintFirstEntry) instead of at once.
 */
export function prerenderedPage(
  indexHtml: string,
  { markup, title, description }: { markup: string; title: string; description: string },
  startFile: string,
  /** What follows #root (a server-rendered page's dehydrated state). */
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
 * A page the server rendered with its data: the prerendered page, with its dehydrated state (the data
 * its stores are hydrated with in the browser, app/main.tsx) as a JSON data block after #root. A data block is never run, so
 * the CSP allows it; `<` is escaped so no text in the data can end the block.
 */
export function serverRenderedPage(
  indexHtml: string,
  page: { markup: string; title: string; description: string; dehydratedState: DehydratedState },
  startFile: string,
): string {
  const state = JSON.stringify(page.dehydratedState).replace(/</g, '\\u003c');
  return prerenderedPage(
    indexHtml,
    page,
    startFile,
    `<script type="application/json" id="${dehydratedStateId}">${state}</script>`,
  );
}
