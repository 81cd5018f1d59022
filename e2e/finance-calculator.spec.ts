import { minimumCredit } from '../domain/finance';
import { expect, test, type Locator, type Page, type Request } from './fixtures';
import { expectNoAccessibilityViolations } from './axe';
import { checkOverlayByKeyboard, tabTo } from './keyboard';
import { openVehicleWhere, money } from './vehicles';

/** The parts of a representative example the journeys check against (whatever server answers). */
interface Example {
  CashPrice: number;
  Deposit: number;
  Borrow: number;
  Over: number;
  Pay: number;
  APR: number;
  Lender: string;
  Total: number;
  Credit: number;
}

interface Quote {
  MonthlyPayment: number;
  RepresentativeExample: Example;
}

const formatWhole = (amount: number) => new Intl.NumberFormat('en-GB').format(amount);

const isQuote = (url: string) => new URL(url).pathname === '/api/finance/quote';

/** The value shown for a term of a representative example. */
const valueOf = (scope: Locator, term: string) =>
  scope.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');

/** Every quote request the page sends, to check what was (and was not) asked. */
function recordQuotes(page: Page) {
  const sent: URL[] = [];
  page.on('request', (request: Request) => {
    if (isQuote(request.url())) sent.push(new URL(request.url()));
  });
  return sent;
}

/** Selects a field's text and types over it, by keyboard. */
async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
}

async function expectQuoteShown(page: Page, quote: Quote) {
  const region = page.getByRole('region', { name: 'Your quote' });
  const example = quote.RepresentativeExample;
  await expect(valueOf(region, 'Pay (monthly payment)')).toHaveText(money(quote.MonthlyPayment));
  await expect(valueOf(region, 'Cash price')).toHaveText(money(example.CashPrice));
  await expect(valueOf(region, 'Deposit')).toHaveText(money(example.Deposit));
  await expect(valueOf(region, 'Borrow (total amount of credit)')).toHaveText(money(example.Borrow));
  await expect(valueOf(region, 'Over (duration of the agreement)')).toHaveText(`${example.Over} months`);
  await expect(valueOf(region, 'Total (total amount payable)')).toHaveText(money(example.Total));
  await expect(valueOf(region, 'APR (representative)')).toHaveText(
    `${new Intl.NumberFormat('en-GB').format(example.APR)}% APR`,
  );
  // The whole quote is announced politely once it arrives.
  await expect(page.locator('[aria-live="polite"]', { hasText: 'Your quote:' })).toContainText(
    `Your quote: ${money(quote.MonthlyPayment)} a month over ${example.Over} months.`,
  );
}

test.describe('the finance calculator', () => {
  test('calculates by keyboard: typed figures and the sliders ask for a quote, and the answer is shown in full', async ({
    page,
  }) => {
    const first = page.waitForResponse((response) => isQuote(response.url()) && response.ok());
    await page.goto('/car-finance-calculator/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Car finance calculator');
    await expectQuoteShown(page, (await (await first).json()) as Quote);

    const asked = page.waitForResponse((response) => {
      const url = new URL(response.url());
      return (
        isQuote(response.url()) &&
        url.searchParams.get('price') === '12000' &&
        url.searchParams.get('deposit') === '2000'
      );
    });
    // Figures as people write them: a pound sign and thousands commas are taken, and sent as numbers.
    await typeInto(page, page.getByRole('textbox', { name: 'Vehicle price' }), '£12,000');
    await typeInto(page, page.getByRole('textbox', { name: 'Deposit' }), '2,000');
    await expectQuoteShown(page, (await (await asked).json()) as Quote);
    await expect(page.getByRole('textbox', { name: 'Deposit' })).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('slider', { name: 'Deposit' })).toHaveValue('2000');

    // The term's slider, by arrow key: 60 months down to 48.
    const shorter = page.waitForResponse(
      (response) => isQuote(response.url()) && new URL(response.url()).searchParams.get('term') === '48',
    );
    const term = page.getByRole('slider', { name: 'Term' });
    await tabTo(page, term);
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('textbox', { name: 'Term' })).toHaveValue(/^48/);
    await expectQuoteShown(page, (await (await shorter).json()) as Quote);
    await expectNoAccessibilityViolations(page);
  });

  test('a deposit a lender would refuse shows what to enter on its field and asks for no quote', async ({ page }) => {
    const sent = recordQuotes(page);
    // The page's own clock, so the quote's debounce can be passed without waiting for it.
    await page.clock.install();
    const first = page.waitForResponse((response) => isQuote(response.url()));
    await page.goto('/car-finance-calculator/');
    await first;

    const price = page.getByRole('textbox', { name: 'Vehicle price' });
    const deposit = page.getByRole('textbox', { name: 'Deposit' });
    // Emptied, it says what to enter; a deposit that leaves less than the minimum credit says the most it can be.
    await typeInto(page, deposit, '');
    await page.keyboard.press('Backspace');
    await expect(deposit).toHaveAccessibleDescription(/Error:\s*Enter a deposit/);
    await typeInto(page, price, '12,500');
    await typeInto(page, deposit, '12,000');
    await expect(deposit).toHaveAttribute('aria-invalid', 'true');
    const most = `£${formatWhole(12_500 - minimumCredit)}`;
    await expect(deposit).toHaveAccessibleDescription(
      new RegExp(
        `Error:\\s*Enter a deposit of ${most} or less, to leave at least £${formatWhole(minimumCredit)} to borrow`,
      ),
    );
    await expect(page.getByText('Correct the figures in red to see a quote.')).toBeVisible();
    await expectNoAccessibilityViolations(page);
    // Past the 500 ms the calculator waits: still nothing asked with a refused figure.
    await page.clock.runFor(1000);
    expect(sent.filter((url) => url.searchParams.get('deposit') === '12000')).toEqual([]);
  });

  test('takes no deposit, and a deposit of half a £300,000 car, as a lender would', async ({ page }) => {
    const first = page.waitForResponse((response) => isQuote(response.url()) && response.ok());
    await page.goto('/car-finance-calculator/');
    await first;
    // Hire purchase does not depend on mileage: the calculator does not ask for it.
    await expect(page.getByRole('textbox', { name: 'Annual mileage' })).toHaveCount(0);

    const noDeposit = page.waitForResponse(
      (response) => isQuote(response.url()) && new URL(response.url()).searchParams.get('deposit') === '0',
    );
    const deposit = page.getByRole('textbox', { name: 'Deposit' });
    await typeInto(page, deposit, '0');
    await expect(deposit).not.toHaveAttribute('aria-invalid', 'true');
    const free = await noDeposit;
    expect(free.ok()).toBe(true);
    await expectQuoteShown(page, (await free.json()) as Quote);

    const half = page.waitForResponse((response) => {
      const url = new URL(response.url());
      return (
        isQuote(response.url()) &&
        url.searchParams.get('price') === '300000' &&
        url.searchParams.get('deposit') === '150000'
      );
    });
    await typeInto(page, page.getByRole('textbox', { name: 'Vehicle price' }), '300,000');
    await typeInto(page, deposit, '150,000');
    await expect(deposit).not.toHaveAttribute('aria-invalid', 'true');
    const answered = await half;
    expect(answered.ok()).toBe(true);
    await expectQuoteShown(page, (await answered.json()) as Quote);
    await expect(page.getByRole('slider', { name: 'Deposit' })).toHaveValue('150000');
  });
});

