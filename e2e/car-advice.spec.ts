import { expect, test, type Locator, type Page, type Response } from './fixtures';
import { expectNoAccessibilityViolations } from './axe';
import { tabTo } from './keyboard';
import { cutCorsaPrices } from './testRoutes';
import { cardsOf, formatCount, money } from './vehicles';
import type { SearchResults } from '../app/api/types';

// The parts of the contract's answers the journeys read (whatever server answers, figures come from here).
interface ReviewSummary {
  Id: string;
  Make: string;
  Model: string;
  Title: string;
  OverallRating: number;
}
interface ReviewList {
  Reviews: ReviewSummary[];
  Makes: { Name: string; Slug: string; ReviewCount: number }[];
}
interface Review {
  Summary: ReviewSummary;
  Verdict: string;
  Pros: string[];
  Cons: string[];
  Ratings: { Category: string; Score: number }[];
}
interface VehicleCard {
  VehicleId: number;
  Title: string;
  Position: number;
  DetailsPageUrl: string;
}
interface PriceGuide {
  Title: string;
  MakeSlug?: string;
  AdvertCount: number;
  AveragePrice?: number;
  ByYear: { Year?: number; Average: number }[];
  RecentlyReducedCount: number;
  RecentlyReduced: { Vehicle: VehicleCard; PreviousPrice: number }[];
}
interface MakeModel {
  Name?: string;
  Value: string;
  Models?: MakeModel[];
}

const count = (value: number) => new Intl.NumberFormat('en-GB').format(value);

/** The answer to the next GET of `path` whose query has `query` (every pair of it). */
function answerTo(page: Page, path: string, query: Record<string, string> = {}): Promise<Response> {
  return page.waitForResponse((response) => {
    const url = new URL(response.url());
    return (
      url.pathname === path &&
      response.request().method() === 'GET' &&
      Object.entries(query).every(([key, value]) => url.searchParams.get(key) === value)
    );
  });
}

/** The value shown for a term of a description list. */
const valueOf = (scope: Locator, term: string) =>
  scope.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');

/** An overlay opened by keyboard (Tab to its button, Enter), settled. */
async function openByKeyboard(page: Page, button: Locator, dialogName: string | RegExp) {
  await tabTo(page, button);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  await expect(page.locator('[data-entering]')).toHaveCount(0);
  return dialog;
}

/** A card's link in a list of cards: its title and its vehicle's address (two adverts may share a title). */
const linkTo = (scope: Locator, card: VehicleCard) =>
  scope.getByRole('link', { name: card.Title }).and(scope.locator(`a[href^="${card.DetailsPageUrl}/"]`));

/** Chooses an option of a native select by keyboard: Tab to it and type the option's name. */
async function chooseByKeyboard(page: Page, select: Locator, label: string) {
  await tabTo(page, select);
  await page.keyboard.type(label);
  await expect(select.locator('option:checked')).toHaveText(label);
}

interface MakeAndModel {
  make: MakeModel;
  model: MakeModel;
}

/**
 * A make and model of the makes lookup to choose: the preferred one when the server has it (realistic
 * UK data), else the first make other than `except` with a choice of models (a make with one model has
 * no Model choice: requirements 4.11).
 */
function pickModel(lookup: MakeModel[], [make, model]: [string, string], except?: string): MakeAndModel {
  const preferred = lookup.find((entry) => entry.Value === make);
  const found = preferred?.Models?.find((entry) => entry.Value === model);
  if (preferred && found && make !== except) return { make: preferred, model: found };
  const other = lookup.find((entry) => ![`*`, except].includes(entry.Value) && (entry.Models?.length ?? 0) > 1);
  const first = other?.Models?.[0];
  if (!other || !first) throw new Error('The makes lookup has no make with a choice of models');
  return { make: other, model: first };
}

