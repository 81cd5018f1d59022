import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Started } from '../start';
import { TestBrowser, testServer } from '../testing';
import { exampleVehicles, fixtureCatalogue, fixtureDealers, must } from './fixture';
import { distanceBetween } from './geo';

let server: Started;
let browser: TestBrowser;

beforeAll(async () => {
  server = await testServer(fixtureCatalogue);
  browser = new TestBrowser(server.app);
});
afterAll(async () => server.app.close());

const stock = fixtureCatalogue.stock();

describe('getVehicle', () => {
  it('answers the vehicle asked for, every one of them', async () => {
    for (const example of exampleVehicles) {
      const id = example.Vehicle.VehicleId;
      const { status, body } = await browser.call('GET', `/api/vehicles/${id}`);
      expect(status, `vehicle ${id}`).toBe(200);
      expect(body.Vehicle.VehicleId).toBe(id);
      expect(body.Dealer.Id).toBe(example.Dealer.Id);
      expect(body).not.toHaveProperty('DistanceMiles');
    }
  });

  it('answers 404 with the contract message for an id that was never advertised', async () => {
    const { status, body } = await browser.call('GET', '/api/vehicles/99999999');
    expect(status).toBe(404);
    expect(body).toEqual({ Code: 404, FriendlyMessage: 'Sorry, this vehicle is no longer advertised.' });
  });

  it("lists the dealer's other unsold vehicles, newest first, and counts them", async () => {
    const fiesta = must(
      stock.vehicles.find((v) => v.facts.vehicleId === 20481734),
      'Fiesta',
    );
    const others = stock.vehicles
      .filter((v) => v.facts.dealerId === fiesta.facts.dealerId && v !== fiesta && !v.facts.sold)
      .sort((a, b) => b.facts.listedAt.localeCompare(a.facts.listedAt))
      .map((v) => v.facts.vehicleId);
    const { body } = await browser.call('GET', '/api/vehicles/20481734');
    expect(body.DealerStock.map((c: { VehicleId: number }) => c.VehicleId)).toEqual(others.slice(0, 8));
    expect(body.DealerStockCount).toBe(others.length);
    expect(others.length).toBeGreaterThan(1);
  });

  it('leaves sold vehicles out of the dealer stock but still answers a sold vehicle itself', async () => {
    const sold = must(
      stock.vehicles.find((v) => v.facts.sold),
      'sold vehicle',
    );
    const { status, body } = await browser.call('GET', `/api/vehicles/${sold.facts.vehicleId}`);
    expect(status).toBe(200);
    expect(body.Vehicle.Sold).toBe(true);
    const sibling = must(
      stock.vehicles.find((v) => v.facts.dealerId === sold.facts.dealerId && !v.facts.sold),
      'unsold sibling',
    );
    const other = await browser.call('GET', `/api/vehicles/${sibling.facts.vehicleId}`);
    const ids = other.body.DealerStock.map((c: { VehicleId: number }) => c.VehicleId);
    expect(ids).not.toContain(sold.facts.vehicleId);
  });

  it('gives the distance from the postcode district to the dealer, to 0.1 mile', async () => {
    const { body } = await browser.call('GET', '/api/vehicles/20481734?postcode=SW1A1AA');
    // Westminster (51.501, -0.1416) to Reading RG2 (51.4326, -0.9786): about 36 miles.
    expect(body.DistanceMiles).toBeGreaterThan(34);
    expect(body.DistanceMiles).toBeLessThan(38);
    expect(body.DistanceMiles).toBe(distanceBetween({ lat: 51.501, lng: -0.1416 }, { lat: 51.4326, lng: -0.9786 }));
    const same = await browser.call('GET', '/api/vehicles/20481734?postcode=RG20QX');
    expect(same.body.DistanceMiles).toBe(0);
  });

  it('leaves the distance out for a postcode whose district it does not know', async () => {
    const { status, body } = await browser.call('GET', '/api/vehicles/20481734?postcode=ZE29AA');
    expect(status).toBe(200);
    expect(body).not.toHaveProperty('DistanceMiles');
  });
});

