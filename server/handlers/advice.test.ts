import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roadTaxRates } from '../../domain/roadTax';
import { financeQuote } from '../finance';
import type { Started } from '../start';
import { TestBrowser, testServer } from '../testing';
import { responseExample, testCatalogue, testStock } from './fixture';

const today = new Date('2026-11-25T09:00:00Z');
/** The server's clock: today, unless a test moves it (and puts it back). */
let clock = today;
let server: Started;
let browser: TestBrowser;

beforeAll(async () => {
  server = await testServer(testCatalogue, () => clock);
  browser = new TestBrowser(server.app);
});
afterAll(async () => server.app.close());

const stock = testStock();

describe('getFinanceQuote', () => {
  const quote = (price: number, deposit: number, term: number, annualMileage = 10000) =>
    browser.call(
      'GET',
      `/api/finance/quote?price=${price}&deposit=${deposit}&term=${term}&annualMileage=${annualMileage}`,
    );

  it("gives the contract's example figures for its example inputs", async () => {
    const { status, body } = await quote(9495, 1000, 60);
    expect(status).toBe(200);
    expect(body).toEqual(responseExample('getFinanceQuote', '200', 'fiesta'));
  });

  /** The formula, recomputed here from the contract's text. */
  function expected(price: number, deposit: number, term: number) {
    const borrow = price - deposit;
    const r = (1 + 9.9 / 100) ** (1 / 12) - 1;
    const pay = Math.round(((borrow * r) / (1 - (1 + r) ** -term)) * 100) / 100;
    const credit = Math.round((term * pay - borrow) * 100) / 100;
    return {
      MonthlyPayment: pay,
      Borrow: borrow,
      Pay: pay,
      Total: Math.round((deposit + term * pay) * 100) / 100,
      Credit: credit,
      Interest: Math.round((((credit / borrow) * 12 * 100) / term) * 100) / 100,
      APR: 9.9,
      Over: term,
      Deposit: deposit,
      CashPrice: price,
    };
  }

  it('follows the formula for other prices, deposits and terms', async () => {
    const inputs = [
      [1000, 0, 24],
      [12345, 678, 36],
      [20000, 0, 48],
      [300000, 150000, 60],
      [500000, 499000, 60],
    ] as const;
    for (const [price, deposit, term] of inputs) {
      const { status, body } = await quote(price, deposit, term);
      expect(status).toBe(200);
      const { MonthlyPayment, ...example } = expected(price, deposit, term);
      expect(body.MonthlyPayment, `${price}/${deposit}/${term}`).toBe(MonthlyPayment);
      expect(body.RepresentativeExample).toMatchObject({ ...example, FinanceType: 'HP', RateType: 'fixed' });
    }
  });

  it('does not depend on the annual mileage (hire purchase)', async () => {
    const low = await quote(15000, 2000, 48, 1);
    const high = await quote(15000, 2000, 48, 999999);
    expect(low.body).toEqual(high.body);
  });

  const pcp = (query: string) => browser.call('GET', `/api/finance/quote?${query}&financeType=PCP`);

  it("gives the contract's PCP example for its inputs", async () => {
    const { status, body } = await pcp(
      'price=9495&deposit=1000&term=48&annualMileage=10000&vehicleAge=3&vehicleMileage=30000',
    );
    expect(status).toBe(200);
    expect(body).toEqual(responseExample('getFinanceQuote', '200', 'pcp'));
  });

  it('sets the PCP final payment, and so the payment, by the annual mileage', async () => {
    const at = async (annualMileage: number) =>
      (await pcp(`price=20000&deposit=2000&term=36&annualMileage=${annualMileage}`)).body.RepresentativeExample;
    const low = await at(6000);
    const high = await at(15000);
    expect(high.FinalPayment).toBeLessThan(low.FinalPayment);
    expect(high.Pay).toBeGreaterThan(low.Pay);
    expect([low.AnnualMileage, high.AnnualMileage]).toEqual([6000, 15000]);
    expect(high.ExcessMileagePence).toBe(10);
    const hp = await quote(20000, 2000, 36);
    expect(hp.body.RepresentativeExample.FinalPayment).toBeUndefined();
    expect(low.Pay).toBeLessThan(hp.body.MonthlyPayment);
  });

  it('refuses PCP with 422 for a car too old or too far travelled at the end, and for a deposit above the final payment', async () => {
    const old = await pcp('price=9495&deposit=1000&term=60&annualMileage=10000&vehicleAge=4');
    expect(old.status).toBe(422);
    expect(old.body.FriendlyMessage).toMatch(/^PCP is for cars up to 8 years old and 100,000 miles/);
    const far = await pcp('price=9495&deposit=1000&term=36&annualMileage=20000&vehicleMileage=41000');
    expect(far.status).toBe(422);
    const deposit = await pcp('price=20000&deposit=11180&term=36&annualMileage=8000');
    expect(deposit.status).toBe(422);
    expect(deposit.body.FriendlyMessage).toBe(
      'With PCP the deposit must leave more to borrow than the optional final payment of £8,820: enter a deposit of £11,179 or less',
    );
  });

  it('answers 400 for an unknown agreement or a negative age', async () => {
    expect(
      (
        await browser.call(
          'GET',
          '/api/finance/quote?price=9495&deposit=1000&term=48&annualMileage=10000&financeType=PCH',
        )
      ).status,
    ).toBe(400);
    expect((await pcp('price=9495&deposit=1000&term=48&annualMileage=10000&vehicleAge=-1')).status).toBe(400);
  });

  it('refuses with 422 a deposit that leaves less than the £1,000 minimum credit, saying the most it can be', async () => {
    for (const deposit of [8496, 9494, 9495, 9496]) {
      const { status, body } = await quote(9495, deposit, 60);
      expect(status, `deposit ${deposit}`).toBe(422);
      expect(body).toEqual({
        Code: 100,
        FriendlyMessage: 'Enter a deposit of £8,495 or less, to leave at least £1,000 to borrow',
      });
    }
    expect((await quote(9495, 8495, 60)).status).toBe(200);
  });

  it('refuses a price under the minimum credit, which no deposit can leave £1,000 to borrow on', async () => {
    expect((await quote(999, 0, 60)).status).toBe(400);
    expect((await quote(1000, 0, 60)).status).toBe(200);
  });

  it("matches the vehicle pages' representative examples", () => {
    const withFinance = stock.vehicles.flatMap((v) => (v.detail.Finance ? [v.detail.Finance] : []));
    expect(withFinance.length).toBeGreaterThan(10);
    for (const f of withFinance)
      expect(
        financeQuote({ price: f.CashPrice, deposit: f.Deposit, term: f.Over }).RepresentativeExample,
      ).toMatchObject(f);
  });
});

