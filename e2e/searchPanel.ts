import { breakpoints } from '../design-system/tokens/tokens';
import { expect, type Page } from './fixtures';

/**
 * Whether the page has its small-screen layout at its viewport's width (the app's large breakpoint,
 * requirements 9.5): the search panel and sorting are then in a drawer behind "Filter and sort".
 */
export const isSmallScreen = (page: Page) => (page.viewportSize()?.width ?? breakpoints.large) < breakpoints.large;

/** Opens the search panel: on small screens its drawer, behind "Filter and sort"; on large ones it is on the page. */
export async function openPanel(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  if (!isSmallScreen(page)) {
    await expect(page.getByRole('search')).toBeVisible();
    return;
  }
  const filters = page.getByRole('button', { name: 'Filter and sort' });
  // The way in appears with its part of the page, which may come a moment after the heading.
  await expect(filters).toBeVisible();
  await filters.click();
  await expect(page.getByRole('dialog', { name: 'Filter and sort' })).toBeVisible();
}
