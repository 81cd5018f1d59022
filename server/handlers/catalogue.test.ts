import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { districtOf } from '../seed/postcodes';
import type { StockDealer } from '../seed/types';
import type { Started } from '../start';
import { TestBrowser, testServer } from '../testing';
import { must, testCatalogue, testStock } from './fixture';
import { distanceBetween } from './geo';

let server: Started;
let browser: TestBrowser;

beforeAll(async () => {
  server = await testServer(testCatalogue);
  browser = new TestBrowser(server.app);
});
afterAll(async () => server.app.close());

const stock = testStock();
type Card = { VehicleId: number };
type Listed = { Id: number; Name: string };

describe('getVehicle', () => {
  it('answers the vehicle asked for (every example, and generated ones)', async () => {
    const asked = [...stock.vehicles.slice(0, 26), ...stock.vehicles.filter((_, i) => i % 50 === 49)];
    for (const vehicle of asked) {
      const id = vehicle.facts.vehicleId;
      const { status, body } = await browser.call('GET', `/api/vehicles/${id}`);
      expect(status, `vehicle ${id}`).toBe(200);
      expect(body.Vehicle.VehicleId).toBe(id);
      expect(body.Dealer.Id).toBe(vehicle.facts.dealerId);
      expect(body).not.toHaveProperty('DistanceMiles');
    }
  });

  it('gives a PCP example beside the HP one where a PCP is offered: the quote for its price, age and mileage', async () => {
    const now = new Date();
    const unsold = stock.vehicles.filter((v) => !v.facts.sold && v.detail.Finance).slice(0, 120);
    let offered = 0;
    let hpOnly = 0;
    for (const vehicle of unsold) {
      const { body } = await browser.call('GET', `/api/vehicles/${vehicle.facts.vehicleId}`);
      const [year = 0, month = 1, day = 1] = vehicle.facts.registrationDate.split('-').map(Number);
      const passed = now.getUTCMonth() + 1 > month || (now.getUTCMonth() + 1 === month && now.getUTCDate() >= day);
      const age = now.getUTCFullYear() - year - (passed ? 0 : 1);
      const quote = await browser.call(
        'GET',
        `/api/finance/quote?price=${body.Vehicle.GBPPriceIncVAT}&deposit=1000&term=48&annualMileage=10000` +
          `&financeType=PCP&vehicleAge=${age}&vehicleMileage=${body.Vehicle.Mileage}`,
      );
      if (quote.status === 200) {
        offered++;
        expect(body.FinancePCP, `vehicle ${vehicle.facts.vehicleId}`).toEqual(quote.body.RepresentativeExample);
        expect(body.FinancePCP.FinalPayment).toBeGreaterThan(0);
      } else {
        hpOnly++;
        expect(quote.status).toBe(422);
        expect(body, `vehicle ${vehicle.facts.vehicleId}`).not.toHaveProperty('FinancePCP');
        expect(body.Finance.FinanceType).toBe('HP');
      }
    }
    expect(offered).toBeGreaterThan(0);
    expect(hpOnly).toBeGreaterThan(0);
  });

  it("states each vehicle's fuel cost a year with the mileage and prices it used: petrol, diesel, electric, plug-in hybrid", async () => {
    const seen = new Map<string, number>();
    const asked = stock.vehicles.filter((_, i) => i % 7 === 0).slice(0, 150);
    for (const vehicle of asked) {
      const { body } = await browser.call('GET', `/api/vehicles/${vehicle.facts.vehicleId}`);
      const mpg = vehicle.detail.Specification.FuelEconomyMpg;
      const cost = body.FuelCost;
      const label = `vehicle ${vehicle.facts.vehicleId} (${vehicle.facts.fuel})`;
      if (vehicle.facts.fuel === 'electric') {
        expect(cost, label).toMatchObject({ Energy: 'Electricity', AnnualMileage: 7400, PencePerKWh: 27.03 });
        expect(cost.AnnualFuelCostGBP, label).toBe(Math.round((7400 * cost.KWhPerMile * 27.03) / 100));
      } else if (vehicle.facts.fuel === 'plug-in-hybrid') {
        expect(cost, label).toMatchObject({ Energy: 'Petrol and electricity', ElectricShare: 0.5 });
      } else if (mpg === undefined) {
        expect(body, label).not.toHaveProperty('FuelCost');
      } else {
        const pence = vehicle.facts.fuel === 'diesel' ? 142 : 135;
        expect(cost, label).toMatchObject({ AnnualMileage: 7400, PencePerLitre: pence, FuelEconomyMpg: mpg });
        expect(cost.AnnualFuelCostGBP, label).toBe(Math.round(((7400 / mpg) * 4.546 * pence) / 100));
      }
      if (cost) seen.set(cost.Energy, (seen.get(cost.Energy) ?? 0) + 1);
    }
    expect([...seen.keys()].sort()).toEqual(['Diesel', 'Electricity', 'Petrol', 'Petrol and electricity']);
  });

  it('answers 404 with the contract message for ids never advertised', async () => {
    // Every id the contract's pattern allows, up to ten digits: beyond the column's range too.
    for (const id of [1, 99999999, 2147483647, 2147483648, 9999999999]) {
      const { status, body } = await browser.call('GET', `/api/vehicles/${id}`);
      expect(status).toBe(404);
      expect(body).toEqual({ Code: 404, FriendlyMessage: 'Sorry, this vehicle is no longer advertised.' });
    }
  });

  it("lists up to 8 of the dealer's other unsold vehicles, newest first, and counts them all", async () => {
    const busiest = [...stock.dealers].sort((a, b) => (b.dealer.StockCount ?? 0) - (a.dealer.StockCount ?? 0))[0];
    const dealerId = must(busiest, 'a dealer').dealer.Id;
    const own = stock.vehicles.filter((v) => v.facts.dealerId === dealerId);
    const asked = must(own[0], 'a vehicle of the busiest dealer');
    const others = own
      .filter((v) => v !== asked && !v.facts.sold)
      .sort((a, b) => b.facts.listedAt.localeCompare(a.facts.listedAt) || b.facts.vehicleId - a.facts.vehicleId)
      .map((v) => v.facts.vehicleId);
    expect(others.length).toBeGreaterThan(8);
    const { body } = await browser.call('GET', `/api/vehicles/${asked.facts.vehicleId}`);
    expect(body.DealerStock.map((c: Card) => c.VehicleId)).toEqual(others.slice(0, 8));
    expect(body.DealerStockCount).toBe(others.length);
  });

  it('answers a sold vehicle with Sold true, and leaves it out of its dealer`s other stock', async () => {
    const sold = must(
      stock.vehicles.find((v) => v.facts.sold),
      'a sold vehicle',
    );
    const { status, body } = await browser.call('GET', `/api/vehicles/${sold.facts.vehicleId}`);
    expect(status).toBe(200);
    expect(body.Vehicle.Sold).toBe(true);
    const sibling = must(
      stock.vehicles.find((v) => v.facts.dealerId === sold.facts.dealerId && v !== sold),
      'another vehicle of that dealer',
    );
    const other = await browser.call('GET', `/api/vehicles/${sibling.facts.vehicleId}`);
    expect(other.body.DealerStock.map((c: Card) => c.VehicleId)).not.toContain(sold.facts.vehicleId);
  });

  it("gives the distance between the postcode's district centroid and the dealer's, to 0.1 mile", async () => {
    const fiesta = must(
      stock.vehicles.find((v) => v.facts.vehicleId === 20481734),
      'the Fiesta',
    );
    const westminster = must(districtOf('SW1A1AA'), 'SW1A');
    const { body } = await browser.call('GET', '/api/vehicles/20481734?postcode=SW1A1AA');
    expect(body.DistanceMiles).toBe(distanceBetween(westminster, fiesta.facts));
    // Westminster to Reading is about 36 miles as the crow flies.
    expect(body.DistanceMiles).toBeGreaterThan(30);
    expect(body.DistanceMiles).toBeLessThan(42);
    const same = await browser.call('GET', `/api/vehicles/20481734?postcode=${fiesta.facts.district}1AA`);
    expect(same.body.DistanceMiles).toBe(0);
  });

  it('says whether the distance is approximate: exact for N2, approximate for DH99 and a district the file lacks', async () => {
    expect(districtOf('ZE999AA')).toBeUndefined();
    for (const [postcode, approximate] of [
      ['N21AA', false],
      ['DH991NS', true],
      ['ZE999AA', true],
    ] as const) {
      const { status, body } = await browser.call('GET', `/api/vehicles/20481734?postcode=${postcode}`);
      expect([postcode, status, body.DistanceIsApproximate]).toEqual([postcode, 200, approximate]);
      expect(body.DistanceMiles, postcode).toBeGreaterThan(0);
    }
    const none = await browser.call('GET', '/api/vehicles/20481734');
    expect(none.body).not.toHaveProperty('DistanceIsApproximate');
  });

  it('leaves the distance out for a postcode of an area that does not exist, or of BX', async () => {
    for (const postcode of ['AA9A9AA', 'BX11LT']) {
      const { status, body } = await browser.call('GET', `/api/vehicles/20481734?postcode=${postcode}`);
      expect(status).toBe(200);
      expect(body).not.toHaveProperty('DistanceMiles');
      expect(body).not.toHaveProperty('DistanceIsApproximate');
    }
  });
});

