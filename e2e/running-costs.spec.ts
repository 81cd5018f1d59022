import { expect, test, type Locator, type Page } from './fixtures';
import { expectNoAccessibilityViolations } from './axe';
import type { VehicleDetail } from '../app/api/types';
import { openPanel } from './searchPanel';
import { formatCount, money, openVehicleWhere, resultCards } from './vehicles';

const valueOf = (scope: Locator, term: string) =>
  scope.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');

const section = (page: Page) => page.getByRole('region', { name: 'Running costs' });

/** The section shows the server's road tax, insurance group, fuel cost with its basis, and the ULEZ badge. */
async function expectRunningCostsShown(page: Page, detail: VehicleDetail) {
  const shown = section(page);
  const spec = detail.Specification;
  await expect(valueOf(shown, 'Road tax')).toHaveText(`${money(spec.AnnualTaxGBP ?? NaN)} a year`);
  await expect(valueOf(shown, 'Insurance group')).toHaveText(
    `Group ${spec.InsuranceGroup} of ${detail.Vehicle.VehicleType === 7 && detail.Vehicle.BodyStyle !== 'Pick Up' ? 20 : 50}`,
  );
  const cost = detail.FuelCost;
  if (!cost) throw new Error(`vehicle ${detail.Vehicle.VehicleId} has no FuelCost`);
  await expect(shown.getByText(`${money(cost.AnnualFuelCostGBP)} a year`)).toBeVisible();
  await expect(shown.getByText(`At ${formatCount(cost.AnnualMileage)} miles a year`, { exact: false })).toBeVisible();
  if (cost.PencePerLitre !== undefined)
    await expect(shown.getByText(`${formatCount(cost.PencePerLitre)}p a litre`, { exact: false })).toBeVisible();
  if (cost.PencePerKWh !== undefined)
    await expect(shown.getByText(`${formatCount(cost.PencePerKWh)}p a kWh`, { exact: false })).toBeVisible();
  if (spec.EuroStandard) await expect(valueOf(shown, 'Euro emissions standard')).toHaveText(spec.EuroStandard);
  const verdict = spec.IsULEZCompliant
    ? `Meets ULEZ and clean air zone standards (${spec.EuroStandard ? `${spec.EuroStandard} ` : ''}`
    : "Does not meet ULEZ standards: a daily charge applies in London's ULEZ";
  await expect(shown.getByText(verdict, { exact: false })).toBeVisible();
}

async function axeAtBothWidths(page: Page) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await section(page).scrollIntoViewIfNeeded();
    await expectNoAccessibilityViolations(page);
  }
}

test.describe('Running costs and clean air', () => {
  test("a compliant car's page shows the server's road tax, insurance group, fuel cost and ULEZ badge", async ({
    page,
  }) => {
    const { detail } = await openVehicleWhere(
      page,
      'a compliant combustion car with a fuel cost',
      (vehicle) =>
        vehicle.FuelCost !== undefined &&
        vehicle.Specification.IsULEZCompliant === true &&
        vehicle.Specification.EuroStandard !== undefined,
    );
    await expectRunningCostsShown(page, detail);
    await axeAtBothWidths(page);
  });

  test('an old diesel does not meet the standards, and the page says a daily charge applies', async ({ page }) => {
    const { detail } = await openVehicleWhere(
      page,
      'a diesel below Euro 6',
      (vehicle) => vehicle.Specification.IsULEZCompliant === false,
      '/search/car/?PostCode=SW1A1AA&FuelTypes=diesel&MaxYear=2014',
    );
    expect(detail.Specification.EuroStandard).not.toMatch(/^Euro 6/);
    await expectRunningCostsShown(page, detail);
    await axeAtBothWidths(page);
  });

  test('an electric car shows its electricity cost and meets the standards', async ({ page }) => {
    const { detail } = await openVehicleWhere(
      page,
      'electric',
      (vehicle) => vehicle.Vehicle.FuelType === 'Electric',
      '/search/car/?PostCode=SW1A1AA&FuelTypes=electric',
    );
    expect(detail.FuelCost?.Energy).toBe('Electricity');
    await expectRunningCostsShown(page, detail);
    await expect(section(page).getByText('Meets ULEZ and clean air zone standards (electric)')).toBeVisible();
  });

  test('"ULEZ compliant only" leaves only vehicles the server calls compliant, and fewer of them', async ({ page }) => {
    await page.goto('/search/car/?PostCode=SW1A1AA&FuelTypes=diesel');
    await openPanel(page);
    await page.getByRole('button', { name: 'More options' }).click();
    await page.getByRole('button', { name: 'Running costs', exact: true }).click();
    const subPanel = page.getByRole('dialog', { name: 'Running costs' });
    const ulez = subPanel.getByRole('switch', { name: 'ULEZ compliant only' });
    await ulez.focus();
    await page.keyboard.press('Space');
    await expect(ulez).toBeChecked();
    await subPanel.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('button', { name: /^Search [0-9,]+ cars$/ }).click();
    await expect(page).toHaveURL(/IsULEZCompliant=true/);

    // The server's counts for the same search with and without the filter: the page shows the filtered one.
    const criteria = {
      Type: 'car',
      PostCode: 'SW1A1AA',
      FuelTypes: [{ Value: 'diesel', Selected: true }],
    };
    const count = async (filter: boolean) => {
      const answer = await page.request.post('/api/search/car/count', {
        data: { ...criteria, IsULEZCompliant: filter },
      });
      return ((await answer.json()) as { RecordCount: number }).RecordCount;
    };
    const [compliant, all] = [await count(true), await count(false)];
    expect(compliant).toBeGreaterThan(0);
    expect(compliant).toBeLessThan(all);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      new RegExp(`^${formatCount(compliant)} used cars`),
    );
    const cards = await resultCards(page);
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      const detail = (await (await page.request.get(`/api/vehicles/${card.id}`)).json()) as VehicleDetail;
      expect(detail.Specification.IsULEZCompliant, `vehicle ${card.id}`).toBe(true);
    }
  });
});
