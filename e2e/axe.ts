import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Scans the page as it is now and fails, listing each rule and its targets, on any violation. */
export async function expectNoAxeViolations(page: Page) {
  // react-aria's live announcer is left out: a pending button announces itself by pointing at its own
  // label by id, and that transient node (kept 7 s) names nothing once the button has left the page
  // (e.g. the home page's search button after leaving for the results). It is not page content.
  const { violations } = await new AxeBuilder({ page }).withTags(axeTags).exclude('[data-live-announcer]').analyze();
  const found = violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(found, 'axe violations').toEqual([]);
}
