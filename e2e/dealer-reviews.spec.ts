import { expect, test, type Page } from './fixtures';
import { expectNoAccessibilityViolations } from './axe';
import { tabTo } from './keyboard';
import type { SearchResults } from '../app/api/types';
import { cardsOf, formatCount, openVehicleWhere } from './vehicles';

/** The parts of the contract's answers the journey reads (whatever server answers). */
interface Summary {
  ScorePercentage: number;
  ReviewCount?: number;
  AverageStars?: number;
  PeriodMonths?: number;
}
interface Review {
  Id: number;
  Stars: number;
  Title?: string;
  Text: string;
  ReviewerName: string;
  PublishedAt: string;
  Reply?: { Text: string; RepliedAt: string };
}
interface ReviewPage {
  Reviews: Review[];
  Pagination: { CurrentPage: number; TotalRecords: number; PageSize?: number };
  Summary: Summary;
}
interface Directory {
  Dealers: { Id: number; Name: string; ReviewSummary: Summary }[];
}

const oneDecimal = (value: number) => value.toFixed(1);
const summaryText = (summary: Summary) =>
  `${oneDecimal(summary.AverageStars ?? 0)} out of 5 from ${formatCount(summary.ReviewCount ?? 0)} reviews in the last 12 months`;
const ukDate = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );

async function reviewsOf(page: Page, dealerId: number, pageNumber: number) {
  const answer = await page.request.get(`/api/dealers/${dealerId}/reviews?page=${pageNumber}&pageSize=10`);
  expect(answer.status()).toBe(200);
  return (await answer.json()) as ReviewPage;
}

/** The reviews shown, as their articles. */
const shownReviews = (page: Page) => page.getByRole('region', { name: /^Reviews of / }).getByRole('article');

async function expectReviewShown(page: Page, review: Review) {
  const article = shownReviews(page)
    .filter({ has: page.getByRole('heading', { level: 3 }) })
    .first();
  await expect(article.getByRole('heading', { level: 3 })).toHaveText(
    review.Title ?? `Review by ${review.ReviewerName}`,
  );
  await expect(article).toContainText(`${review.Stars} out of 5 stars`);
  await expect(article).toContainText(`${review.ReviewerName}, ${ukDate(review.PublishedAt)}`);
  await expect(article).toContainText(review.Text);
  if (review.Reply) await expect(article).toContainText(review.Reply.Text);
}

