import { expect, type Locator, type Page } from './fixtures';
import { expectNoAccessibilityViolations } from './axe';

/** Presses Tab (Shift+Tab backwards) until the target has focus, as a keyboard user would; fails after `max` presses. */
export async function tabTo(page: Page, target: Locator, { backwards = false, max = 80 } = {}) {
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

/**
 * The first Tab of a page: it lands on the skip link. The Tab waits until the page is drawn, as a
 * person's does once they see it (a first render may end after the load event).
 */
export async function firstTabToSkipLink(page: Page) {
  const skipLink = page.getByRole('button', { name: 'Skip to main content' });
  await expect(skipLink).toBeAttached();
  await page.keyboard.press('Tab');
  await expect(skipLink).toBeFocused();
}

/**
 * Opens an overlay by keyboard as a person would (Tab to its button, Enter), checks it is a dialog
 * named `dialogName` that passes both accessibility scans once it has settled, closes it with Escape
 * and checks focus went back to the button.
 */
export async function checkOverlayByKeyboard(page: Page, button: Locator, dialogName: string | RegExp) {
  await tabTo(page, button);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  await expect(page.locator('[data-entering]')).toHaveCount(0);
  await expectNoAccessibilityViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(button).toBeFocused();
}