describe('reviews', () => {
  it("lists the contract's reviews newest first, by type and make, with the makes reviewed", async () => {
    for (const [query, example] of [
      ['', 'cars'],
      ['?vehicleType=car&make=ford', 'ford'],
      ['?vehicleType=van', 'vans'],
    ] as const) {
      const { status, body } = await browser.call('GET', `/api/reviews${query}`);
      expect(status).toBe(200);
      expect(body, example).toEqual(responseExample('listReviews', '200', example));
    }
  });

  it('answers an unknown make and a page past the end with no reviews', async () => {
    const unknown = await browser.call('GET', '/api/reviews?make=lada');
    expect(unknown.body.Reviews).toEqual([]);
    expect(unknown.body.Pagination).toEqual({ CurrentPage: 1, TotalRecords: 0, PageSize: 20 });
    expect(unknown.body.Makes.length).toBeGreaterThan(0);
    const late = await browser.call('GET', '/api/reviews?page=2');
    expect(late.body.Reviews).toEqual([]);
    expect(late.body.Pagination.TotalRecords).toBe(5);
  });

  it('answers the review asked for, with used prices from the stock', async () => {
    const { body: list } = await browser.call('GET', '/api/reviews');
    const { body: vans } = await browser.call('GET', '/api/reviews?vehicleType=van');
    for (const summary of [...list.Reviews, ...vans.Reviews]) {
      const { status, body } = await browser.call('GET', `/api/reviews/${summary.Id}`);
      expect(status).toBe(200);
      expect(body.Summary).toEqual(summary);
      const [from, to] = (summary.Generation as string).split(/ to | on/).map(Number);
      const prices = stock.vehicles
        .filter(
          (v) =>
            !v.facts.sold &&
            v.facts.type === summary.VehicleType &&
            v.facts.makeSlug === summary.MakeSlug &&
            v.facts.modelSlug === summary.ModelSlug &&
            v.facts.year >= (from ?? 0) &&
            v.facts.year <= (to || 2026),
        )
        .map((v) => v.facts.priceIncVat);
      if (prices.length === 0) expect(body).not.toHaveProperty('UsedPrices');
      else expect(body.UsedPrices).toEqual({ Low: Math.min(...prices), High: Math.max(...prices) });
    }
  });

  it("gives a review's road tax as its generation's adverts pay it: that rate, or with the expensive car supplement", async () => {
    const { body: list } = await browser.call('GET', '/api/reviews');
    const { body: vans } = await browser.call('GET', '/api/reviews?vehicleType=van');
    let compared = 0;
    for (const summary of [...list.Reviews, ...vans.Reviews]) {
      const { body } = await browser.call('GET', `/api/reviews/${summary.Id}`);
      const [from, to] = (summary.Generation as string).split(/ to | on/).map(Number);
      const review = body.RunningCosts.AnnualTaxGBP;
      for (const v of stock.vehicles) {
        const { facts } = v;
        if (facts.type !== summary.VehicleType || facts.makeSlug !== summary.MakeSlug) continue;
        if (facts.modelSlug !== summary.ModelSlug || facts.year < (from ?? 0) || facts.year > (to || 2026)) continue;
        compared += 1;
        expect(
          [review, review + roadTaxRates.expensiveCarSupplement],
          `${summary.Id}: ${v.detail.Vehicle.Title}`,
        ).toContain(v.detail.Specification.AnnualTaxGBP);
      }
    }
    expect(compared).toBeGreaterThan(0);
  });

  it('answers 404 with the contract message for an unknown review', async () => {
    const { status, body } = await browser.call('GET', '/api/reviews/lada-riva-1980');
    expect(status).toBe(404);
    expect(body).toEqual({ Code: 404, FriendlyMessage: 'Sorry, we could not find that review.' });
  });
});

