import { expect, test } from './fixtures';
import { expectNoAccessibilityViolations } from './axe';
import { lineCount } from './layout';
import { formatCount } from './vehicles';

test.describe('header menus on a large screen', { tag: '@desktop' }, () => {
  test('one main menu at a time; clicking the active one closes it', async ({ page }) => {
    await page.goto('/');
    const usedCars = page.getByRole('button', { name: 'Used Cars' });
    const finance = page.getByRole('button', { name: 'Finance' });

    await usedCars.click();
    await expect(usedCars).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'Under £5,000' })).toBeVisible();
    await expectNoAccessibilityViolations(page);

    await finance.click();
    await expect(finance).toHaveAttribute('aria-expanded', 'true');
    await expect(usedCars).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('link', { name: 'Car finance calculator' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Under £5,000' })).toHaveCount(0);

    await finance.click();
    await expect(finance).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('link', { name: 'Car finance calculator' })).toHaveCount(0);
  });

  test('the By price group offers exactly the price bands that have cars, and each leads to its cars', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Used Cars' }).click();
    const bands = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Under £/ });
    await expect(bands.first()).toBeVisible();
    // The landing pages' bands (requirements 2.2), each offered when its page has cars.
    for (const amount of [500, 1000, 2000, 3000, 5000, 10000, 15000, 20000]) {
      const answer = await page.request.post('/api/search/car/count', { data: { Type: 'car', MaxPrice: amount } });
      const { RecordCount } = (await answer.json()) as { RecordCount: number };
      const link = page.getByRole('link', { name: `Under £${formatCount(amount)}`, exact: true });
      await expect(link, `Under £${amount}: ${RecordCount} cars`).toHaveCount(RecordCount > 0 ? 1 : 0);
    }
    const cheapest = bands.first();
    const name = (await cheapest.textContent()) ?? '';
    await cheapest.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Used cars ${name.toLowerCase()}`);
    await expect(page.getByRole('heading', { level: 2, name: /results$/ })).toHaveText(/^[1-9][\d,]* results$/);
    await expectNoAccessibilityViolations(page);
  });

  test('an open menu locks page scroll and makes up the scrollbar width; the overlay closes it', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 400 });
    await page.goto('/');
    // A constructed style sheet (CSSOM): a <style> tag would be refused by the CSP.
    await page.evaluate(() => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync('html { overflow-y: scroll; }');
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    });
    const scrollbar = await page.evaluate(() => window.innerWidth - document.documentElement.clientWidth);
    expect(scrollbar).toBeGreaterThan(0);

    const signIn = page.getByRole('link', { name: 'Sign in' });
    const before = await signIn.boundingBox();

    await page.getByRole('button', { name: 'Sell' }).click();
    await expect(page.getByRole('link', { name: 'Car selling tips' })).toBeVisible();
    // The lock's code loads the first time a menu opens (a chunk of its own), so it may land a moment later.
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    // The space the scrollbar took stays reserved, so the page does not shift sideways.
    expect(await signIn.boundingBox()).toEqual(before);
    await page.mouse.wheel(0, 600);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.mouse.click(640, 380);
    await expect(page.getByRole('button', { name: 'Sell' })).toHaveAttribute('aria-expanded', 'false');
    const unlocked = await page.evaluate(() => getComputedStyle(document.documentElement).overflow);
    expect(unlocked).not.toBe('hidden');
  });

  test('keyboard: open a menu, Tab into its links, Escape closes it and returns focus', async ({ page }) => {
    await page.goto('/');
    const usedVans = page.getByRole('button', { name: 'Used Vans' });
    await usedVans.focus();
    await page.keyboard.press('Enter');
    await expect(usedVans).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'All used vans' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(usedVans).toHaveAttribute('aria-expanded', 'false');
    await expect(usedVans).toBeFocused();

    await page.keyboard.press('Space');
    await expect(usedVans).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/used-vans\/$/);
    await expect(usedVans).toHaveAttribute('aria-expanded', 'false');
  });

  test('crossing the large-screen breakpoint closes every menu', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Car Advice' }).click();
    await expect(page.getByRole('link', { name: 'Car reviews' }).first()).toBeVisible();
    await page.setViewportSize({ width: 900, height: 800 });
    await expect(page.getByRole('button', { name: 'Car Advice' })).toBeHidden();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByRole('button', { name: 'Car Advice' })).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('burger menu on a small screen', { tag: '@mobile' }, () => {
  test('main menus, then a secondary level with Back and close', async ({ page }) => {
    await page.goto('/');
    const burger = page.getByRole('button', { name: 'Menu' });
    await burger.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expectNoAccessibilityViolations(page);

    await menu.getByRole('button', { name: 'Finance' }).click();
    const finance = page.getByRole('dialog', { name: 'Finance' });
    await expect(finance.getByRole('link', { name: 'Used van finance' })).toBeVisible();
    await finance.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Sell' })).toBeVisible();

    await page.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(burger).toBeFocused();
  });

  test('keyboard: Escape closes the burger menu and focus returns to it', async ({ page }) => {
    await page.goto('/');
    const burger = page.getByRole('button', { name: 'Menu' });
    await burger.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(burger).toBeFocused();
  });

  test('growing past the breakpoint keeps the burger menu open with focus; closed, focus goes to the main menus', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    const sell = menu.getByRole('button', { name: 'Sell' });
    await sell.focus();
    await page.setViewportSize({ width: 1100, height: 800 });
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Used Cars' }),
    ).toBeVisible();
    await expect(menu).toBeVisible();
    await expect(sell).toBeFocused();
    // Its button is a small screen's: focus goes to the large screen's main menus instead.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Used Cars' })).toBeFocused();
  });
});

test.describe('side panels', () => {
  test('Recent, Shortlist: one at a time, empty states, the overlay closes them', async ({ page, viewport }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Recent' }).click();
    const recent = page.getByRole('dialog', { name: 'Recently viewed' });
    await expect(recent.getByText('You haven’t viewed any vehicles yet.', { exact: false })).toBeVisible();
    await expect(recent.getByRole('textbox', { name: 'Your postcode' })).toBeVisible();
    await expectNoAccessibilityViolations(page);

    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Recent' })).toBeFocused();

    await page.getByRole('button', { name: 'Shortlist' }).click();
    const shortlist = page.getByRole('dialog', { name: 'Your shortlist' });
    await expect(shortlist.getByText('Your shortlist is empty.', { exact: false })).toBeVisible();
    // Once the panel has slid in: on a large screen a click on the overlay beside it closes it; on a
    // phone the panel takes the whole width, so its close button does.
    await expect(page.locator('[data-entering]')).toHaveCount(0);
    if ((viewport?.width ?? 0) >= 1024) await page.mouse.click(5, 400);
    else await shortlist.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the shortlist-open browser event opens the shortlist menu', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => window.dispatchEvent(new Event('shortlist-open')));
    await expect(page.getByRole('dialog', { name: 'Your shortlist' })).toBeVisible();
  });

  test('signed out, the header offers Sign in', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/account/signin/');
  });
});

test.describe('an open header menu closes when focus leaves it', { tag: '@desktop' }, () => {
  test('Tab past the last link, Shift+Tab out of the button, or focus moving into the page', async ({ page }) => {
    await page.goto('/');
    const sell = page.getByRole('button', { name: 'Sell' });
    await sell.focus();
    await page.keyboard.press('Enter');
    await expect(sell).toHaveAttribute('aria-expanded', 'true');
    const links = page.locator(`#${await sell.getAttribute('aria-controls')}`).getByRole('link');
    const last = links.last();
    await last.focus();
    await page.keyboard.press('Tab');
    await expect(sell).toHaveAttribute('aria-expanded', 'false');
    await expect(links).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Finance' })).toBeFocused();

    await sell.focus();
    await page.keyboard.press('Enter');
    await expect(sell).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Shift+Tab');
    await expect(sell).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(sell).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('main').getByRole('textbox').first().focus();
    await expect(sell).toHaveAttribute('aria-expanded', 'false');
  });

  test('moving between menus by keyboard leaves one open at a time', async ({ page }) => {
    await page.goto('/');
    const finance = page.getByRole('button', { name: 'Finance' });
    const advice = page.getByRole('button', { name: 'Car Advice' });
    await finance.focus();
    await page.keyboard.press('Enter');
    await advice.focus();
    await expect(finance).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(advice).toHaveAttribute('aria-expanded', 'true');
  });
});

