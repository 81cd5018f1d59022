import { expect, test, type Page } from './fixtures';
import { expectNoAccessibilityViolations } from './axe';
import { cardsOf, nextResults, resultCards } from './vehicles';

/** The layout's route announcer: the polite region after the main landmark that names each new page. */
const routeAnnouncer = (page: Page) => page.locator('main ~ [role="status"]');

/** How far the window is scrolled, and where a card's link is in the viewport. */
const placeOf = (page: Page, href: string) =>
  page.evaluate((wanted) => {
    const link = [...document.querySelectorAll('main a[href]')].find((a) => a.getAttribute('href') === wanted);
    const box = link?.getBoundingClientRect();
    return { scrollY: window.scrollY, top: box?.top ?? Number.NaN, bottom: box?.bottom ?? Number.NaN };
  }, href);

const path = '/search/car/?PostCode=M11AE&Page=3';

/** Page 3 of the results, opened by its address or by turning to it from page 2. */
const arrivals = {
  'opened by its address': (page: Page) => page.goto(path),
  'turned to from page 2': async (page: Page) => {
    await page.goto(path.replace('Page=3', 'Page=2'));
    const answered = nextResults(page);
    await page
      .getByRole('navigation', { name: /pagination/i })
      .getByRole('link', { name: /next/i })
      .click();
    const [first] = cardsOf(await answered);
    await expect(page).toHaveURL(path);
    // Page 3's cards in place of page 2's.
    await expect(page.getByRole('main').getByRole('article').first().getByRole('heading')).toHaveText(
      first?.Title ?? '',
    );
  },
};

test.describe('back from an advert to its results', () => {
  for (const [arrival, arrive] of Object.entries(arrivals))
    test(`page 3 ${arrival}: the results open where the person left them, focus on the card they opened, the results page announced`, async ({
      page,
    }) => {
      await arrive(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/used cars near M1 1AE/);
      const resultsTitle = await page.title();
      await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
      const cards = await resultCards(page);
      // The fourteenth card of the page, or the last when the page has fewer.
      const card = cards[Math.min(14, cards.length) - 1];
      if (!card) throw new Error('the server found no cars on page 3 near M1 1AE');
      const link = page.getByRole('main').locator(`a[href="${card.href}"]`);
      await link.scrollIntoViewIfNeeded();
      const before = await placeOf(page, card.href);
      expect(before.scrollY, 'the card is down the page').toBeGreaterThan(0);

      await link.click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(card.title);
      await expect(routeAnnouncer(page)).toContainText(card.title);

      await page.goBack();
      await expect(page).toHaveURL(path);
      // Focus on the card's link, the window where it was (a few pixels aside), the card in view.
      await expect(link).toBeFocused();
      await expect
        .poll(async () => Math.abs((await placeOf(page, card.href)).scrollY - before.scrollY))
        .toBeLessThan(8);
      const after = await placeOf(page, card.href);
      const viewport = page.viewportSize();
      expect(after.top).toBeGreaterThanOrEqual(0);
      expect(after.bottom).toBeLessThanOrEqual(viewport?.height ?? 0);
      // What a screen reader hears is the results page, not the car left behind.
      await expect(routeAnnouncer(page)).toHaveText(resultsTitle);
      await expectNoAccessibilityViolations(page);
    });
});
