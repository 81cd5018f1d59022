/**
 * The account tests' catalogue: the contract's example dealers and vehicles as the real seed writes
 * them (so the seeded shortlist resolves), plus copies of the first example vehicle under new ids,
 * enough to fill a shortlist past 25.
 */
import type { FastifyInstance } from 'fastify';
import type { CatalogueSource } from '../db/load';
import { exampleStock } from '../seed/examples';
import { TestBrowser } from '../testing';

/** Ids of the copies: `extraIds(n)` are advertised in `accountCatalogue(n)` (the generator starts at 21,000,001). */
export const extraIds = (count: number) => Array.from({ length: count }, (_, i) => 30_000_001 + i);

export function accountCatalogue(extra = 30): CatalogueSource {
  return {
    districts: [],
    stock: async () => {
      const { dealers, vehicles } = exampleStock();
      const [first] = vehicles;
      if (!first) throw new Error('The contract has no example vehicle');
      const copies = extraIds(extra).map((id) => {
        const copy = structuredClone(first);
        copy.facts.vehicleId = id;
        copy.detail.Vehicle.VehicleId = id;
        copy.detail.Vehicle.DetailsPageUrl = copy.detail.Vehicle.DetailsPageUrl.replace(/\d+$/, String(id));
        return copy;
      });
      return { dealers, vehicles: [...vehicles, ...copies] };
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