// It sets its own viewports: one project runs it.
test.describe('the header at every width: nothing wraps mid-word', { tag: '@desktop' }, () => {
  for (const [width, height] of [
    [320, 256],
    [320, 568],
    [375, 740],
    [768, 800],
    [1280, 800],
  ] as const) {
    test(`${width}×${height}: the header takes at most 64 px, the name and every label on one line`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      await page.goto('/');
      const header = page.getByRole('banner');
      const box = await header.boundingBox();
      expect(box?.height).toBeLessThanOrEqual(64);
      // No part of the header sticks out sideways (reflow at 320 px).
      expect(await header.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);

      const home = header.getByRole('link', { name: 'Forecourt home' });
      await expect(home).toBeVisible();
      expect(await lineCount(home)).toBe(1);
      const signIn = header.getByRole('link', { name: 'Sign in' });
      await expect(signIn).toBeVisible();
      expect(await lineCount(signIn)).toBe(1);
      for (const name of ['Recent', 'Shortlist']) {
        const button = header.getByRole('button', { name, exact: true });
        await expect(button).toBeVisible();
        expect(await lineCount(button)).toBe(1);
        const target = await button.boundingBox();
        expect(Math.min(target?.width ?? 0, target?.height ?? 0)).toBeGreaterThanOrEqual(24);
      }
      const menu =
        width < 1024 ? header.getByRole('button', { name: 'Menu' }) : header.getByRole('button', { name: 'Used Cars' });
      await expect(menu).toBeVisible();
      // Every control sits inside the viewport.
      for (const control of await header.getByRole('link').or(header.getByRole('button')).all()) {
        if (!(await control.isVisible())) continue;
        const rect = await control.boundingBox();
        if (!rect || rect.width <= 1) continue;
        expect(rect.x + rect.width).toBeLessThanOrEqual(width);
      }
    });
  }
});
