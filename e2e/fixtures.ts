import { test as base, expect, type ConsoleMessage, type Page } from '@playwright/test';

/**
 * Playwright's `test` for every spec here, with the site's Content-Security-Policy watched: each page
 * of the test's browser context reports its `securitypolicyviolation` events (an init script, so
 * every page, frame and navigation), and the console's CSP and Permissions-Policy messages ("Refused
 * to load ...", "Executing inline script violates the following Content Security Policy directive ...",
 * "Error with Permissions-Policy header: Unrecognized feature ...") are kept too. After the test, any of them fails
 * it, listed. A test that provokes a violation on purpose reads `cspViolations` and empties it.
 * (Pages of a context a test makes itself with `browser.newContext()` are not watched.)
 */
/**
 * A prerendered or server-rendered page shows before the app has hydrated it (render/): its #root
 * is marked `data-hydrating` until then, and its controls do nothing. A navigation of `page` (goto,
 * reload, back, forward) resolves once the app has hydrated the page, as a person's first press
 * comes after the page has settled; every other page has no mark and is ready at once.
 */
async function untilHydrated(page: Page) {
  await page.locator('#root[data-hydrating]').waitFor({ state: 'detached' });
}

function waitsForHydration(page: Page) {
  for (const name of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => Promise<unknown>;
    Object.assign(page, {
      [name]: async (...args: unknown[]) => {
        const response = await navigate(...args);
        await untilHydrated(page);
        return response;
      },
    });
  }
}

export const test = base.extend<{ cspViolations: string[]; hydrated: undefined }>({
  hydrated: [
    async ({ context, page, javaScriptEnabled }, use) => {
      // Without JavaScript the page stays the prerender: there is nothing to wait for.
      if (!javaScriptEnabled) return use(undefined);
      waitsForHydration(page);
      context.on('page', waitsForHydration);
      await use(undefined);
      context.off('page', waitsForHydration);
    },
    { auto: true },
  ],
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.exposeBinding('__reportCspViolation', ({ frame }, report: string) => {
        violations.push(`${report} (on ${frame.url()})`);
      });
      await context.addInitScript(() => {
        const report = (window as unknown as { __reportCspViolation?: (text: string) => void }).__reportCspViolation;
        document.addEventListener(
          'securitypolicyviolation',
          (event) => {
            const sample = event.sample ? `: ${event.sample}` : '';
            report?.(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}${sample}`);
          },
          true,
        );
      });
      const onConsole = (message: ConsoleMessage) => {
        const text = message.text();
        if (/Content Security Policy|Permissions-Policy/i.test(text)) violations.push(`console: ${text}`);
      };
      context.on('console', onConsole);
      await use(violations);
      context.off('console', onConsole);
      expect(violations, 'Content-Security-Policy or Permissions-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Opens `path` within the app, as one of its own links does (from the home page), so the browser asks
 * for the page's data itself. A page of data asked for afresh (a results, landing or vehicle page)
 * arrives rendered by the server with its data and asks for none: a test that answers or watches
 * those requests in the browser opens the page this way.
 */
export async function openWithinApp(
  page: Page,
  path: string,
  { beforeLink }: { beforeLink?: () => Promise<void> } = {},
) {
  await page.goto('/');
  // A page not made by this file's `test` does not wait for hydration on its own.
  await untilHydrated(page);
  await beforeLink?.();
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

export { expect };
export type { Locator, Page, Request, Response, Route } from '@playwright/test';
