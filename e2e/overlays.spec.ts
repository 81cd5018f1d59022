import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

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
  await expectNoAxeViolations(page);

  // Focus stays inside the dialog.
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  }

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(dealerLogin).toBeFocused();
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
  await expectNoAxeViolations(page);

  await page.unroute(/ContentPage-[\w-]+\.js$/);
  await fail.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
