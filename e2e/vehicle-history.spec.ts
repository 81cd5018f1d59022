import { expect, test, type Page } from './fixtures';
import { expectNoAccessibilityViolations } from './axe';
import { ukToday } from '../domain/motHistory';
import { formatCount } from './vehicles';

/** The parts of getVehicle's answer the journey reads (whatever server answers). */
interface MotTest {
  CompletedDate: string;
  TestResult: 'PASSED' | 'FAILED';
  ExpiryDate?: string;
  OdometerValue: number;
  OdometerUnit: 'mi' | 'km';
  Defects: { Text: string; Type: string }[];
}
interface Detail {
  Vehicle: { VehicleId: number; DetailsPageUrl: string; Title: string };
  Specification: { PreviousOwners?: number; ServiceHistory?: string };
  History?: {
    MotTests: MotTest[];
    MotExpiryDate?: string;
    PreviousOwners: number;
    ServiceHistory: string;
    Check: { CheckedAt: string; MileageDiscrepancy: boolean };
  };
}

const longDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const day = (iso: string) => longDate.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`));
const miles = (t: MotTest) => (t.OdometerUnit === 'km' ? t.OdometerValue * 0.621371 : t.OdometerValue);
const reading = (t: MotTest) =>
  t.OdometerUnit === 'km'
    ? `${formatCount(t.OdometerValue)} km (${formatCount(Math.round(miles(t)))} miles)`
    : `${formatCount(t.OdometerValue)} miles`;

/** The tests whose reading is lower than an earlier one, worked out here from the answer. */
function lowerTests(tests: readonly MotTest[]): Set<string> {
  const lower = new Set<string>();
  let highest = -1;
  for (const t of [...tests].sort((a, b) => a.CompletedDate.localeCompare(b.CompletedDate))) {
    if (miles(t) < highest) lower.add(t.CompletedDate);
    highest = Math.max(highest, miles(t));
  }
  return lower;
}

/** The first car for sale (newest first) whose getVehicle answer is `wanted`, from the API's pages of results. */
async function findCar(page: Page, what: string, wanted: (detail: Detail) => boolean): Promise<Detail> {
  for (let currentPage = 1; currentPage <= 40; currentPage++) {
    const asked = await page.request.post('/api/search/car/results', {
      data: {
        isNewSearch: currentPage === 1,
        searchPanelParameters: { Type: 'car' },
        pagination: { CurrentPage: currentPage },
      },
    });
    const answer = (await asked.json()) as { Results: { VehicleId?: number }[] };
    for (const card of answer.Results) {
      if (!card.VehicleId) continue;
      const detail = (await (await page.request.get(`/api/vehicles/${card.VehicleId}`)).json()) as Detail;
      if (wanted(detail)) return detail;
    }
  }
  throw new Error(`no car in the first 40 pages of results is ${what}`);
}

async function openHistory(page: Page, detail: Detail) {
  await page.goto(`${detail.Vehicle.DetailsPageUrl}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(detail.Vehicle.Title);
  await page.getByRole('heading', { level: 2, name: 'History', exact: true }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('heading', { level: 3, name: 'History check' })).toBeVisible();
}

test.describe('the vehicle history', () => {
  test('key facts, the check, the MOT chart and table, and each test’s defects, as the server gives them', async ({
    page,
  }) => {
    const detail = await findCar(
      page,
      'with MOT tests, one with defects',
      (d) => (d.History?.MotTests.length ?? 0) >= 2 && Boolean(d.History?.MotTests.some((t) => t.Defects.length)),
    );
    const history = detail.History;
    if (!history?.MotExpiryDate) throw new Error('the car has no MOT expiry');
    await openHistory(page, detail);

    const facts = page.getByRole('region', { name: 'Key facts' });
    // Whether the MOT has run out is the page's to say, by today in the UK.
    const runOut = history.MotExpiryDate < ukToday();
    await expect(facts).toContainText(
      `MOT expiry${runOut ? `Ran out on ${day(history.MotExpiryDate)}` : day(history.MotExpiryDate)}`,
    );
    await expect(facts).toContainText(`Previous owners${history.PreviousOwners}`);
    await expect(facts).toContainText(
      `Service history${history.ServiceHistory === 'None' ? 'None' : `${history.ServiceHistory} service history`}`,
    );
    await expect(
      page.getByText('This is a summary of the vehicle’s history, not a full history report.'),
    ).toBeVisible();
    await expect(page.getByText(`Checked on ${day(history.Check.CheckedAt)}.`)).toBeVisible();
    await expect(
      page.getByText(
        runOut
          ? `The MOT ran out on ${day(history.MotExpiryDate)}: ask the dealer for a new MOT before you buy.`
          : `The current MOT runs out on ${day(history.MotExpiryDate)}.`,
      ),
    ).toBeVisible();
    await expect(page.getByRole('img', { name: 'Mileage at each MOT test' })).toBeVisible();

    const table = page.getByRole('table', { name: 'MOT tests and mileage readings' });
    const rows = table.getByRole('row');
    await expect(rows).toHaveCount(history.MotTests.length + 1);
    for (const [i, t] of history.MotTests.entries()) {
      const row = rows.nth(i + 1);
      await expect(row).toContainText(day(t.CompletedDate));
      await expect(row).toContainText(t.TestResult === 'PASSED' ? 'Passed' : 'Failed');
      await expect(row).toContainText(reading(t));
      await expect(row).toContainText(t.ExpiryDate ? day(t.ExpiryDate) : 'None');
    }

    const withDefects = history.MotTests.find((t) => t.Defects.length > 0);
    if (!withDefects) throw new Error('no test with defects');
    const trigger = page.getByRole('button', { name: new RegExp(`^${day(withDefects.CompletedDate)}: `) }).first();
    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(withDefects.Defects[0]?.Text ?? '', { exact: false }).first()).toBeVisible();
    await expectNoAccessibilityViolations(page);
  });

  test('a reading lower than an earlier one is flagged in the check, the table and a warning', async ({ page }) => {
    const detail = await findCar(page, 'with a mileage discrepancy', (d) =>
      Boolean(d.History?.Check.MileageDiscrepancy),
    );
    const history = detail.History;
    if (!history) throw new Error('no history');
    await openHistory(page, detail);

    const lower = lowerTests(history.MotTests);
    expect(lower.size).toBeGreaterThan(0);
    await expect(page.getByText('Discrepancy: an MOT reading is lower than an earlier one')).toBeVisible();
    const rows = page.getByRole('table', { name: 'MOT tests and mileage readings' }).getByRole('row');
    for (const [i, t] of history.MotTests.entries()) {
      const flagged = `${reading(t)} (Lower than an earlier reading)`;
      if (lower.has(t.CompletedDate)) await expect(rows.nth(i + 1)).toContainText(flagged);
      else await expect(rows.nth(i + 1)).not.toContainText('Lower than an earlier reading');
    }
    const first = [...lower][0] ?? '';
    await expect(
      page.getByText(new RegExp(`^The reading of .* on ${day(first)} is lower than `)).first(),
    ).toBeVisible();
    await expectNoAccessibilityViolations(page);
  });
});
