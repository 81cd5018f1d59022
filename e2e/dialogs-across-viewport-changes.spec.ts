import { expect, test, type Page } from './fixtures';
import { isSmallScreen, openPanel } from './searchPanel';
import { openResults, seedShortlist, shortlistButton } from './vehicles';

/**
 * Zooming in, zooming out or turning a phone changes the viewport's width across the large-screen
 * breakpoint: an open dialog stays open and keeps focus (WCAG 1.4.10, 2.4.3), whichever part of
 * the page opened it.
 */
const otherWidth = (page: Page) => (isSmallScreen(page) ? 1280 : 375);

test('the results page’s Body and colour sub-panel stays open, focus where it was, across the breakpoint', async ({
  page,
}) => {
  await openResults(page);
  await openPanel(page);
  await page.getByRole('button', { name: 'More options' }).click();
  await page.getByRole('button', { name: 'Body and colour', exact: true }).click();
  const subPanel = page.getByRole('dialog', { name: 'Body and colour' });
  const colour = subPanel.getByRole('tab', { name: 'Colour' });
  await colour.click();
  await expect(colour).toBeFocused();

  const width = otherWidth(page);
  await page.setViewportSize({ width, height: 740 });
  // The dialog is still there, with focus on the tab the person was on.
  await expect(subPanel).toBeVisible();
  await expect(colour).toBeFocused();
  await expect(colour).toHaveAttribute('aria-selected', 'true');

  // Done closes it and focus goes back to its button. The drawer of a small screen is a dialog too,
  // and stays; once no dialog is open the page takes the new width's layout, focus on its way into
  // the search ('Filter and sort', or the panel beside the results).
  await subPanel.getByRole('button', { name: 'Done' }).click();
  await expect(subPanel).toHaveCount(0);
  if (width >= 1024) {
    await expect(page.getByRole('button', { name: 'Body and colour', exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('complementary', { name: 'Search options' })).toBeFocused();
  } else {
    await expect(page.getByRole('button', { name: 'Filter and sort' })).toBeFocused();
  }
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the shortlist panel stays open, focus where it was, across the breakpoint', async ({ page }) => {
  const [first] = await openResults(page);
  if (!first) throw new Error('the results page shows no vehicles');
  await seedShortlist(page, [first.id]);
  await page.reload();
  await shortlistButton(page).click();
  const panel = page.getByRole('dialog', { name: 'Your shortlist' });
  const remove = panel.getByRole('button', { name: `Remove ${first.title}` });
  await remove.focus();
  await expect(remove).toBeFocused();

  const width = otherWidth(page);
  await page.setViewportSize({ width, height: 740 });
  // The header has followed the new width (the burger button is a small screen's).
  await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible({ visible: width < 1024 });
  await expect(panel).toBeVisible();
  await expect(remove).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(shortlistButton(page)).toBeFocused();
});
