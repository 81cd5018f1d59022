import { afterEach, describe, expect, it } from 'vitest';
import { prerenderStyleAttributes } from '../render/securityHeaders';
import { hydrateMarkup, unmountHydrated } from './hydrateTesting';
import { memoryCookies } from './lib/cookies';
import { prerenderedPaths, renderPage } from './render';
import { recentCookie } from './stores/RecentStore';
import { postcodeCookie, searchCookie } from './stores/search/RememberedSearch';
import { shortlistCookie } from './stores/shortlistCookie';
import { createTestStores } from './stores/testing';

afterEach(unmountHydrated);

describe('the prerendered home page', () => {
  it('is the page itself: heading, intro, the vehicle type switch and the header, in HTML', async () => {
    const { markup, title } = await renderPage('/');
    expect(title).toBe('Used cars and vans for sale from UK dealers | Forecourt');
    const page = document.createElement('div');
    page.innerHTML = markup;
    expect(page.querySelector('h1')?.textContent).toBe('Find your next used car or van');
    expect(page.textContent).toContain('Thousands of cars and vans from trusted UK dealers');
    expect([...page.querySelectorAll('[role="radio"], input[type="radio"]')].length).toBeGreaterThanOrEqual(2);
    expect(page.querySelector('nav[aria-label="Main"]')).not.toBeNull();
    expect(page.querySelector('main#main-content')).not.toBeNull();
  });
});

describe.each(prerenderedPaths)('the prerendered page %s', (path) => {
  it('has its own title and heading, and only the style attributes the Content-Security-Policy allows by hash', async () => {
    const { markup, title, description } = await renderPage(path);
    expect(title).toMatch(/ \| Forecourt$/);
    expect(description.length).toBeGreaterThan(20);
    const page = document.createElement('div');
    page.innerHTML = markup;
    expect(page.querySelectorAll('h1')).toHaveLength(1);
    const styles = [...markup.matchAll(/\sstyle="([^"]*)"/g)].map((match) => match[1]);
    for (const style of styles) expect(prerenderStyleAttributes).toContain(style);
  });

  it("is what the browser's first render draws, whatever the visitor's cookies and screen", async () => {
    const { markup } = await renderPage(path);
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
    const { container, heading, recoverable, reports } = await hydrateMarkup(markup, path, stores);
    expect(recoverable).toEqual([]);
    expect(reports).toEqual([]);
    // Hydrated, not drawn again: the same element is on the page.
    expect(container.querySelector('h1')).toBe(heading);
  });
});