describe('getDealer', () => {
  it('answers the dealer asked for, every one of them', async () => {
    for (const dealer of fixtureDealers) {
      const { status, body } = await browser.call('GET', `/api/dealers/${dealer.Id}`);
      expect(status).toBe(200);
      expect(body.Id).toBe(dealer.Id);
      expect(body.Name).toBe(dealer.Name);
    }
  });

  it('answers 404 with the contract message for an unknown dealer', async () => {
    const { status, body } = await browser.call('GET', '/api/dealers/999999');
    expect(status).toBe(404);
    expect(body).toEqual({ Code: 404, FriendlyMessage: 'Sorry, we could not find that dealer.' });
  });
});

describe('listDealers', () => {
  const names = (body: { Dealers: { Name: string }[] }) => body.Dealers.map((d) => d.Name);
  const sortedByName = (list: string[]) => [...list].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));

  it('lists every dealer once for all, by name', async () => {
    const { body } = await browser.call('GET', '/api/dealers?vehicleType=all');
    expect(body.Pagination).toEqual({ CurrentPage: 1, TotalRecords: fixtureDealers.length, PageSize: 20 });
    expect(names(body)).toEqual(sortedByName(fixtureDealers.map((d) => d.Name)));
  });

  it('lists only dealers selling the vehicle type', async () => {
    for (const type of ['car', 'van'] as const) {
      const { body } = await browser.call('GET', `/api/dealers?vehicleType=${type}`);
      const expected = fixtureDealers.filter((d) => d.VehicleTypes?.includes(type)).map((d) => d.Name);
      expect(names(body)).toEqual(sortedByName(expected));
      expect(body.Pagination.TotalRecords).toBe(expected.length);
    }
  });

  it('narrows to a county and to a town', async () => {
    const county = await browser.call('GET', '/api/dealers?vehicleType=all&county=berkshire');
    expect(names(county.body)).toEqual(['Newbury Motor Company', 'Reading Van Sales', 'Thames Valley Car Centre']);
    const town = await browser.call('GET', '/api/dealers?vehicleType=all&county=berkshire&town=reading');
    expect(names(town.body)).toEqual(['Reading Van Sales', 'Thames Valley Car Centre']);
    const none = await browser.call('GET', '/api/dealers?vehicleType=van&county=berkshire&town=newbury');
    expect(none.body).toEqual({ Dealers: [], Pagination: { CurrentPage: 1, TotalRecords: 0, PageSize: 20 } });
  });

  it('orders nearest first from a postcode (distances never decrease)', async () => {
    const { body } = await browser.call('GET', '/api/dealers?vehicleType=all&postcode=M11AE');
    const here = { lat: 53.4794, lng: -2.2453 };
    const miles = body.Dealers.map((d: { Location: { Latitude: number; Longitude: number } }) =>
      distanceBetween(here, { lat: d.Location.Latitude, lng: d.Location.Longitude }),
    );
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
    expect(body.Dealers[0].Name).toBe('Mersey Van Centre');
    expect(body.Dealers.at(-1).Name).toBe('a Cornish Car Company');
    expect(body.Pagination.TotalRecords).toBe(fixtureDealers.length);
  });

  it('answers 400 code 102 for a postcode whose district it does not know', async () => {
    const { status, body } = await browser.call('GET', '/api/dealers?vehicleType=all&postcode=ZE29AA');
    expect(status).toBe(400);
    expect(body.Code).toBe(102);
  });

  it('answers a page past the end with no dealers and the total', async () => {
    const { status, body } = await browser.call('GET', '/api/dealers?vehicleType=all&page=2');
    expect(status).toBe(200);
    expect(body).toEqual({
      Dealers: [],
      Pagination: { CurrentPage: 2, TotalRecords: fixtureDealers.length, PageSize: 20 },
    });
  });
});
