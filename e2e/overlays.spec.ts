import { expect, test } from './fixtures';
import { expectNoAccessibilityViolations } from './axe';

test('Dealer login opens Dealer Administration by keyboard; Escape closes it and focus returns', async ({ page }) => {
  await page.goto('/');
  const dealerLogin = page.getByRole('button', { name: 'Dealer login' });
  await dealerLogin.focus();
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Dealer Administration' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Please select a portal')).toBeVisible();
  for (const portal of ['Vehicle inventory management', 'Insight and response tracking']) {
    const link = dialog.getByRole('link', { name: `${portal} (opens in new tab)` });
    await expect(link).toHaveAttribute('target', '_blank');
  }
  await expectNoAccessibilityViolations(page);

  // Focus stays inside the dialog.
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  }

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(dealerLogin).toBeFocused();
});

test('an overlay whose code arrives late still opens as a named dialog, and stays open', async ({ page }) => {
  // On a loaded machine the overlay's chunk can arrive after the modal has opened ('Loading…' first).
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  await page.route(/DealerToolsOverlay-[\w-]+\.js$/, async (route) => {
    await arrived;
    await route.continue();
  });
  // The page's own clock, so what the dialog's timers would do in half a second is done at once.
  await page.clock.install();
  await page.goto('/');
  await page.getByRole('button', { name: 'Dealer login' }).click();
  await expect(page.getByRole('dialog')).toContainText('Loading…');

  arrive();
  const dialog = page.getByRole('dialog', { name: 'Dealer Administration' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Please select a portal')).toBeVisible();
  await page.clock.runFor(500);
  await expect(dialog).toBeVisible();
});

test('an open overlay locks page scroll; closing restores the scroll position', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 500 });
  await page.goto('/');
  const dealerLogin = page.getByRole('button', { name: 'Dealer login' });
  await dealerLogin.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);

  await dealerLogin.click();
  const dialog = page.getByRole('dialog', { name: 'Dealer Administration' });
  await expect(dialog).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
  await page.mouse.wheel(0, -400);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toHaveCount(0);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  await expect(dealerLogin).toBeFocused();
});

test('a page whose code does not load opens the fail overlay, and Try again loads it', async ({ page }) => {
  await page.goto('/');
  await page.route(/ContentPage-[\w-]+\.js$/, (route) => route.abort('internetdisconnected'));
  await page.getByRole('contentinfo').getByRole('link', { name: 'About us' }).click();

  const fail = page.getByRole('dialog', { name: 'This page did not load' });
  await expect(fail).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Check your internet connection, then try again.');
  await expectNoAccessibilityViolations(page);

  await page.unroute(/ContentPage-[\w-]+\.js$/);
  await fail.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('Share this page: copy the link, and a toast at the bottom centre says so', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/jobs/');
  await page.getByRole('button', { name: 'Share this page' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share this page' });
  await expect(dialog.getByRole('link', { name: 'Share on Facebook (opens in new tab)' })).toHaveAttribute(
    'href',
    /facebook\.com\/sharer\/sharer\.php\?u=http/,
  );
  await dialog.getByRole('button', { name: 'Copy link' }).click();

  const toasts = page.getByRole('region', { name: 'Notifications' });
  await expect(toasts.getByText('Link copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/jobs\/$/);
  const box = await toasts.boundingBox();
  const viewport = page.viewportSize();
  // Centred (within the width of the scrollbar gutter kept while the dialog locks scrolling).
  expect(box && viewport && Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThan(10);
  expect(box && viewport && box.y + box.height).toBeGreaterThan((viewport?.height ?? 0) - 120);
  await expectNoAccessibilityViolations(page);
  // The success toast goes after its 5000 ms (within the suite's 10 s wait).
  await expect(toasts.getByText('Link copied')).toHaveCount(0);
});

test('Get the app shows a QR code image', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Get the app' }).click();
  const dialog = page.getByRole('dialog', { name: 'Get the Forecourt app' });
  const qr = dialog.getByRole('img', { name: /QR code for https:\/\/www\.forecourt\.example\/app\// });
  await expect(qr).toBeVisible();
  expect(
    await qr.evaluate((img: HTMLImageElement) => img.naturalWidth > 0 && img.src.startsWith('data:image/svg+xml')),
  ).toBe(true);
  await expectNoAccessibilityViolations(page);
});

test.describe('each dialog’s close button sits inside the dialog', () => {
  const dialogs = [
    { path: '/', opener: 'Dealer login', name: 'Dealer Administration' },
    { path: '/', opener: 'Get the app', name: 'Get the Forecourt app' },
    { path: '/jobs/', opener: 'Share this page', name: 'Share this page' },
  ];
  for (const { path, opener, name } of dialogs) {
    test(`${opener}: the close button is within the dialog, clear of the header`, async ({ page }) => {
      await page.goto(path);
      await page.getByRole('button', { name: opener }).click();
      const dialog = page.getByRole('dialog', { name });
      await expect(dialog).toBeVisible();
      await expect(page.locator('[data-entering]')).toHaveCount(0);
      const close = dialog.getByRole('button', { name: 'Close' }).first();
      const outer = await dialog.boundingBox();
      const inner = await close.boundingBox();
      expect(outer && inner).toBeTruthy();
      if (!outer || !inner) return;
      expect(inner.x).toBeGreaterThanOrEqual(outer.x);
      expect(inner.y).toBeGreaterThanOrEqual(outer.y);
      expect(inner.x + inner.width).toBeLessThanOrEqual(outer.x + outer.width);
      expect(inner.y + inner.height).toBeLessThanOrEqual(outer.y + outer.height);
      // Pressing the close button closes the dialog (nothing covers it).
      await close.click();
      await expect(dialog).toHaveCount(0);
    });
  }
});

test('copying the link is announced once', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/jobs/');
  await page.getByRole('button', { name: 'Share this page' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share this page' });
  await dialog.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Link copied')).toBeVisible();
  // Every live region (status, alert, log or aria-live) that speaks the message: exactly one.
  const liveRegions = page.locator(
    '[role="status"], [role="alert"], [role="log"], [aria-live="polite"], [aria-live="assertive"]',
  );
  // Counted while the toast shows (a retrying assertion would wait for the toast to time out).
  expect(await liveRegions.filter({ hasText: 'Link copied' }).count()).toBe(1);
});