test.describe("a dealer's reviews", () => {
  test.describe.configure({ timeout: 120_000 });

  test('the dealer page says the last 12 months’ rating and lists the reviews, paged by keyboard', async ({ page }) => {
    const directory = (await (await page.request.get('/api/dealers?vehicleType=all')).json()) as Directory;
    const dealer = directory.Dealers.find((d) => (d.ReviewSummary.ReviewCount ?? 0) > 0);
    if (!dealer) throw new Error('no dealer with reviews');
    const first = await reviewsOf(page, dealer.Id, 1);
    expect(first.Pagination.TotalRecords).toBeGreaterThan(10);
    expect(first.Summary).toEqual(dealer.ReviewSummary);

    await page.goto(`/dealers/${dealer.Id}/`);
    const region = page.getByRole('region', { name: `Reviews of ${dealer.Name}` });
    await expect(region).toContainText(summaryText(first.Summary));
    await expect(region).toContainText(`${first.Summary.ScorePercentage}% gave 4 or 5 stars`);
    await expect(region).toContainText('The rating counts the reviews of the last 12 months only.');
    await expect(page.getByRole('main')).toContainText(`Customer reviews: ${summaryText(first.Summary)}`);
    await expect(shownReviews(page)).toHaveCount(first.Reviews.length);
    await expectReviewShown(page, first.Reviews[0] as Review);
    await expect(region.getByRole('status').filter({ hasText: 'Reviews 1 to' })).toHaveText(
      `Reviews 1 to ${first.Reviews.length} of ${first.Pagination.TotalRecords}, newest first`,
    );
    await expectNoAccessibilityViolations(page);

    // By keyboard: from the list's heading to Next, then Enter: the next page, focus on the heading.
    const heading = region.getByRole('heading', { level: 2 });
    await heading.focus();
    const next = page.getByRole('navigation', { name: 'Review pages' }).getByRole('link', { name: 'Next page' });
    await tabTo(page, next);
    const second = await reviewsOf(page, dealer.Id, 2);
    const answered = page.waitForResponse(
      (response) => new URL(response.url()).pathname === `/api/dealers/${dealer.Id}/reviews` && response.ok(),
    );
    await page.keyboard.press('Enter');
    expect(new URL((await answered).url()).searchParams.get('page')).toBe('2');
    await expect(page).toHaveURL(/[?&]reviews=2/);
    await expect(heading).toBeFocused();
    await expectReviewShown(page, second.Reviews[0] as Review);
    await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expectNoAccessibilityViolations(page);

    // Back to the first page the same way.
    await tabTo(
      page,
      page.getByRole('navigation', { name: 'Review pages' }).getByRole('link', { name: 'Previous page' }),
    );
    await page.keyboard.press('Enter');
    await expect(heading).toBeFocused();
    await expectReviewShown(page, first.Reviews[0] as Review);
  });

  test('a review with a reply shows the dealer’s answer and its date', async ({ page }) => {
    const directory = (await (await page.request.get('/api/dealers?vehicleType=all')).json()) as Directory;
    for (const dealer of directory.Dealers) {
      for (let n = 1; n <= 3; n++) {
        const answer = await reviewsOf(page, dealer.Id, n);
        const replied = answer.Reviews.find((r) => r.Reply);
        if (!replied?.Reply) continue;
        await page.goto(`/dealers/${dealer.Id}/${n > 1 ? `?reviews=${n}` : ''}`);
        const article = shownReviews(page).filter({ hasText: replied.Text });
        await expect(article).toContainText(`Reply from ${dealer.Name}, ${ukDate(replied.Reply.RepliedAt)}`);
        await expect(article).toContainText(replied.Reply.Text);
        return;
      }
    }
    throw new Error('no reply on the first pages of the first dealers');
  });

  test('the vehicle page shows its dealer’s rating with the stars', async ({ page }) => {
    const { detail } = await openVehicleWhere<{ Dealer: { Name: string; ReviewSummary: Summary } }>(
      page,
      'from a reviewed dealer',
      (answer) => (answer.Dealer.ReviewSummary.ReviewCount ?? 0) > 0,
    );
    const dealerSection = page.getByRole('region', { name: `Sold by ${detail.Dealer.Name}` });
    await expect(dealerSection).toContainText(`Customer reviews: ${summaryText(detail.Dealer.ReviewSummary)}`);
    // The words beside StarRating's five stars (their picture, hidden from screen readers).
    const rating = dealerSection.getByText(summaryText(detail.Dealer.ReviewSummary), { exact: true }).locator('..');
    await expect(rating.locator('[aria-hidden="true"] svg')).toHaveCount(5);
    await expectNoAccessibilityViolations(page);
  });

  test('each result card shows its dealer’s rating of the last 12 months, as the server gives it', async ({ page }) => {
    const answer = await page.request.post('/api/search/car/results', {
      data: { isNewSearch: true, pagination: { CurrentPage: 1 }, searchPanelParameters: { PaginationCurrentPage: 1 } },
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    });
    expect(answer.status()).toBe(200);
    const cards = cardsOf((await answer.json()) as SearchResults);
    await page.goto('/search/car/');
    const rated = cards.filter((card) => (card.DealerRating?.ReviewCount ?? 0) > 0);
    expect(rated.length, 'the first page has cars from reviewed dealers').toBeGreaterThan(0);
    const articles = page.getByRole('main').getByRole('article');
    for (const [index, card] of cards.slice(0, 6).entries()) {
      const article = articles.nth(index);
      await expect(article.getByRole('heading')).toHaveText(card.Title);
      if (card.DealerRating?.ReviewCount) {
        const words = `Dealer ${summaryText(card.DealerRating)}`;
        await expect(article).toContainText(words);
        await expect(
          article.getByText(words, { exact: true }).locator('..').locator('[aria-hidden="true"] svg'),
        ).toHaveCount(5);
      } else await expect(article).not.toContainText('out of 5');
    }
    await expectNoAccessibilityViolations(page);
  });
});