test.describe('the finance pages', () => {
  test('the monthly budget search opens the results in the Monthly cost mode', async ({ page }) => {
    await page.goto('/used-cars/finance/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Used car finance');
    await expect(page.getByRole('table', { name: 'HP and PCP compared' })).toBeVisible();
    const budget = page.getByRole('combobox', { name: 'Monthly budget' });
    await expect(budget).toBeEnabled();
    await expectNoAccessibilityViolations(page);
    const chosen = await budget.inputValue();
    const results = page.waitForRequest(
      (request) => new URL(request.url()).pathname === '/api/search/car/results' && request.method() === 'POST',
    );
    await tabTo(page, page.getByRole('button', { name: 'Search cars by monthly cost' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\/car\/\?/);
    const address = new URL(page.url());
    expect(address.searchParams.get('PriceMode')).toBe('monthly');
    expect(address.searchParams.get('MaxPaymentMonthlyCost')).toBe(chosen);
    const body = (await results).postDataJSON() as {
      searchPanelParameters: { PaymentSearchSelection?: { Selected: string }; MaxPaymentMonthlyCost?: number };
    };
    expect(body.searchPanelParameters.PaymentSearchSelection?.Selected).toBe('monthly');
    expect(body.searchPanelParameters.MaxPaymentMonthlyCost).toBe(Number(chosen));
  });

  test("the vehicle page's finance section: the representative example from the advert, and its overlays by keyboard", async ({
    page,
  }) => {
    // Four dialogs, each scanned by two accessibility engines: over 30 s on a loaded 2-core machine.
    test.setTimeout(120_000);
    const { detail } = await openVehicleWhere<{ Finance?: Example }>(
      page,
      'for sale with a finance example',
      (advert) => Boolean(advert.Finance) && !advert.Vehicle.Sold,
    );
    const section = page.getByRole('region', { name: 'Finance' });
    await expect(section).toBeVisible();
    const example = detail.Finance as Example;
    // The hire purchase example comes first; a PCP one may follow it.
    const hp = section.locator('dl').first();
    await expect(valueOf(hp, 'Pay (monthly payment)')).toHaveText(money(example.Pay));
    await expect(valueOf(hp, 'Cash price')).toHaveText(money(example.CashPrice));
    await expect(valueOf(hp, 'Credit (total cost of credit)')).toHaveText(money(example.Credit));
    await expect(section.getByText(/which pays us a fixed commission/)).toContainText(
      `This example's lender is ${example.Lender}.`,
    );
    await expect(section.getByRole('link', { name: 'Read the full terms of our credit broking' })).toBeVisible();

    for (const [name, dialogName] of [
      ['What this example means', 'Representative example'],
      ['Finance terms', 'Finance terms'],
      ['How car finance works', 'Car finance explained'],
      ['Check your eligibility', /^Check your eligibility with /],
    ] as const) {
      await checkOverlayByKeyboard(page, section.getByRole('button', { name, exact: true }), dialogName);
    }

    // The example's terms link (its TermsUrl) leads to the terms page.
    // The HP example's (a PCP example has its own, to the same terms).
    const terms = section.getByRole('link', { name: 'Terms of this example' }).first();
    await tabTo(page, terms);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Finance terms');
    await expectNoAccessibilityViolations(page);
  });
});
