import { expect, test } from './fixtures';
import { expectNoAccessibilityViolations } from './axe';
import { openPanel } from './searchPanel';
import { cardsOf, formatCount, money, nextResults, openVehicleWhere } from './vehicles';

/** The parts of the vehicle detail the journey checks against (whatever server answers). */
interface Detail {
  Vehicle: { VehicleId: number; Sold: boolean; GBPPriceIncVAT: number };
  PriceIndicator?: {
    Label: string;
    Comparables: { Count: number; MedianPrice: number; LowerQuartile: number; UpperQuartile: number };
  };
  PriceNotRated?: { Reason: string; Compared?: number };
}

test.describe('the price rating', () => {
  test('a price label says how it was rated, by keyboard, and links to the cars compared', async ({ page }) => {
    const { detail } = await openVehicleWhere<Detail>(
      page,
      'rated',
      (answer) => Boolean(answer.PriceIndicator),
      '/search/car/?SelectedPriceIndicator=fair',
    );
    const indicator = detail.PriceIndicator;
    if (!indicator) throw new Error('the page got no PriceIndicator');
    const like = indicator.Comparables;
    const label = page.getByRole('button', { name: `${indicator.Label}: how we rated this price` });
    await label.focus();
    await label.press('Enter');
    await expect(label).toHaveAttribute('aria-expanded', 'true');
    await expect(
      page.getByText(
        new RegExp(`^This price is .* the median of the ${formatCount(like.Count)} similar cars we compared`),
      ),
    ).toBeVisible();
    const figures = page.getByRole('main').locator('dl').filter({ hasText: 'Median price' });
    await expect(figures).toContainText(`Median price${money(like.MedianPrice)}`);
    await expect(figures).toContainText(
      `Middle half priced${money(like.LowerQuartile)} to ${money(like.UpperQuartile)}`,
    );
    await expectNoAccessibilityViolations(page);

    const results = nextResults(page);
    await page.getByRole('link', { name: `See the ${formatCount(like.Count)} cars we compared` }).click();
    expect((await results).Pagination.TotalRecords).toBe(like.Count);
    await expect(page.getByRole('heading', { level: 2, name: /results$/ })).toHaveText(
      `${formatCount(like.Count)} results`,
    );
  });

  test('results keep to a price rating, and sort best priced first', async ({ page }) => {
    const asked = await page.request.post('/api/search/car/results', {
      data: {
        isNewSearch: true,
        searchPanelParameters: { Type: 'car', SelectedPriceIndicator: 'good' },
        pagination: { CurrentPage: 1 },
      },
    });
    const answer = (await asked.json()) as Awaited<ReturnType<typeof nextResults>>;
    await page.goto('/search/car/?SelectedPriceIndicator=good');
    await expect(page.getByRole('heading', { level: 2, name: /results$/ })).toHaveText(
      `${formatCount(answer.Pagination.TotalRecords)} results`,
    );
    for (const card of cardsOf(answer)) {
      const detail = (await (await page.request.get(`/api/vehicles/${card.VehicleId}`)).json()) as Detail;
      expect(['Great price', 'Good price'], `vehicle ${card.VehicleId}`).toContain(detail.PriceIndicator?.Label);
    }

    await openPanel(page);
    const sorted = nextResults(page);
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Best priced first' });
    const best = cardsOf(await sorted);
    await expect(page).toHaveURL(/SortOrder=price-rating/);
    await expect(page.getByRole('main').getByRole('article').first().getByRole('heading')).toHaveText(
      best[0]?.Title ?? '',
    );
    const shares: number[] = [];
    for (const card of best) {
      const detail = (await (await page.request.get(`/api/vehicles/${card.VehicleId}`)).json()) as Detail;
      shares.push(card.GBPPriceIncVAT / (detail.PriceIndicator?.Comparables.MedianPrice ?? Number.NaN));
    }
    expect(shares).toEqual([...shares].sort((a, b) => a - b));
  });

  test('a price without a label says why', async ({ page }) => {
    await openVehicleWhere<Detail>(
      page,
      'unrated for too few comparables',
      (answer) => answer.PriceNotRated?.Reason === 'too-few',
      '/search/car/',
    ).then(async ({ detail }) => {
      const others = (detail.PriceNotRated?.Compared ?? 1) - 1;
      await expect(
        page.getByText(
          `No price rating: we found ${others === 0 ? 'no' : formatCount(others)} similar ${others === 1 ? 'car' : 'cars'} to compare it with, and a rating needs at least 5.`,
        ),
      ).toBeVisible();
    });
  });
});
