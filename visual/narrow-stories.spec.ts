import { expect, type Page } from '@playwright/test';
import { expectScreenshot, index, openStory, test } from './stories';

/** Every story named "Narrow": the component at 320 px, the reflow width of WCAG 1.4.10. */
const narrowStories = Object.values(index.entries).filter((entry) => entry.type === 'story' && entry.name === 'Narrow');

/**
 * What sticks out of the 320 px viewport: the page scrolls sideways, or an element (a portalled
 * overlay, which never widens the page) ends past either edge. Content inside a scroll container
 * (a table's region, a tab list) is that container's to scroll, so only the container is measured.
 */
function overflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width)
      found.push(`the page is ${document.documentElement.scrollWidth} px wide`);
    const clipped = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    for (const element of document.body.querySelectorAll('*')) {
      const rect = element.getBoundingClientRect();
      // Nothing painted, or visually hidden (1 px, clipped: for screen readers and autofill only).
      if (rect.width <= 1 || rect.height <= 1 || clipped(element)) continue;
      if (rect.left < -0.5 || rect.right > width + 0.5) {
        const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
        found.push(
          `<${element.tagName.toLowerCase()}> "${name}" spans ${Math.round(rect.left)} to ${Math.round(rect.right)} px`,
        );
      }
    }
    return found;
  });
}

for (const story of narrowStories) {
  test(`${story.title} / Narrow`, async ({ storyPage: page }) => {
    await openStory(page, story.id);
    expect(await overflow(page), 'nothing past the edges of a 320 px viewport').toEqual([]);
    // A story with a play function shows its end state only after the play ran: the test-runner's.
    if (!story.tags?.includes('play-fn')) await expectScreenshot(page, story.id);
  });
}