/** Chooses a make, then a model, in a dialog's selects by keyboard. */
async function chooseMakeAndModel(page: Page, scope: Locator, { make, model }: MakeAndModel) {
  await chooseByKeyboard(page, scope.getByRole('combobox', { name: 'Make' }), make.Name ?? make.Value);
  await chooseByKeyboard(page, scope.getByRole('combobox', { name: 'Model' }), model.Name ?? model.Value);
}

test.describe('car reviews', () => {
  test.describe.configure({ timeout: 180_000 });

  test('reads a review by keyboard: its verdict and scores as the server gives them, and the reviews of a make', async ({
    page,
  }) => {
    const cars = answerTo(page, '/api/reviews', { vehicleType: 'car' });
    await page.goto('/car-reviews/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Car reviews');
    const list = (await (await cars).json()) as ReviewList;
    const first = list.Reviews[0];
    if (!first) throw new Error('The server lists no car reviews');
    const carSection = page.getByRole('region', { name: 'Latest car reviews' });
    for (const review of list.Reviews)
      await expect(carSection.getByRole('heading', { level: 3, name: review.Title })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Latest van reviews' }).getByRole('article').first()).toBeVisible();
    await expectNoAccessibilityViolations(page);

    // A review in full, in the car-review overlay.
    const readFirst = page.getByRole('button', { name: `Read the ${first.Make} ${first.Model} review` });
    const answer = answerTo(page, `/api/reviews/${first.Id}`);
    const dialog = await openByKeyboard(page, readFirst, first.Title);
    const review = (await (await answer).json()) as Review;
    await expect(dialog.getByText(review.Verdict)).toBeVisible();
    // The stars are decoration (hidden from assistive technology); the words carry the score.
    await expect(dialog).toContainText(new RegExp(`Overall rating: [★☆]* ${review.Summary.OverallRating} out of 5`));
    for (const rating of review.Ratings)
      await expect(valueOf(dialog, rating.Category)).toContainText(`${rating.Score} out of 5`);
    for (const point of [...review.Pros, ...review.Cons])
      await expect(dialog.getByText(point, { exact: true })).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(readFirst).toBeFocused();

    // The reviews of a make, in the review-list overlay; one of them opens in full from there.
    const make = list.Makes[0];
    if (!make) throw new Error('The server lists no makes with reviews');
    const ofMake = answerTo(page, '/api/reviews', { make: make.Slug });
    const listDialog = await openByKeyboard(
      page,
      page.getByRole('button', { name: `${make.Name} car reviews (${make.ReviewCount})` }),
      `${make.Name} car reviews`,
    );
    const makeReviews = ((await (await ofMake).json()) as ReviewList).Reviews;
    for (const review of makeReviews)
      await expect(listDialog.getByRole('heading', { level: 3, name: review.Title })).toBeVisible();
    await expectNoAccessibilityViolations(page);
    const last = makeReviews.at(-1);
    if (!last) throw new Error(`The server lists no ${make.Name} reviews`);
    const full = answerTo(page, `/api/reviews/${last.Id}`);
    await tabTo(page, listDialog.getByRole('button', { name: `Read the ${last.Make} ${last.Model} review` }));
    await page.keyboard.press('Enter');
    await full;
    const reviewDialog = page.getByRole('dialog', { name: last.Title });
    await expect(reviewDialog.getByRole('heading', { name: 'Our verdict' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('reads a van review by keyboard in the van-review overlay', async ({ page }) => {
    const vans = answerTo(page, '/api/reviews', { vehicleType: 'van' });
    await page.goto('/car-reviews/');
    const van = ((await (await vans).json()) as ReviewList).Reviews[0];
    if (!van) throw new Error('The server lists no van reviews');
    const answer = answerTo(page, `/api/reviews/${van.Id}`);
    const dialog = await openByKeyboard(
      page,
      page.getByRole('region', { name: 'Latest van reviews' }).getByRole('button', {
        name: `Read the ${van.Make} ${van.Model} review`,
      }),
      van.Title,
    );
    const review = (await (await answer).json()) as Review;
    await expect(dialog.getByText(review.Verdict)).toBeVisible();
    await expect(
      dialog.getByRole('link', { name: new RegExp(`^Search used ${van.Make} ${van.Model} vans$`) }),
    ).toBeVisible();
    await expectNoAccessibilityViolations(page);
  });
});

test.describe('the car price guide', () => {
  test.describe.configure({ timeout: 240_000 });

  test('the guide counts the adverts the search counts: every used car, as the results page finds them', async ({
    page,
  }) => {
    const all = answerTo(page, '/api/price-guide');
    await page.goto('/car-price-guide/');
    const guide = (await (await all).json()) as PriceGuide;
    const answer = await page.request.post('/api/search/car/count', { data: { Type: 'car' } });
    const { RecordCount } = (await answer.json()) as { RecordCount: number };
    expect(guide.AdvertCount, "the guide's count against the search's").toBe(RecordCount);
    await expect(valueOf(page.getByRole('region', { name: 'At a glance' }), 'Adverts')).toHaveText(count(RecordCount));
  });

  test('a car the results show as Reduced is in the guide’s reduced list, which counts what the Reduced filter finds', async ({
    page,
  }) => {
    // The reduced cars, as the server answers the results page's search (the page comes rendered with them).
    const answer = await page.request.post('/api/search/car/results', {
      data: {
        isNewSearch: true,
        pagination: { CurrentPage: 1 },
        searchPanelParameters: { IsReduced: true, PaginationCurrentPage: 1 },
      },
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    });
    expect(answer.status()).toBe(200);
    const cards = cardsOf((await answer.json()) as SearchResults);
    await page.goto('/search/car/?IsReduced=true');
    expect(cards.length, 'reduced cars in the results').toBeGreaterThan(0);
    for (const card of cards) expect(card.Reduced, `${card.Title}: Reduced`).toBe(true);
    // One whose model's guide lists all its reduced cars (the list holds the latest 20).
    const guideOf = async (card: VehicleCard) => {
      const [, make = '', model = ''] = /^\/used-cars\/([^/]+)\/([^/]+)\//.exec(card.DetailsPageUrl) ?? [];
      const answer = await page.request.get(`/api/price-guide?make=${make}&model=${model}`);
      return { card, make, model, guide: (await answer.json()) as PriceGuide };
    };
    const candidates = await Promise.all(cards.map(guideOf));
    const chosen = candidates.find(({ guide }) => guide.RecentlyReducedCount <= 20) ?? candidates[0];
    if (!chosen) throw new Error('no reduced car in the results');
    const { card, make, model } = chosen;
    const shown = page
      .getByRole('main')
      .getByRole('article')
      .filter({ has: page.locator(`a[href^="${card.DetailsPageUrl}/"]`) })
      .first();
    await expect(shown).toContainText('Reduced');

    // The guide of its model: its reduced count is the Reduced filter's, and the car is listed.
    const modelAnswer = answerTo(page, '/api/price-guide', { make, model });
    await page.goto(`/car-price-guide/?make=${make}&model=${model}`);
    const guide = (await (await modelAnswer).json()) as PriceGuide;
    const counted = await page.request.post('/api/search/car/count', {
      data: {
        Type: 'car',
        IsReduced: true,
        MakeModels: [{ Value: make, Selected: true, Models: [{ Value: model, Selected: true }] }],
      },
    });
    const { RecordCount } = (await counted.json()) as { RecordCount: number };
    expect(guide.RecentlyReducedCount, "the guide's reduced count against the Reduced filter's").toBe(RecordCount);
    expect(
      guide.RecentlyReduced.map((reduced) => reduced.Vehicle.VehicleId),
      'the car shown as Reduced',
    ).toContain(card.VehicleId);
    const section = page.getByRole('region', { name: 'Recently reduced' });
    await expect(section).toContainText(`${formatCount(RecordCount)} advert`);
    const list = await openByKeyboard(
      page,
      section.getByRole('button', { name: /^See recently reduced / }),
      /^Recently reduced /,
    );
    await expect(linkTo(list, card)).toBeVisible();
    await expectNoAccessibilityViolations(page);
  });

  test('by keyboard: the guide as the server gives it, the reduced list, a make and model from the filter, a comparison, and a reduced car’s page', async ({
    page,
  }) => {
    // Corsas reduced today (the model the filter picks below), the most recent of the guide's cuts.
    await cutCorsaPrices(page);
    const all = answerTo(page, '/api/price-guide');
    await page.goto('/car-price-guide/');
    const guide = (await (await all).json()) as PriceGuide;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      guide.MakeSlug ? `${guide.Title} prices` : 'Car price guide',
    );
    const glance = page.getByRole('region', { name: 'At a glance' });
    await expect(valueOf(glance, 'Adverts')).toHaveText(count(guide.AdvertCount));
    if (guide.AveragePrice === undefined) throw new Error('the guide for every car has no average price');
    await expect(valueOf(glance, 'Average price')).toHaveText(money(guide.AveragePrice));
    const byYear = page.getByRole('table', { name: `${guide.Title}: prices by registration year` });
    await expect(byYear.getByRole('row')).toHaveCount(guide.ByYear.length + 1);
    const newest = guide.ByYear[0];
    if (!newest) throw new Error('the guide for every car has no registration year');
    await expect(byYear.getByRole('row').nth(1)).toContainText(money(newest.Average));
    await expectNoAccessibilityViolations(page);

    // The recently reduced adverts, as cards linking to their vehicle pages.
    expect(guide.RecentlyReduced.length, 'recently reduced cars').toBeGreaterThan(0);
    const reducedButton = page.getByRole('button', { name: /^See recently reduced / });
    const reduced = await openByKeyboard(page, reducedButton, /^Recently reduced /);
    for (const { Vehicle: card, PreviousPrice } of guide.RecentlyReduced) {
      const link = linkTo(reduced, card);
      await expect(link).toHaveAttribute('href', `${card.DetailsPageUrl}/?i=${card.Position}&m=reduced`);
      await expect(reduced).toContainText(`Was ${money(PreviousPrice)}`);
    }
    await expectNoAccessibilityViolations(page);
    await page.keyboard.press('Escape');
    await expect(reducedButton).toBeFocused();

    // The filter: a make and model chosen by keyboard open their guide at a shareable address.
    const makes = answerTo(page, '/api/lookups/car/makes');
    const filter = await openByKeyboard(
      page,
      page.getByRole('button', { name: 'Choose a make and model' }),
      'Choose a make and model',
    );
    const lookup = ((await (await makes).json()) as { Makes: MakeModel[] }).Makes;
    const chosen = pickModel(lookup, ['vauxhall', 'corsa']);
    await expect(filter.getByRole('combobox', { name: 'Make' })).toBeEnabled();
    await expectNoAccessibilityViolations(page);
    await chooseMakeAndModel(page, filter, chosen);
    const modelAnswer = answerTo(page, '/api/price-guide', { make: chosen.make.Value, model: chosen.model.Value });
    await tabTo(page, filter.getByRole('button', { name: 'Show prices' }));
    await page.keyboard.press('Enter');
    const modelGuide = (await (await modelAnswer).json()) as PriceGuide;
    await expect(page).toHaveURL(`/car-price-guide/?make=${chosen.make.Value}&model=${chosen.model.Value}`);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(modelGuide.MakeSlug ? `${modelGuide.Title} prices` : 'Car price guide');
    await expect(heading).toBeFocused();
    await expect(valueOf(page.getByRole('region', { name: 'At a glance' }), 'Adverts')).toHaveText(
      count(modelGuide.AdvertCount),
    );

    // Compare: Compare with no make says what to do; with one, the two guides side by side.
    const compare = await openByKeyboard(
      page,
      page.getByRole('button', { name: 'Compare with another model' }),
      'Compare prices',
    );
    const compareMake = compare.getByRole('combobox', { name: 'Make' });
    await expect(compareMake).toBeEnabled();
    await tabTo(page, compare.getByRole('button', { name: 'Compare' }));
    await page.keyboard.press('Enter');
    await expect(compareMake).toHaveAccessibleDescription(/Choose a make to compare with/);
    const other = pickModel(lookup, ['bmw', '3-series'], chosen.make.Value);
    await chooseMakeAndModel(page, compare, other);
    const otherAnswer = answerTo(page, '/api/price-guide', { make: other.make.Value, model: other.model.Value });
    await tabTo(page, compare.getByRole('button', { name: 'Compare' }));
    await page.keyboard.press('Enter');
    const otherGuide = (await (await otherAnswer).json()) as PriceGuide;
    const table = compare.getByRole('table', { name: `${modelGuide.Title} and ${otherGuide.Title} compared` });
    await expect(table.getByRole('columnheader')).toHaveText(['Price guide', modelGuide.Title, otherGuide.Title]);
    await expect(table.getByRole('row', { name: /^Adverts/ })).toHaveText(
      `Adverts${count(modelGuide.AdvertCount)}${count(otherGuide.AdvertCount)}`,
    );
    if (modelGuide.AveragePrice === undefined || otherGuide.AveragePrice === undefined)
      throw new Error('a guide of a model with adverts has no average price');
    await expect(table.getByRole('row', { name: /^Average price/ })).toHaveText(
      `Average price${money(modelGuide.AveragePrice)}${money(otherGuide.AveragePrice)}`,
    );
    await expectNoAccessibilityViolations(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // The model's reduced adverts: a card's link opens that vehicle's own page, and the overlay goes.
    const reducedCard = modelGuide.RecentlyReduced[0] ?? guide.RecentlyReduced[0];
    if (!reducedCard) throw new Error('no recently reduced car');
    if (modelGuide.RecentlyReduced.length === 0) await page.goto('/car-price-guide/');
    const list = await openByKeyboard(
      page,
      page.getByRole('button', { name: /^See recently reduced / }),
      /^Recently reduced /,
    );
    const vehicle = answerTo(page, `/api/vehicles/${reducedCard.Vehicle.VehicleId}`);
    await tabTo(page, linkTo(list, reducedCard.Vehicle));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${reducedCard.Vehicle.DetailsPageUrl}/\\?i=\\d+&m=reduced$`));
    const shown = (await (await vehicle).json()) as { Vehicle: VehicleCard };
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(shown.Vehicle.Title);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('external news and advice', () => {
  test('the Car Advice menu’s news and advice links say they open a new tab, and do', async ({ page, viewport }) => {
    await page.goto('/');
    let menu: Locator;
    if ((viewport?.width ?? 0) < 1024) {
      await tabTo(page, page.getByRole('button', { name: 'Menu' }));
      await page.keyboard.press('Enter');
      await tabTo(page, page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Car Advice' }));
      await page.keyboard.press('Enter');
      menu = page.getByRole('dialog', { name: 'Car Advice' });
    } else {
      const button = page.getByRole('button', { name: 'Car Advice' });
      await tabTo(page, button);
      await page.keyboard.press('Enter');
      menu = page.locator(`#${await button.getAttribute('aria-controls')}`);
    }
    for (const name of ['Motoring news', 'Buying advice']) {
      const link = menu.getByRole('link', { name: `${name} (opens in new tab)` });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAttribute('href', /^https:\/\//);
    }
    // The site's own advice pages open in the same tab.
    for (const name of ['Car reviews', 'Car price guide'])
      await expect(menu.getByRole('link', { name, exact: true })).not.toHaveAttribute('target', /./);
    await expectNoAccessibilityViolations(page);
  });
});
