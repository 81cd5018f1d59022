import { expect, test, type Locator, type Page } from './fixtures';
import { expectNoAccessibilityViolations } from './axe';
import { openPanel } from './searchPanel';
import { formatCount } from './vehicles';

/**
 * Every counter the search panel shows is the count of its own search: postcode, distance and price
 * included, in the price and the monthly cost mode, on the home page and the results page (beside the
 * results, or in the small screen's drawer), and in More options. Make (any) counts what the button
 * counts; a make, a model or a list filter's entry counts what choosing it gives (ticking an entry of a
 * list adds that many, decision 0094). Every figure is the server's, read from its count answers.
 */

type Criteria = Record<string, unknown> & {
  MaxPrice?: number;
  MaxPaymentMonthlyCost?: number;
  MakeModels?: { Value: string; Models?: { Value: string }[] }[];
  BodyStyles?: { Value: string }[];
};

/** The next count answer whose criteria pass `test`, as its RecordCount (start waiting before the edit). */
async function nextCount(page: Page, test: (criteria: Criteria) => boolean): Promise<number> {
  const response = await page.waitForResponse(
    (answer) =>
      new URL(answer.url()).pathname === '/api/search/car/count' &&
      answer.ok() &&
      test(answer.request().postDataJSON() as Criteria),
  );
  return ((await response.json()) as { RecordCount: number }).RecordCount;
}

/** An option's counter as its label shows it: 'Audi (214)' → 214. */
const counterOf = (label: string) => Number(/\(([0-9,]+)\)$/.exec(label)?.[1]?.replace(/,/g, '') ?? Number.NaN);

/** The first option of a select, other than 'any', whose counter is above 0: its value and counter. */
async function firstCounted(select: Locator): Promise<{ value: string; counter: number }> {
  const options = await select
    .locator('option')
    .evaluateAll((elements) =>
      elements.map((element) => ({ value: (element as HTMLOptionElement).value, label: element.textContent ?? '' })),
    );
  const found = options
    .filter((option) => option.value !== '*')
    .map((option) => ({ value: option.value, counter: counterOf(option.label.trim()) }))
    .find((option) => option.counter > 0);
  if (!found) throw new Error('no option with a counter above 0');
  return found;
}

const chosenMake = (criteria: Criteria) => criteria.MakeModels?.[0]?.Value;

test.describe('search panel counters', () => {
  test('on the home page, Make (any) counts what the button counts, postcode, distance and price included', async ({
    page,
  }) => {
    await page.goto('/');
    const panel = page.getByRole('search', { name: 'Search used cars' });
    const postcode = panel.getByRole('textbox', { name: 'Postcode' });
    await expect(postcode).toBeEnabled();
    await postcode.fill('M1 1AE');
    await panel.getByRole('combobox', { name: 'Distance' }).selectOption('10');
    const counted = nextCount(page, (c) => c.PostCode === 'M11AE' && c.Distance === 10 && c.MaxPrice === 5000);
    await panel.getByRole('combobox', { name: 'Max price' }).selectOption('5000');
    const total = await counted;
    expect(total).toBeGreaterThan(0);

    const button = panel.getByRole('button', { name: `Search ${formatCount(total)} cars` });
    await expect(button).toBeVisible();
    const make = panel.getByRole('combobox', { name: 'Make' });
    await expect(make.locator('option[value="*"]')).toHaveText(`Make (any) (${formatCount(total)})`);

    // A make's counter is what choosing it counts.
    const { value, counter } = await firstCounted(make);
    const withMake = nextCount(page, (c) => chosenMake(c) === value && c.MaxPrice === 5000 && c.Distance === 10);
    await make.selectOption(value);
    expect(await withMake).toBe(counter);
    await expect(panel.getByRole('button', { name: `Search ${formatCount(counter)} cars` })).toBeVisible();
    await expectNoAccessibilityViolations(page);
  });

  test('on the results page in the monthly cost mode, and in More options, each counter is what choosing it counts', async ({
    page,
  }) => {
    await page.goto('/search/car/?PostCode=M11AE&Distance=10');
    await openPanel(page);
    const panel = page.getByRole('search', { name: 'Search used cars' });
    await panel.getByRole('radiogroup', { name: 'Price mode' }).getByText('Monthly cost', { exact: true }).click();
    const counted = nextCount(page, (c) => c.MaxPaymentMonthlyCost === 250 && c.Distance === 10);
    await panel.getByRole('combobox', { name: 'Max monthly cost' }).selectOption('250');
    const total = await counted;
    expect(total).toBeGreaterThan(0);
    const make = panel.getByRole('combobox', { name: 'Make' });
    await expect(make.locator('option[value="*"]')).toHaveText(`Make (any) (${formatCount(total)})`);

    // A make, then one of its models: each counter is what choosing it counts.
    const chosen = await firstCounted(make);
    const withMake = nextCount(page, (c) => chosenMake(c) === chosen.value && c.MaxPaymentMonthlyCost === 250);
    await make.selectOption(chosen.value);
    expect(await withMake).toBe(chosen.counter);
    const model = panel.getByRole('combobox', { name: 'Model' });
    await expect(model.locator('option')).not.toHaveCount(1);
    if (await model.isEnabled()) {
      const { value, counter } = await firstCounted(model);
      const withModel = nextCount(page, (c) => c.MakeModels?.[0]?.Models?.[0]?.Value === value);
      await model.selectOption(value);
      expect(await withModel).toBe(counter);
      await expect(panel.getByRole('button', { name: `Search ${formatCount(counter)} cars` })).toBeVisible();
    }

    // More options: a body style's counter is what ticking it counts, with the monthly cost and the make.
    await make.selectOption('*');
    const anyMake = nextCount(page, (c) => c.MakeModels === undefined && c.MaxPaymentMonthlyCost === 250);
    await panel.getByRole('button', { name: 'More options' }).click();
    const again = await anyMake;
    await panel.getByRole('button', { name: 'Body and colour', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Body and colour' });
    const styles = drawer.getByRole('group', { name: 'Body style' }).locator('label');
    await expect(styles.first()).toBeVisible();
    const labels = await styles.allTextContents();
    const counters = labels.map((label) => counterOf(label.trim()));
    // Each vehicle has one body style: with none ticked, the styles' counters add up to the panel's count.
    expect(counters.reduce((sum, n) => sum + n, 0)).toBe(again);
    const index = counters.findIndex((n) => n > 0);
    const ticked = nextCount(page, (c) => (c.BodyStyles?.length ?? 0) === 1 && c.MaxPaymentMonthlyCost === 250);
    await styles.nth(index).click();
    const withStyle = await ticked;
    expect(withStyle).toBe(counters[index]);
    await expect(drawer.getByRole('status')).toHaveText(`${formatCount(withStyle)} cars found`);
    await expectNoAccessibilityViolations(page);
  });
});
