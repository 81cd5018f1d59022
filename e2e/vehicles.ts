import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';
import { parse } from 'yaml';

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

/** The results page for a postcode, once its cards are on it. */
export async function openResults(page: Page, path = '/search/car/?PostCode=SW1A1AA') {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/used cars/);
  return resultCards(page);
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

interface Contract {
  'x-example-data': { vehicles: Array<{ VehicleId: number }> };
  components: { responses: { ServerError: { content: { 'application/json': { example: unknown } } } } };
}

const contract = parse(readFileSync('openapi/openapi.yaml', 'utf8'), { maxAliasCount: -1 }) as Contract;

/** The contract's example vehicle ids (a real server may not know them: they only fill a shortlist). */
export const exampleVehicleIds = contract['x-example-data'].vehicles.map((vehicle) => vehicle.VehicleId);

/** The contract's documented 500 answer, for simulating a failing call with page.route. */
export const serverError = contract.components.responses.ServerError.content['application/json'].example as {
  Code: number;
  FriendlyMessage: string;
};

/**
 * Signs in through the API as the contract's example person (the page's request context shares the
 * browser's cookies); the app sees it at its next session load (a reload). The mock's dev proxy
 * remembers the sign-in for later session calls.
 */
export async function signInThroughApi(page: Page) {
  const session = (await (await page.request.get('/api/account/session')).json()) as { CsrfToken: string };
  const response = await page.request.post('/api/account/signin', {
    data: { Email: 'amelia.hughes@example.co.uk', Password: 'Forecourt2026' },
    headers: { 'X-CSRF-Token': session.CsrfToken, 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(response.ok()).toBe(true);
}
