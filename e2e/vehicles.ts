import { expect, type Locator, type Page, type Response } from './fixtures';
import { document, type ResponseObject } from '../openapi/contract/contract';
import type { SearchResults, SpecialOffers, VehicleCard, VehicleDetail } from '../app/api/types';

/** A result card as the page shows it: its vehicle id (from its link), title and shortlist heart. */
export interface ShownCard {
  id: number;
  title: string;
  href: string;
  heart: Locator;
}

/** The vehicle cards on the page, in order, each once (special offers may repeat none of them). */
export async function resultCards(page: Page): Promise<ShownCard[]> {
  const articles = page.getByRole('main').getByRole('article');
  await expect(articles.first()).toBeVisible();
  const cards: ShownCard[] = [];
  for (const article of await articles.all()) {
    const link = article.getByRole('heading').getByRole('link');
    const href = (await link.getAttribute('href')) ?? '';
    const id = Number(/\/([0-9]+)\/\?i=/.exec(href)?.[1]);
    const title = (await link.textContent())?.trim() ?? '';
    if (!id || cards.some((card) => card.id === id)) continue;
    cards.push({ id, title, href, heart: article.getByRole('button', { name: `Shortlist ${title}`, exact: true }) });
  }
  return cards;
}

/** As the app writes a count or a figure: thousands separators (design-system formatNumber). */
export const formatCount = (value: number) => new Intl.NumberFormat('en-GB').format(value);

/** As the app formats money (the design system's formatPrice): whole pounds without pence, else two decimals. */
export const money = (amount: number) =>
  new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency: 'GBP',
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);

/** Whether a response is the answer to a results search of that vehicle type. */
export const isResultsAnswer = (response: Response, vehicleType: 'car' | 'van' = 'car') =>
  response.request().method() === 'POST' &&
  new URL(response.url()).pathname === `/api/search/${vehicleType}/results` &&
  response.ok();

/** The next results answer of that vehicle type, parsed (start waiting before the page asks). */
export async function nextResults(page: Page, vehicleType: 'car' | 'van' = 'car'): Promise<SearchResults> {
  const response = await page.waitForResponse((answer) => isResultsAnswer(answer, vehicleType));
  return (await response.json()) as SearchResults;
}

const isOffers = (result: SearchResults['Results'][number]): result is SpecialOffers =>
  'ObjectType' in result && result.ObjectType === 'SpecialOffers';

/** The vehicle cards of a results answer, in order (special-offer groups left out). */
export const cardsOf = (answer: SearchResults): VehicleCard[] =>
  answer.Results.filter((result): result is VehicleCard => !isOffers(result));

/** The special-offer groups of a results answer. */
export const offersOf = (answer: SearchResults): SpecialOffers[] => answer.Results.filter(isOffers);

/** A card's link on a page of results, as the app builds it from the card. */
export const cardHref = (card: VehicleCard, trackingId = 'search') =>
  `${card.DetailsPageUrl}/?i=${card.Position}&m=${trackingId}`;

/** The results page for a postcode, once its cards are on it. */
export async function openResults(page: Page, path = '/search/car/?PostCode=SW1A1AA') {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/used cars/);
  return resultCards(page);
}

/**
 * Opens, by its link on the results page, the first vehicle whose advert is `wanted` (judged on the
 * server's answer for it), and returns its card and the answer the page itself got. A journey that
 * needs a kind of advert (with photos, with a finance example) finds one in the seeded stock this
 * way, and fails, naming what it looked for, when the first page of results has none.
 */