describe('getPriceGuide', () => {
  // The cars a search finds by default: unsold, with online-only dealers' and leased batteries left out.
  const unsoldCars = stock.vehicles.filter(
    (v) => v.facts.type === 'car' && !v.facts.sold && !v.facts.dealerOnlineOnly && !v.facts.batteryIsLeased,
  );

  /** The figures of some cars, recomputed here. */
  function figures(cars: typeof unsoldCars) {
    const prices = cars.map((c) => c.facts.priceIncVat);
    return {
      AdvertCount: prices.length,
      AveragePrice: Math.round(prices.reduce((a, b) => a + b, 0) / prices.length),
      PriceRange: { Low: Math.min(...prices), High: Math.max(...prices) },
    };
  }

  it('works out every car, a make and a model from the unsold cars advertised', async () => {
    const fords = unsoldCars.filter((c) => c.facts.makeSlug === 'ford');
    const fiestas = fords.filter((c) => c.facts.modelSlug === 'fiesta');
    expect(fiestas.length).toBeGreaterThan(0);
    for (const [query, cars, title] of [
      ['', unsoldCars, 'All used cars'],
      ['?make=ford', fords, 'Ford'],
      ['?make=ford&model=fiesta', fiestas, 'Ford Fiesta'],
    ] as const) {
      const { status, body } = await browser.call('GET', `/api/price-guide${query}`);
      expect(status).toBe(200);
      expect(body).toMatchObject({ Title: title, ...figures([...cars]), UpdatedOn: '2026-11-25' });
      const years = body.ByYear.map((b: { Year: number }) => b.Year);
      expect(years).toEqual([...new Set(cars.map((c) => c.facts.year))].sort((a, b) => b - a));
      for (const band of body.ByYear)
        expect(band).toMatchObject(figuresOfBand(cars.filter((c) => c.facts.year === band.Year)));
      const inBands = body.ByMileage.map((b: { AdvertCount: number }) => b.AdvertCount);
      expect(inBands.reduce((a: number, b: number) => a + b, 0)).toBe(cars.length);
      for (const band of body.ByMileage) {
        const inBand = cars.filter(
          (c) =>
            c.facts.mileage >= band.MinMileage && (band.MaxMileage === undefined || c.facts.mileage < band.MaxMileage),
        );
        expect(band).toMatchObject(figuresOfBand(inBand));
      }
    }
  });

  it("counts what the search counts, with the search's own filters: the whole scope and each year", async () => {
    const count = async (criteria: object) =>
      (await browser.call('POST', '/api/search/car/count', { Type: 'car', ...criteria })).body.RecordCount as number;
    for (const [query, criteria] of [
      ['', {}],
      ['?make=ford', { MakeModels: [{ Value: 'ford', Selected: true }] }],
      [
        '?make=ford&model=fiesta',
        { MakeModels: [{ Value: 'ford', Selected: true, Models: [{ Value: 'fiesta', Selected: true }] }] },
      ],
    ] as const) {
      const { body } = await browser.call('GET', `/api/price-guide${query}`);
      expect(body.AdvertCount, query || 'every car').toBe(await count(criteria));
      for (const year of body.ByYear.slice(0, 3))
        expect(year.AdvertCount, `${query} ${year.Year}`).toBe(
          await count({ ...criteria, MinYear: year.Year, MaxYear: year.Year }),
        );
    }
  });

  function figuresOfBand(cars: typeof unsoldCars) {
    const { AdvertCount, AveragePrice, PriceRange } = figures(cars);
    return { AdvertCount, Average: AveragePrice, Low: PriceRange.Low, High: PriceRange.High };
  }

  it('answers 404 for a make it does not know and a model of another make', async () => {
    for (const query of ['make=lada', 'make=ford&model=corsa']) {
      const { status, body } = await browser.call('GET', `/api/price-guide?${query}`);
      expect(status, query).toBe(404);
      expect(body.FriendlyMessage).toBe('Sorry, we have no prices for that make and model.');
    }
  });

  it('answers 400 for a model without a make', async () => {
    expect((await browser.call('GET', '/api/price-guide?model=fiesta')).status).toBe(400);
  });

  /** The search's count of cars, with these criteria. */
  const searchCount = async (criteria: object) =>
    (await browser.call('POST', '/api/search/car/count', { Type: 'car', ...criteria })).body.RecordCount as number;
  const fords = { MakeModels: [{ Value: 'ford', Selected: true }] };
  const cut = (VehicleId: number, PreviousPrice: number, ReducedOn?: string) =>
    browser.call('POST', '/__test/price-reductions', { VehicleId, PreviousPrice, ReducedOn });
  const cardOf = async (id: number) => (await browser.call('GET', `/api/vehicles/${id}`)).body.Vehicle;

  it("lists the adverts the search's IsReduced finds, and a card says Reduced exactly when it is listed", async () => {
    for (const [query, criteria] of [
      ['', {}],
      ['?make=ford', fords],
    ] as const) {
      const { body } = await browser.call('GET', `/api/price-guide${query}`);
      expect(body.RecentlyReducedCount, query || 'every car').toBeGreaterThan(0);
      expect(body.RecentlyReducedCount, query || 'every car').toBe(await searchCount({ ...criteria, IsReduced: true }));
      for (const { Vehicle } of body.RecentlyReduced)
        expect((await cardOf(Vehicle.VehicleId)).Reduced, `${Vehicle.VehicleId}`).toBe(true);
    }
    // Every unsold Ford of the seed: its card's flag is whether the guide counts it.
    const { body } = await browser.call('GET', `/api/price-guide?make=ford&model=fiesta`);
    const listed = new Set(body.RecentlyReduced.map((r: { Vehicle: { VehicleId: number } }) => r.Vehicle.VehicleId));
    expect(body.RecentlyReducedCount).toBe(listed.size);
    const fiestas = unsoldCars.filter((c) => c.facts.makeSlug === 'ford' && c.facts.modelSlug === 'fiesta');
    const { body: cards } = await browser.call(
      'GET',
      `/api/vehicles?ids=${fiestas.map((c) => c.facts.vehicleId).join(',')}`,
    );
    for (const card of cards.Vehicles) {
      expect(card.Reduced, `${card.VehicleId}`).toBe(listed.has(card.VehicleId));
      expect(card.isReduced, `${card.VehicleId}`).toBe(card.Reduced);
    }
  });

  it("keeps the seed's reduced adverts reduced however long after seeding the server runs", async () => {
    const before = (await browser.call('GET', '/api/price-guide')).body.RecentlyReducedCount;
    expect(before).toBeGreaterThan(0);
    try {
      clock = new Date(today.getTime() + 400 * 86_400_000);
      const { body } = await browser.call('GET', '/api/price-guide');
      expect(body.RecentlyReducedCount).toBe(before);
      expect(await searchCount({ IsReduced: true })).toBe(before);
      const days = body.RecentlyReduced.map((r: { ReducedOn: string }) => r.ReducedOn);
      expect(days.every((day: string) => day >= '2027-12-16' && day <= '2027-12-30')).toBe(true);
    } finally {
      clock = today;
    }
  });

  it('counts a recorded cut for 14 days: in the guide, on its card and in IsReduced, then in none', async () => {
    const listed = async () =>
      new Set(
        (await browser.call('GET', '/api/price-guide?make=ford')).body.RecentlyReduced.map(
          (r: { Vehicle: { VehicleId: number } }) => r.Vehicle.VehicleId,
        ),
      );
    const before = await searchCount({ ...fords, IsReduced: true });
    const car = unsoldCars.find((c) => c.facts.makeSlug === 'ford' && !c.facts.reduced);
    if (!car) throw new Error('the test stock has no unreduced Ford');
    const id = car.facts.vehicleId;
    expect((await cardOf(id)).Reduced).toBe(false);
    expect((await cut(id, car.facts.priceIncVat + 500, '2026-11-11')).status).toBe(204);
    try {
      expect(await listed()).toContain(id);
      expect(await cardOf(id)).toMatchObject({ Reduced: true, isReduced: true });
      expect(await searchCount({ ...fords, IsReduced: true })).toBe(before + 1);
      clock = new Date('2026-11-26T09:00:00Z');
      expect(await listed()).not.toContain(id);
      expect(await cardOf(id)).toMatchObject({ Reduced: false, isReduced: false });
      expect(await searchCount({ ...fords, IsReduced: true })).toBe(before);
    } finally {
      clock = today;
      await browser.call('POST', '/__test/reset');
    }
  });

  it('lists the price cuts of the last 14 days in scope, newest first, with the price before', async () => {
    const seeded = (await browser.call('GET', '/api/price-guide?make=ford')).body.RecentlyReducedCount;
    const all = (await browser.call('GET', '/api/price-guide')).body.RecentlyReducedCount;
    const [older, newer, stale] = unsoldCars.filter((c) => c.facts.makeSlug === 'ford' && !c.facts.reduced);
    const other = unsoldCars.find((c) => c.facts.makeSlug !== 'ford' && !c.facts.reduced);
    if (!older || !newer || !stale || !other) throw new Error('the test stock has too few unsold cars');
    const id = (car: typeof older) => car.facts.vehicleId;
    expect((await cut(id(older), older.facts.priceIncVat + 500, '2026-11-20')).status).toBe(204);
    expect((await cut(id(newer), newer.facts.priceIncVat + 250)).status).toBe(204);
    expect((await cut(id(stale), stale.facts.priceIncVat + 100, '2026-11-01')).status).toBe(204);
    expect((await cut(id(other), other.facts.priceIncVat + 100, '2026-11-24')).status).toBe(204);

    const { status, body } = await browser.call('GET', '/api/price-guide?make=ford');
    expect(status).toBe(200);
    expect(body.RecentlyReducedCount).toBe(seeded + 2);
    const days = body.RecentlyReduced.map((r: { ReducedOn: string }) => r.ReducedOn);
    expect(days).toEqual([...days].sort().reverse());
    const ofCut = (car: typeof older) =>
      body.RecentlyReduced.find((r: { Vehicle: { VehicleId: number } }) => r.Vehicle.VehicleId === id(car));
    expect(ofCut(newer)).toEqual({
      Vehicle: { ...newer.detail.Vehicle, Reduced: true, isReduced: true, Position: expect.any(Number) },
      PreviousPrice: newer.facts.priceIncVat + 250,
      ReducedOn: '2026-11-25',
    });
    expect(ofCut(older)).toMatchObject({ PreviousPrice: older.facts.priceIncVat + 500, ReducedOn: '2026-11-20' });
    expect(ofCut(stale)).toBeUndefined();
    expect((await browser.call('GET', '/api/price-guide')).body.RecentlyReducedCount).toBe(all + 3);

    // A cut must lower the price of an advert the server holds; the reset puts back the seed's cuts alone.
    expect((await cut(id(older), older.facts.priceIncVat)).status).toBe(422);
    expect((await cut(999_999_999, 5000)).status).toBe(404);
    expect((await browser.call('POST', '/__test/reset')).status).toBe(204);
    expect((await browser.call('GET', '/api/price-guide?make=ford')).body.RecentlyReducedCount).toBe(seeded);
  });
});
