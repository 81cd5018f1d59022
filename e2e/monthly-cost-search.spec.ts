import { expect, test } from './fixtures';
import { expectNoAccessibilityViolations } from './axe';
import { openPanel } from './searchPanel';
import { cardsOf, nextResults } from './vehicles';

/** As the app writes a price: whole pounds without pence, else two decimals. */
const money = (amount: number) =>
  `£${new Intl.NumberFormat('en-GB', { minimumFractionDigits: Number.isInteger(amount) ? 0 : 2 }).format(amount)}`;

test.describe('monthly-cost search', () => {
  test('every card shows its monthly payment and its basis, and the results sort by monthly cost', async ({ page }) => {
    await page.goto('/search/car/?PostCode=SW1A1AA&PriceMode=monthly&PaymentDeposit=2000&PaymentTerm=48');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/used cars near SW1A 1AA$/);
    await openPanel(page);
    const search = page.waitForRequest((request) => request.url().endsWith('/api/search/car/results'));
    const answered = nextResults(page);
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('monthly-asc');
    await expect(page).toHaveURL(/SortOrder=monthly-asc/);
    expect((await search).postDataJSON()).toMatchObject({
      searchPanelParameters: { SortOrder: 'monthly-asc', PaymentDeposit: 2000, PaymentTerm: 48 },
    });
    const cards = cardsOf(await answered);
    expect(cards.length).toBeGreaterThan(1);

    // Lowest monthly payment first, each card with its own figure and the basis it was worked out on.
    const pays = cards.map((card) => card.MonthlyPayment?.Pay ?? Number.NaN);
    expect(pays).toEqual([...pays].sort((a, b) => a - b));
    const articles = page.getByRole('main').getByRole('article');
    for (const [index, card] of cards.slice(0, 6).entries()) {
      const monthly = card.MonthlyPayment;
      if (!monthly) throw new Error(`card ${card.VehicleId} has no monthly payment`);
      expect(monthly).toMatchObject({ Over: 48, Deposit: 2000 });
      const article = articles.nth(index);
      await expect(article.getByRole('heading')).toHaveText(card.Title);
      await expect(article).toContainText(`${money(monthly.Pay)} a month`);
      await expect(article).toContainText(
        `Over 48 months with a ${money(monthly.Deposit)} deposit, ${monthly.APR}% APR representative`,
      );
    }
    await expectNoAccessibilityViolations(page);
  });
});
