import { expect, test, type Locator, type Page, type Response } from './fixtures';
import { expectNoAccessibilityViolations } from './axe';
import { openVehicleWhere, money } from './vehicles';

/** The parts of a PCP representative example the journey checks (whatever server answers). */
interface Example {
  CashPrice: number;
  Pay: number;
  Over: number;
  FinanceType: 'HP' | 'PCP';
  FinalPayment?: number;
  AnnualMileage?: number;
  ExcessMileagePence?: number;
  VehicleAge?: number;
  VehicleMileage?: number;
}

const whole = (amount: number) => new Intl.NumberFormat('en-GB').format(amount);

const valueOf = (scope: Locator, term: string) =>
  scope.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');

const isQuote = (response: Response) => new URL(response.url()).pathname === '/api/finance/quote' && response.ok();

async function expectPcpShown(scope: Locator, example: Example) {
  await expect(valueOf(scope, 'Pay (monthly payment)').last()).toHaveText(money(example.Pay));
  await expect(valueOf(scope, 'Optional final payment')).toHaveText(money(example.FinalPayment ?? NaN));
  await expect(valueOf(scope, 'Mileage a year')).toHaveText(`${whole(example.AnnualMileage ?? NaN)} miles`);
  await expect(valueOf(scope, 'Excess mileage charge')).toHaveText(
    `${example.ExcessMileagePence}p a mile over the agreed mileage`,
  );
  await expect(
    scope.getByText(`Pay the optional final payment of ${money(example.FinalPayment ?? NaN)}`),
  ).toBeVisible();
}

async function axeAtBothWidths(page: Page) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAccessibilityViolations(page);
  }
}

test.describe('PCP beside HP', () => {
  test("the calculator's PCP follows the server, and its annual mileage changes the final payment", async ({
    page,
  }) => {
    const first = page.waitForResponse(isQuote);
    await page.goto('/car-finance-calculator/?price=20000&agreement=pcp&age=2&mileage=20000');
    const quote = (await (await first).json()) as { RepresentativeExample: Example };
    expect(quote.RepresentativeExample.FinanceType).toBe('PCP');
    const region = page.getByRole('region', { name: 'Your quote' });
    await expectPcpShown(region, quote.RepresentativeExample);
    await expect(page.getByText(/is not a credit search/).first()).toBeVisible();
    await axeAtBothWidths(page);

    await page.setViewportSize({ width: 1280, height: 900 });
    const next = page.waitForResponse(
      (response) => isQuote(response) && new URL(response.url()).searchParams.get('annualMileage') === '15000',
    );
    await page.getByRole('textbox', { name: 'Annual mileage' }).fill('15000');
    const more = (await (await next).json()) as { RepresentativeExample: Example };
    expect(more.RepresentativeExample.FinalPayment).toBeLessThan(quote.RepresentativeExample.FinalPayment ?? 0);
    await expectPcpShown(region, more.RepresentativeExample);
  });

  test("the vehicle page shows the server's PCP example beside HP, and its calculator link quotes the same", async ({
    page,
  }) => {
    const { detail } = await openVehicleWhere<{ FinancePCP: Example }>(
      page,
      'offered on PCP',
      (vehicle) => vehicle.FinancePCP !== undefined,
    );
    const section = page.getByRole('region', { name: 'Finance' });
    await expectPcpShown(section, detail.FinancePCP);
    await expect(section.getByText('Personal contract purchase (PCP)', { exact: true })).toBeVisible();
    await section.scrollIntoViewIfNeeded();
    await axeAtBothWidths(page);

    await page.setViewportSize({ width: 1280, height: 900 });
    const answer = page.waitForResponse(isQuote);
    await section.getByRole('link', { name: 'your own PCP on this car' }).click();
    const quote = (await (await answer).json()) as { RepresentativeExample: Example };
    expect(quote.RepresentativeExample).toEqual(detail.FinancePCP);
  });
});
