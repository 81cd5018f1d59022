import { act, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { enableStaticRendering } from 'mobx-react-lite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prerenderStyleAttributes } from '../scripts/securityHeaders';
import { App } from './App';
import { memoryCookies } from './lib/cookies';
import { createErrorReporter, type ErrorReport } from './lib/errorReporting';
import { renderPage } from './prerender';
import { recentCookie } from './stores/RecentStore';
import { postcodeCookie, searchCookie } from './stores/search/SearchStore';
import { shortlistCookie } from './stores/shortlistCookie';
import { createTestStores } from './stores/testing';

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

/** jsdom has no matchMedia: a small screen that never changes. */
const smallScreen = (query: string) =>
  ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }) as unknown as MediaQueryList;

describe('the prerendered home page', () => {
  it('is the page itself: heading, intro, the vehicle type switch and the header, in HTML', () => {
    const page = document.createElement('div');
    page.innerHTML = renderPage('/');
    expect(page.querySelector('h1')?.textContent).toBe('Find your next used car or van');
    expect(page.textContent).toContain('Thousands of cars and vans from trusted UK dealers');
    expect([...page.querySelectorAll('[role="radio"], input[type="radio"]')].length).toBeGreaterThanOrEqual(2);
    expect(page.querySelector('nav[aria-label="Main"]')).not.toBeNull();
    expect(page.querySelector('main#main-content')).not.toBeNull();
  });

  it('writes only the style attributes the Content-Security-Policy allows by hash', () => {
    const styles = [...renderPage('/').matchAll(/\sstyle="([^"]*)"/g)].map((match) => match[1]);
    expect(styles.length).toBeGreaterThan(0);
    for (const style of styles) expect(prerenderStyleAttributes).toContain(style);
  });

  it("is what the browser's first render draws, whatever the visitor's cookies and screen", async () => {
    const markup = renderPage('/');
    enableStaticRendering(false);
    vi.stubGlobal('matchMedia', smallScreen);
    vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true);
    const cookies = memoryCookies();
    cookies.set(postcodeCookie, 'SW1A 1AA');
    cookies.set(searchCookie('car'), 'PostCode=SW1A%201AA&Make=Ford');
    cookies.set(shortlistCookie, '20482015-0|20481734-0');
    cookies.set(recentCookie, '20482015|20481734');
    // The API never answers: what the page shows is its first render's, not data's.
    const { stores } = createTestStores(() => new Promise<Response>(() => undefined), {
      cookies,
      isLargeScreen: false,
    });
    const reports: ErrorReport[] = [];
    const errors = createErrorReporter((report) => reports.push(report));
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = markup;
    const heading = container.querySelector('h1');
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(
        container,
        <StrictMode>
          <App stores={stores} errors={errors} />
        </StrictMode>,
        { onRecoverableError: (error) => recoverable.push(error) },
      );
    });
    expect(recoverable).toEqual([]);
    expect(reports).toEqual([]);
    // Taken over, not drawn again: the same element is on the page.
    expect(container.querySelector('h1')).toBe(heading);
  });
});
