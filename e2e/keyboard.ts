import { expect, type Locator, type Page } from '@playwright/test';

/** Presses Tab (Shift+Tab backwards) until the target has focus, as a keyboard user would; fails after `max` presses. */
export async function tabTo(page: Page, target: Locator, { backwards = false, max = 80 } = {}) {
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}
