import type { Plugin } from 'vite';

/**
 * The one inline script of every page: it loads the browser's locale data while the page waits for
 * its stylesheet, before anything is drawn.
 *
 * The first use of `Intl` in a page loads that data, 50-75 ms of a mid-range phone's CPU (Chrome, 4×
 * slowed) that no code can split. react-aria asks for it as soon as its module is evaluated (it works
 * out the default locale: `Intl.DateTimeFormat.supportedLocalesOf`, `Intl.Locale#maximize`), and the
 * first price drawn makes an `Intl.NumberFormat` (another 45-70 ms the first time). Met in the entry's
 * evaluation or the page's hydration, after the first paint, they made those long tasks longer by that
 * much: on Lighthouse's phone the results page's Total Blocking Time was 121 ms (median of three), of
 * which the locale data was a task of 93-214 ms. Here the browser is idle anyway, waiting for the
 * stylesheet, which blocks the first paint and takes a round trip: the first paint is not later
 * (LCP unchanged) and the Total Blocking Time drops to 42 ms (30 ms on a landing page).
 *
 * It is placed before the stylesheet's link, since a classic script after a stylesheet waits for it.
 * The CSP allows it by its SHA-256 (render/securityHeaders.ts): no 'unsafe-inline'. A browser
 * without one of these `Intl` kinds skips the rest; the app's own code behaves as it would have.
 */
export const localeDataScript =
  "try{Intl.DateTimeFormat.supportedLocalesOf([navigator.language]);new Intl.Locale(navigator.language).maximize();new Intl.NumberFormat('en-GB',{style:'currency',currency:'GBP'}).format(1)}catch(e){}";

/** Where the script goes in index.html: right after the title, before the build's script and stylesheet. */
const anchor = '</title>';

/** index.html with the locale data script after its title. */
export function withLocaleData(html: string): string {
  if (!html.includes(anchor)) throw new Error(`index.html has no ${anchor} to put the locale data script after`);
  return html.replace(anchor, () => `${anchor}\n    <script>${localeDataScript}</script>`);
}

/** Puts the locale data script in index.html, for the development server and the build alike. */
export function localeData(): Plugin {
  return {
    name: 'forecourt:locale-data',
    transformIndexHtml: { order: 'pre', handler: withLocaleData },
  };
}
