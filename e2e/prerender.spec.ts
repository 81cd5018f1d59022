import { expect, test } from './fixtures';

/**
 * The home page, the finance calculator and the content pages are prerendered by the build
 * (render/prerender.ts): their HTML is the page, shown before the app's code runs; the code is
 * fetched once the page has been painted, and React hydrates the markup without drawing
 * it again, keeping what the visitor typed meanwhile.
 */
test.describe('prerendered pages', () => {
  test('its HTML is the page: the heading, the intro and the main navigation, before any script', async ({
    request,
  }) => {
    const answer = await request.get('/');
    expect(answer.status()).toBe(200);
    const html = await answer.text();
    expect(html).toMatch(/<h1[^>]*>Find your next used car or van<\/h1>/);
    expect(html).toContain('Thousands of cars and vans from trusted UK dealers');
    expect(html).toContain('<nav aria-label="Main"');
    // Any other address is the app's shell, rendered in the browser.
    const other = await (await request.get('/contact/')).text();
    expect(other).toContain('<div id="root"></div>');
  });

  test("the app's code is fetched after the first paint, and then hydrates the page", async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname === '/api/errors') problems.push(`error report: ${sent.postData() ?? ''}`);
    });
    await page.goto('/');
    const order = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
      const code = performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/index-[\w-]+\.js$/.test(entry.name))
        .map((entry) => entry.startTime);
      return { paint, code };
    });
    expect(order.code).toHaveLength(1);
    expect(order.code[0]).toBeGreaterThanOrEqual(order.paint);

    // Hydrated (the fixture waited for it): the controls work, and nothing was drawn twice.
    await page.getByRole('banner').getByRole('button', { name: 'Recent' }).click();
    await expect(page.getByRole('dialog', { name: 'Recently viewed' })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('what the visitor types before the app has hydrated the page is kept, and quoted', async ({ page }) => {
    // The app's code is held back until the visitor has typed: a slow phone's first seconds.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const quoted = page.waitForRequest((sent) => {
      const url = new URL(sent.url());
      return url.pathname === '/api/finance/quote' && url.searchParams.get('price') === '15000';
    });
    const loaded = page.goto('/car-finance-calculator/');
    const price = page.getByRole('textbox', { name: 'Vehicle price' });
    await price.fill('15000');
    release();
    await loaded;
    await quoted;
    await expect(price).toHaveValue('15000');
  });

  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    test('the home page still shows, and its links lead on', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: 'Find your next used car or van' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Forecourt home' })).toHaveAttribute('href', '/');
    });
  });
});