describe('getDealer', () => {
  it('answers the dealer asked for, every one of them', async () => {
    for (const { dealer } of stock.dealers) {
      const { status, body } = await browser.call('GET', `/api/dealers/${dealer.Id}`);
      expect(status).toBe(200);
      expect(body).toEqual(dealer);
    }
  });

  it('answers 404 with the contract message for an unknown dealer, whatever its ten digits', async () => {
    for (const id of [999999, 2147483648, 9999999999]) {
      const { status, body } = await browser.call('GET', `/api/dealers/${id}`);
      expect(status, `dealer ${id}`).toBe(404);
      expect(body).toEqual({ Code: 404, FriendlyMessage: 'Sorry, we could not find that dealer.' });
    }
  });
});

describe('listDealers', () => {
  const lower = (text: string) => text.toLowerCase();
  const inNameOrder = (list: Listed[]) =>
    list.every((d, i) => {
      const next = list[i + 1];
      return !next || lower(d.Name) < lower(next.Name) || (lower(d.Name) === lower(next.Name) && d.Id < next.Id);
    });
  const ids = (list: Listed[]) => list.map((d) => d.Id).sort((a, b) => a - b);
  const idsOf = (dealers: StockDealer[]) => ids(dealers.map((d) => d.dealer));

  async function everyPage(query: string) {
    const dealers: Listed[] = [];
    for (let page = 1; page < 50; page++) {
      const { status, body } = await browser.call('GET', `/api/dealers?${query}&page=${page}`);
      expect(status).toBe(200);
      expect(body.Pagination).toMatchObject({ CurrentPage: page, PageSize: 20 });
      if (body.Dealers.length === 0) return { dealers, total: body.Pagination.TotalRecords as number };
      dealers.push(...body.Dealers);
    }
    throw new Error('too many pages');
  }

  it("counts each dealer's stock as its page shows it: the searches by its DealerId, online-only and leased batteries included", async () => {
    await browser.open();
    const { dealers } = await everyPage('vehicleType=all');
    const shown = async (dealer: { Id: number; VehicleTypes?: string[] }) => {
      let total = 0;
      for (const type of new Set(dealer.VehicleTypes ?? ['car'])) {
        const { body } = await browser.call('POST', `/api/search/${type}/results`, {
          isNewSearch: true,
          pagination: { CurrentPage: 1, PageSize: 6 },
          searchPanelParameters: { Type: type, DealerId: dealer.Id, PaginationCurrentPage: 1 },
        });
        total += body.Pagination.TotalRecords as number;
      }
      return total;
    };
    const differ: string[] = [];
    for (const dealer of dealers as Array<Listed & { StockCount: number; VehicleTypes?: string[] }>) {
      const total = await shown(dealer);
      if (total !== dealer.StockCount) differ.push(`${dealer.Name}: listed ${dealer.StockCount}, its page ${total}`);
      const { body } = await browser.call('GET', `/api/dealers/${dealer.Id}`);
      expect(body.StockCount).toBe(dealer.StockCount);
    }
    expect(differ).toEqual([]);
    // The stock has what a search leaves out unless asked: online-only dealers and leased batteries.
    expect(stock.dealers.some((d) => d.dealer.IsOnlineOnly && (d.dealer.StockCount ?? 0) > 0)).toBe(true);
  });

  it('lists every dealer exactly once for all, by name, 20 to a page', async () => {
    const { dealers, total } = await everyPage('vehicleType=all');
    expect(total).toBe(stock.dealers.length);
    expect(ids(dealers)).toEqual(idsOf(stock.dealers));
    expect(inNameOrder(dealers)).toBe(true);
  });

  it('lists exactly the dealers selling the vehicle type', async () => {
    const cars = await everyPage('vehicleType=car');
    expect(ids(cars.dealers)).toEqual(idsOf(stock.dealers.filter((d) => d.facts.sellsCars)));
    const vans = await everyPage('vehicleType=van');
    expect(ids(vans.dealers)).toEqual(idsOf(stock.dealers.filter((d) => d.facts.sellsVans)));
    expect(vans.total).toBeLessThan(stock.dealers.length);
  });

  it('narrows to a county and to a town', async () => {
    const london = stock.dealers.filter((d) => d.facts.countySlug === 'greater-london');
    expect(london.length).toBeGreaterThan(1);
    const county = await everyPage('vehicleType=all&county=greater-london');
    expect(ids(county.dealers)).toEqual(idsOf(london));
    expect(inNameOrder(county.dealers)).toBe(true);
    const town = must(london[0], 'a London dealer').facts.townSlug;
    const inTown = await everyPage(`vehicleType=all&county=greater-london&town=${town}`);
    expect(ids(inTown.dealers)).toEqual(idsOf(london.filter((d) => d.facts.townSlug === town)));
    const none = await browser.call('GET', '/api/dealers?vehicleType=van&county=berkshire&town=newbury');
    expect(none.body).toEqual({ Dealers: [], Pagination: { CurrentPage: 1, TotalRecords: 0, PageSize: 20 } });
  });

  it('orders nearest first from a postcode: distances never decrease, ties by name', async () => {
    const manchester = must(districtOf('M11AE'), 'M1');
    const { dealers } = await everyPage('vehicleType=all&postcode=M11AE');
    expect(ids(dealers)).toEqual(idsOf(stock.dealers));
    const facts = new Map(stock.dealers.map((d) => [d.dealer.Id, d.facts]));
    const miles = dealers.map((d) => distanceBetween(manchester, must(facts.get(d.Id), `dealer ${d.Id}`)));
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
    dealers.forEach((d, i) => {
      const next = dealers[i + 1];
      if (next && miles[i] === miles[i + 1]) expect(inNameOrder([d, next])).toBe(true);
    });
  });

  it('orders from every real postcode: N2, SW1H, DH99 and a district the file lacks (its area’s centre)', async () => {
    for (const postcode of ['N21AA', 'SW1H0BG', 'DH991NS', 'ZE999AA']) {
      const { status, body } = await browser.call('GET', `/api/dealers?vehicleType=all&postcode=${postcode}`);
      expect([postcode, status]).toEqual([postcode, 200]);
      expect(body.Pagination.TotalRecords, postcode).toBe(stock.dealers.length);
    }
  });

  it('answers 400 code 102 in true words for a postcode of an area that does not exist, or of BX', async () => {
    const notFound = await browser.call('GET', '/api/dealers?vehicleType=all&postcode=AA9A9AA');
    expect([notFound.status, notFound.body]).toEqual([
      400,
      { Code: 102, FriendlyMessage: 'We could not find AA9A 9AA. Check the postcode, or try one nearby' },
    ]);
    const placeless = await browser.call('GET', '/api/dealers?vehicleType=all&postcode=BX11LT');
    expect([placeless.status, placeless.body.Code]).toEqual([400, 102]);
    expect(placeless.body.FriendlyMessage).toMatch(/^BX1 1LT is a postcode for mail only/);
  });
});
