import { expect, type Page } from './fixtures';

/** On small screens the search panel (and sorting) is in a drawer behind "Filter and sort": opens it. */
export async function openPanel(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const filters = page.getByRole('button', { name: 'Filter and sort' });
  // The way in appears with its part of the page, which may come a moment after the heading.
  await expect(filters.or(page.getByRole('search')).first()).toBeVisible();
  if (await filters.isVisible()) {
    await filters.click();
    await expect(page.getByRole('dialog', { name: 'Filter and sort' })).toBeVisible();
  }
}