export async function openVehicleWhere<Detail = VehicleDetail>(
  page: Page,
  what: string,
  wanted: (detail: VehicleDetail) => boolean = () => true,
  path?: string,
): Promise<{ card: ShownCard; detail: Detail }> {
  const cards = await openResults(page, path);
  let chosen: ShownCard | undefined;
  for (const card of cards) {
    const detail = (await (await page.request.get(`/api/vehicles/${card.id}`)).json()) as VehicleDetail;
    if (wanted(detail)) {
      chosen = card;
      break;
    }
  }
  if (!chosen) throw new Error(`no vehicle on the first page of results is ${what}`);
  const card = chosen;
  const answer = page.waitForResponse(
    (response) => new URL(response.url()).pathname === `/api/vehicles/${card.id}` && response.ok(),
  );
  await page
    .getByRole('main')
    .getByRole('link', { name: card.title, exact: true })
    .and(page.locator(`[href="${card.href}"]`))
    .first()
    .click();
  const detail = (await (await answer).json()) as Detail;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(card.title);
  return { card, detail };
}

/** The header's Shortlist button, whatever count its name carries. */
export const shortlistButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^Shortlist(, \d+ vehicles?)?$/ });

/** A toast in the notifications region, by its title. */
export const toast = (page: Page, title: string) =>
  page.getByRole('region', { name: 'Notifications' }).getByRole('alertdialog', { name: title });

/** The shortlist cookie as the browser holds it (its raw value), or undefined. */
export async function shortlistCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'fc_shortlist');
}

/** Sets the signed-out shortlist cookie as the app writes it: '{VehicleId}-0' joined by a literal '|'. */
export async function seedShortlist(page: Page, ids: number[]) {
  await page
    .context()
    .addCookies([
      { name: 'fc_shortlist', value: ids.map((id) => `${id}-0`).join('|'), url: new URL(page.url()).origin },
    ]);
}

interface ErrorBody {
  Code: number;
  FriendlyMessage: string;
}

const documented = document.components.responses as Record<string, ResponseObject | undefined>;

/** The contract's example vehicle ids (a real server may not know them: they only fill a shortlist). */
export const exampleVehicleIds = (document['x-example-data'].vehicles as Array<{ VehicleId: number }>).map(
  (vehicle) => vehicle.VehicleId,
);

/** The contract's documented 500 answer, for simulating a failing call with page.route. */
export const serverError = documentedError('ServerError');

/**
 * A documented error answer of the contract (a name under components.responses, e.g. 'TooManyRequests'),
 * its example body or the named one of its examples, for simulating that answer with page.route.
 */
export function documentedError(response: string, example?: string): ErrorBody {
  const body = documented[response]?.content?.['application/json'];
  const value = example
    ? body?.examples?.[example]?.value
    : (body?.example ?? Object.values(body?.examples ?? {})[0]?.value);
  if (!value) throw new Error(`the contract documents no ${response} ${example ?? ''} answer`);
  return value as unknown as ErrorBody;
}

/**
 * Signs in through the API as the contract's example person (the page's request context shares the
 * browser's cookies); the app sees it at its next session load (a reload).
 */
export async function signInThroughApi(page: Page) {
  const session = (await (await page.request.get('/api/account/session')).json()) as { CsrfToken: string };
  const response = await page.request.post('/api/account/signin', {
    data: { Email: 'amelia.hughes@example.co.uk', Password: 'Forecourt2026' },
    headers: { 'X-CSRF-Token': session.CsrfToken, 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(response.ok()).toBe(true);
}

/**
 * Creates an account through the API for this test alone (an address no other test uses) and so
 * signs in as it: a journey that changes a person's data (shortlist, saved searches) then changes
 * only its own, whatever runs beside it and however often the suite runs against one server. Returns
 * the CSRF token of the signed-in session.
 */
export async function registerThroughApi(page: Page): Promise<string> {
  const session = (await (await page.request.get('/api/account/session')).json()) as { CsrfToken: string };
  const unique = `${Date.now()}.${Math.random().toString(36).slice(2, 8)}`;
  const response = await page.request.post('/api/account/register', {
    data: {
      FirstName: 'Oliver',
      LastName: 'Bennett',
      Email: `e2e.${unique}@example.co.uk`,
      Password: 'Transit2020van',
      AcceptTerms: true,
    },
    headers: { 'X-CSRF-Token': session.CsrfToken, 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { CsrfToken: string }).CsrfToken;
}
