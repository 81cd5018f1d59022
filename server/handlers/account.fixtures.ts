/**
 * A small catalogue for the account tests: the contract's example vehicles (so the seeded shortlist
 * resolves) at one example dealer, plus plain copies with new ids, enough to fill a shortlist past 25.
 * Only the fields these handlers read are real; the search facts are not.
 */
import type { FastifyInstance } from 'fastify';
import { loadContract } from '../contract';
import type { CatalogueSource } from '../db/load';
import type { StockDealer, StockVehicle, VehicleCard, Dealer } from '../seed/types';
import { TestBrowser } from '../testing';

interface ExampleData {
  vehicles: VehicleCard[];
  dealers: Dealer[];
}

/** The example vehicles' ids, in the contract's order. */
export function exampleVehicleIds(): number[] {
  return examples().vehicles.map((v) => v.VehicleId);
}

/** Ids of the plain copies: `extraIds(n)` are advertised in `accountCatalogue(n)`. */
export const extraIds = (count: number) => Array.from({ length: count }, (_, i) => 30_000_001 + i);

let data: ExampleData | undefined;
function examples(): ExampleData {
  data ??= (loadContract() as unknown as { 'x-example-data': ExampleData })['x-example-data'];
  return data;
}

export function accountCatalogue(extra = 30): CatalogueSource {
  return {
    districts: [],
    stock: () => {
      const { vehicles, dealers } = examples();
      const [dealer, first] = [dealers[0], vehicles[0]];
      if (!dealer || !first) throw new Error('The contract has no example dealer or vehicle');
      const cards = [
        ...vehicles,
        ...extraIds(extra).map((id) => ({
          ...first,
          VehicleId: id,
          DetailsPageUrl: `/used-cars/ford/fiesta/${id}`,
        })),
      ];
      const stockDealer = { dealer, facts: {} } as unknown as StockDealer;
      const stockVehicles = cards.map(
        (card) =>
          ({
            detail: { Vehicle: card },
            facts: { vehicleId: card.VehicleId, dealerId: dealer.Id, type: card.VehicleType === 7 ? 'van' : 'car' },
          }) as unknown as StockVehicle,
      );
      return { dealers: [stockDealer], vehicles: stockVehicles };
    },
  };
}

/** The contract's sign-in example: the seeded person. */
export const amelia = { Email: 'amelia.hughes@example.co.uk', Password: 'Forecourt2026' };

async function expectStatus(answer: Promise<{ status: number }>, status: number, what: string) {
  const { status: got } = await answer;
  if (got !== status) throw new Error(`${what} answered ${got}, not ${status}`);
}

/** A browser that opened the app and signed in (the seeded person by default). */
export async function signedIn(app: FastifyInstance, person = amelia): Promise<TestBrowser> {
  const browser = new TestBrowser(app);
  await browser.open();
  await expectStatus(browser.call('POST', '/api/account/signin', person), 200, 'signIn');
  return browser;
}

/** A browser that opened the app and registered a new person with this email. */
export async function registered(app: FastifyInstance, email: string): Promise<TestBrowser> {
  const browser = new TestBrowser(app);
  await browser.open();
  const details = { FirstName: 'Priya', LastName: 'Shah', Email: email, Password: 'Forecourt2099', AcceptTerms: true };
  await expectStatus(browser.call('POST', '/api/account/register', details), 201, 'register');
  return browser;
}
