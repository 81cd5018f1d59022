import type { SearchResults } from '../app/api/types';
import { minimumCredit } from '../domain/finance';
import { expect, test, type Page } from './fixtures';
import { expectNoAccessibilityViolations } from './axe';
import { openPanel } from './searchPanel';
import { cardsOf, formatCount, nextResults } from './vehicles';

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
        `Hire purchase over 48 months with a ${money(monthly.Deposit)} deposit, ${monthly.APR}% APR representative`,
      );
    }
    await expectNoAccessibilityViolations(page);
  });

  test('PCP chosen by keyboard in the panel: the search asks for it with the mileage, and each card shows its PCP payment and final payment', async ({
    page,
  }) => {
    await page.goto('/search/car/?PostCode=SW1A1AA&PriceMode=monthly&SortOrder=monthly-asc');
    await expect(page.getByRole('main').getByRole('article').first()).toContainText('a month (HP)');
    await openPanel(page);
    const pcp = page.getByRole('radiogroup', { name: 'Agreement' }).getByRole('radio', { name: 'PCP' });
    await page.getByRole('radiogroup', { name: 'Agreement' }).getByRole('radio', { name: 'Hire purchase' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(pcp).toBeChecked();
    const mileage = page.getByRole('combobox', { name: 'Annual mileage' });
    await mileage.focus();
    await mileage.selectOption('15000');
    const search = page.waitForRequest((request) => request.url().endsWith('/api/search/car/results'));
    const answered = nextResults(page);
    await page.getByRole('button', { name: /^Search [\d,]+ cars$/ }).press('Enter');
    expect((await search).postDataJSON()).toMatchObject({
      searchPanelParameters: { PaymentFinanceType: 'PCP', PaymentMileage: 15000, SortOrder: 'monthly-asc' },
    });
    const cards = cardsOf(await answered);
    expect(cards.length).toBeGreaterThan(0);
    const pays = cards.map((card) => card.MonthlyPayment?.Pay ?? Number.NaN);
    expect(pays).toEqual([...pays].sort((a, b) => a - b));
    await expect(page).toHaveURL(/PaymentFinanceType=PCP/);
    const articles = page.getByRole('main').getByRole('article');
    for (const [index, card] of cards.slice(0, 4).entries()) {
      const monthly = card.MonthlyPayment;
      if (!monthly?.FinalPayment) throw new Error(`card ${card.VehicleId} has no PCP payment`);
      expect(monthly).toMatchObject({ FinanceType: 'PCP', AnnualMileage: 15000 });
      const article = articles.nth(index);
      await expect(article.getByRole('heading')).toHaveText(card.Title);
      await expect(article).toContainText(`${money(monthly.Pay)} a month (PCP)`);
      await expect(article).toContainText(
        `PCP over ${monthly.Over} months with a ${money(monthly.Deposit)} deposit, ${monthly.APR}% APR representative, then an optional final payment of ${money(monthly.FinalPayment)} at 15,000 miles a year`,
      );
    }
    await expectNoAccessibilityViolations(page);
  });

  test('a car the deposit leaves less than the minimum credit to borrow on is in no monthly search, and no card shows £0 a month', async ({
    page,
  }) => {
    const deposit = 1000; // the search's default deposit (PaymentDeposit)
    const count = async (criteria: object) => {
      const answer = await page.request.post('/api/search/car/count', { data: { Type: 'car', ...criteria } });
      expect(answer.ok()).toBe(true);
      return ((await answer.json()) as { RecordCount: number }).RecordCount;
    };
    const monthly = { PaymentSearchSelection: { Selected: 'monthly' } };
    const all = await count({});
    // The cars whose price leaves less than the minimum credit after the deposit, counted in the Price mode.
    const thin = await count({ MaxPrice: deposit + minimumCredit - 1 });
    expect(thin, 'the stock has cars the rule leaves out').toBeGreaterThan(0);
    expect(await count(monthly)).toBe(all - thin);

    const answer = await page.request.post('/api/search/car/results', {
      data: {
        isNewSearch: true,
        pagination: { CurrentPage: 1, PageSize: 20 },
        searchPanelParameters: { Type: 'car', ...monthly, SortOrder: 'monthly-asc' },
      },
    });
    const cheapest = cardsOf((await answer.json()) as SearchResults);
    expect(cheapest.length).toBeGreaterThan(0);
    for (const card of cheapest) {
      expect(card.GBPPriceIncVAT - deposit, card.Title).toBeGreaterThanOrEqual(minimumCredit);
      expect(card.MonthlyPayment?.Pay, card.Title).toBeGreaterThan(0);
    }

    // The address of a monthly search sorted by monthly cost opens on the cheapest car finance can buy.
    await page.goto('/search/car/?PriceMode=monthly&SortOrder=monthly-asc');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${formatCount(all - thin)} used cars`);
    const [first] = cheapest;
    const article = page.getByRole('main').getByRole('article').first();
    await expect(article.getByRole('heading')).toHaveText(first?.Title ?? '');
    await expect(article).toContainText(`${money(first?.MonthlyPayment?.Pay ?? 0)} a month`);
    await expect(page.getByRole('main')).not.toContainText('£0 a month');
  });

  test('in the Price mode no monthly sort is offered, and an address asking for one sorts by price and says so', async ({
    page,
  }) => {
    const sortBy = (target: Page) => target.getByRole('combobox', { name: 'Sort by' });
    const answer = await page.request.post('/api/search/car/results', {
      data: {
        isNewSearch: true,
        pagination: { CurrentPage: 1, PageSize: 20 },
        searchPanelParameters: { Type: 'car', SortOrder: 'price-asc' },
      },
    });
    const [cheapest] = cardsOf((await answer.json()) as SearchResults);

    await page.goto('/search/car/?SortOrder=monthly-asc');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/used cars$/);
    const article = page.getByRole('main').getByRole('article').first();
    await expect(article.getByRole('heading')).toHaveText(cheapest?.Title ?? '');
    await expect(page.getByRole('main')).not.toContainText(' a month');
    await openPanel(page);
    await expect(sortBy(page)).toHaveValue('price-asc');
    await expect(sortBy(page).locator('option:checked')).toHaveText('Price: lowest first');
    await expect(sortBy(page).getByRole('option', { name: 'Monthly cost: lowest first' })).toHaveCount(0);

    // In the Monthly cost mode it is offered, and its figures are shown.
    await page.goto('/search/car/?PriceMode=monthly&SortOrder=monthly-asc');
    await expect(page.getByRole('main').getByRole('article').first()).toContainText(' a month');
    await openPanel(page);
    await expect(sortBy(page)).toHaveValue('monthly-asc');
    await expectNoAccessibilityViolations(page);
  });
});
