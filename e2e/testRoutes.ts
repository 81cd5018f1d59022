import { expect, type Page } from './fixtures';
import { serverUrl } from './backend';
import { cardsOf } from './vehicles';
import type { SearchResults, VehicleCard } from '../app/api/types';

/**
 * The reference server's test-only routes (server/testRoutes.ts), for journeys that need data its
 * seed does not hold. The global setup's reset removes what they add.
 */

/** Records that an advert's price was cut today from `previousPrice` (the price guide lists it). */
async function cutPrice(page: Page, vehicleId: number, previousPrice: number) {
  const response = await page.request.post(`${serverUrl}/__test/price-reductions`, {
    data: { VehicleId: vehicleId, PreviousPrice: previousPrice },
  });
  expect(response.status(), `POST /__test/price-reductions: ${await response.text()}`).toBe(204);
}

/**
 * More recent cuts than the seed's: this cuts today the prices of three Vauxhall Corsas (the model
 * the price guide's journeys choose), by £500 each, so the guide has recently reduced adverts. The
 * same cuts every time, so journeys side by side agree.
 */
export async function cutCorsaPrices(page: Page): Promise<VehicleCard[]> {
  const cars = (await carsOf(page, 'vauxhall', 'corsa')).filter((card) => !card.Sold).slice(0, 3);
  expect(cars, 'three Corsas for sale').toHaveLength(3);
  for (const car of cars) await cutPrice(page, car.VehicleId, car.GBPPriceIncVAT + 500);
  return cars;
}

/** The first cars of a make and model, as the server's search answers them. */
async function carsOf(page: Page, make: string, model: string): Promise<VehicleCard[]> {
  const response = await page.request.post('/api/search/car/results', {
    data: {
      isNewSearch: true,
      pagination: { CurrentPage: 1 },
      searchPanelParameters: {
        MakeModels: [{ Value: make, Models: [{ Value: model, Selected: true }] }],
        PaginationCurrentPage: 1,
      },
    },
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(response.status()).toBe(200);
  return cardsOf((await response.json()) as SearchResults);
}
