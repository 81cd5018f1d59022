/**
 * Search behaviour against a small generated stock (40 dealers, 800 vehicles, the contract's
 * examples among them), every answer checked against the contract by testServer. The tests state
 * properties, reading the expected facts from the seed records, never fixed figures.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FilterOptionList } from '../../openapi/generated/limits';
import { financeQuote, monthlyPayment, vehiclePcpExample } from '../finance';
import { generateStock } from '../seed/generate';
import { districtOf, postcodeDistricts } from '../seed/postcodes';
import type { Stock, VehicleFacts } from '../seed/types';
import { testServer } from '../testing';
import { districtDistance } from './criteria';

type Criteria = Record<string, unknown>;
type Card = {
  VehicleId: number;
  Position: number;
  Sold: boolean;
  GBPPriceIncVAT: number;
  MonthlyPayment?: {
    Pay: number;
    Over: number;
    Deposit: number;
    APR: number;
    FinanceType: 'HP' | 'PCP';
    FinalPayment?: number;
    AnnualMileage?: number;
  };
};

let app: FastifyInstance;
let stock: Stock;
let facts: Map<number, VehicleFacts>;

beforeAll(async () => {
  const source = () => generateStock({ dealers: 40, vehicles: 800 });
  stock = source();
  facts = new Map(stock.vehicles.map((v) => [v.facts.vehicleId, v.facts]));
  ({ app } = await testServer({ stock: async () => source(), districts: postcodeDistricts }));
});
afterAll(async () => app?.close());

async function post(url: string, body: unknown) {
  const response = await app.inject({ method: 'POST', url, payload: body as object });
  return { status: response.statusCode, body: JSON.parse(response.body) };
}
async function get(url: string) {
  const response = await app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: JSON.parse(response.body) };
}

async function count(type: 'car' | 'van', criteria: Criteria): Promise<number> {
  const { status, body } = await post(`/api/search/${type}/count`, { Type: type, ...criteria });
  expect(status, JSON.stringify(body)).toBe(200);
  return body.RecordCount;
}

async function page(type: 'car' | 'van', criteria: Criteria, currentPage = 1, pageSize = 20) {
  const { status, body } = await post(`/api/search/${type}/results`, {
    isNewSearch: currentPage === 1,
    pagination: { CurrentPage: currentPage, PageSize: pageSize },
    searchPanelParameters: { Type: type, ...criteria },
  });
  expect(status, JSON.stringify(body)).toBe(200);
  return body as { Results: Card[]; Pagination: { CurrentPage: number; TotalRecords: number; PageSize: number } };
}

/** Every match, page by page. */
async function all(type: 'car' | 'van', criteria: Criteria): Promise<Card[]> {
  const cards: Card[] = [];
  for (let k = 1; ; k++) {
    const { Results, Pagination } = await page(type, criteria, k);
    cards.push(...Results);
    if (k * 20 >= Pagination.TotalRecords) return cards;
  }
}

const factsOf = (card: Card) => {
  const found = facts.get(card.VehicleId);
  if (!found) throw new Error(`no seed record for ${card.VehicleId}`);
  return found;
};
/**
 * What the default criteria show: unsold adverts, leaving out online-only dealers' stock and leased
 * batteries (the two "include" flags).
 */
const shown = (f: VehicleFacts) => !f.sold && !f.dealerOnlineOnly && !f.batteryIsLeased;

/** The value, or a failed test naming what is missing. */
function must<T>(value: T | undefined | null, what: string): T {
  if (value === undefined || value === null) throw new Error(`missing: ${what}`);
  return value;
}
const ford = { MakeModels: [{ Value: 'ford', Selected: true }] };

describe('count and results', () => {
  it('a Ford search lists only Fords, and its count is the results TotalRecords', async () => {
    for (const type of ['car', 'van'] as const) {
      const cards = await all(type, ford);
      expect(cards.length).toBeGreaterThan(0);
      expect(cards.every((card) => factsOf(card).makeSlug === 'ford')).toBe(true);
      expect(cards.every((card) => factsOf(card).type === type && !card.Sold)).toBe(true);
      expect(await count(type, ford)).toBe(cards.length);
      const expected = stock.vehicles.filter(
        (v) => v.facts.type === type && v.facts.makeSlug === 'ford' && shown(v.facts),
      ).length;
      expect(cards.length).toBe(expected);
    }
  });

  it('models and trims narrow the make', async () => {
    const fiesta = must(
      stock.vehicles.find((v) => v.facts.type === 'car' && v.facts.makeSlug === 'ford' && shown(v.facts)),
      'an unsold Ford car',
    );
    const { modelSlug, trimSlug } = fiesta.facts;
    const byModel = { MakeModels: [{ Value: 'ford', Selected: true, Models: [{ Value: modelSlug, Selected: true }] }] };
    const byTrim = {
      MakeModels: [
        {
          Value: 'ford',
          Selected: true,
          Models: [{ Value: modelSlug, Selected: true, Trims: [{ Value: trimSlug, Selected: true }] }],
        },
      ],
    };
    const models = await all('car', byModel);
    const trims = await all('car', byTrim);
    expect(models.every((c) => factsOf(c).modelSlug === modelSlug)).toBe(true);
    expect(trims.every((c) => factsOf(c).modelSlug === modelSlug && factsOf(c).trimSlug === trimSlug)).toBe(true);
    expect(trims.map((c) => c.VehicleId)).toContain(fiesta.facts.vehicleId);
    expect(trims.length).toBeLessThanOrEqual(models.length);
    expect(models.length).toBeLessThanOrEqual(await count('car', ford));
  });

  it('price and mileage bounds are inclusive on both sides', async () => {
    const some = stock.vehicles.filter((v) => v.facts.type === 'car' && shown(v.facts));
    const probe = must(some[7], 'an unsold car').facts;
    const price = probe.priceIncVat;
    const mileage = probe.mileage;
    const criteria = { MinPrice: price, MaxPrice: price + 5000, MaxMileage: mileage };
    const cards = await all('car', criteria);
    expect(cards.map((c) => c.VehicleId)).toContain(probe.vehicleId);
    for (const card of cards) {
      const f = factsOf(card);
      expect(f.priceIncVat).toBeGreaterThanOrEqual(price);
      expect(f.priceIncVat).toBeLessThanOrEqual(price + 5000);
      expect(f.mileage).toBeLessThanOrEqual(mileage);
    }
    const expected = some.filter(
      (v) => v.facts.priceIncVat >= price && v.facts.priceIncVat <= price + 5000 && v.facts.mileage <= mileage,
    );
    expect(cards.length).toBe(expected.length);
    expect(await count('car', { MinPrice: price + 1, MaxPrice: price })).toBe(0);
  });

  it('the compared price is the price before VAT when IsPriceExcludeVATSearch', async () => {
    const vans = stock.vehicles.filter((v) => v.facts.type === 'van' && shown(v.facts));
    const sorted = [...vans].sort((a, b) => a.facts.price - b.facts.price);
    const limit = must(sorted[Math.floor(vans.length / 2)], 'a van').facts.price;
    const cards = await all('van', { MaxPrice: limit, IsPriceExcludeVATSearch: true });
    expect(cards.length).toBe(vans.filter((v) => v.facts.price <= limit).length);
    expect(cards.every((c) => factsOf(c).price <= limit)).toBe(true);
  });

  it('list filters keep only the chosen entries (OR within one list, AND across lists)', async () => {
    const criteria = {
      FuelTypes: [
        { Value: 'petrol', Selected: true },
        { Value: 'hybrid', Selected: true },
        { Value: 'diesel', Selected: false },
      ],
      Transmissions: [{ Value: 'automatic', Selected: true }],
    };
    const cards = await all('car', criteria);
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      expect(['petrol', 'hybrid']).toContain(factsOf(card).fuel);
      expect(factsOf(card).transmission).toBe('automatic');
    }
    expect(await count('car', { ...criteria, FuelTypes: [{ Value: '*', Selected: true }] })).toBeGreaterThanOrEqual(
      cards.length,
    );
  });

  it('distance: every result is within Distance of the postcode (district centroids), national otherwise', async () => {
    const centre = must(districtOf('M1 1AE'), 'M1');
    const criteria = { PostCode: 'M11AE', Distance: 60 };
    const cards = await all('car', criteria);
    for (const card of cards) expect(districtDistance(centre, factsOf(card))).toBeLessThanOrEqual(60);
    const expected = stock.vehicles.filter(
      (v) => v.facts.type === 'car' && shown(v.facts) && districtDistance(centre, v.facts) <= 60,
    );
    expect(cards.length).toBe(expected.length);
    expect(await count('car', { PostCode: 'M11AE', Distance: 1000 })).toBe(await count('car', {}));
  });

  it('a postcode that cannot be placed is 400 code 102 in words that are true for it', async () => {
    const refusals = [
      ['HELLO', 'Please enter a valid UK postcode'],
      ['QW11AA', 'Please enter a valid UK postcode'],
      ['AA9A9AA', 'We could not find AA9A 9AA. Check the postcode, or try one nearby'],
      [
        'BX11LT',
        'BX1 1LT is a postcode for mail only, with no place to measure distances from. Enter the postcode of where you are',
      ],
    ] as const;
    for (const [PostCode, FriendlyMessage] of refusals) {
      for (const url of ['/api/search/car/count', '/api/search/car/panel']) {
        const { status, body } = await post(url, { Type: 'car', PostCode });
        expect([PostCode, status, body]).toEqual([PostCode, 400, { Code: 102, FriendlyMessage }]);
      }
      const results = await post('/api/search/van/results', {
        isNewSearch: true,
        pagination: { CurrentPage: 1 },
        searchPanelParameters: { Type: 'van', PostCode },
      });
      expect([PostCode, results.status, results.body]).toEqual([PostCode, 400, { Code: 102, FriendlyMessage }]);
    }
  });

  it('every real postcode is searched: exact for a known district, approximate for a non-geographic or unknown one', async () => {
    const unknown = must(
      ['ZE9 9AA', 'YO99 1AA', 'KW99 1AA', 'HS99 1AA'].find((p) => !districtOf(p)),
      'a district the file lacks',
    );
    const cases = [
      ['N21AA', false],
      ['SW1H0BG', false],
      ['TR210HE', false],
      ['DH991NS', true],
      ['DE993GG', true],
      [unknown.replace(' ', ''), true],
    ] as const;
    for (const [PostCode, approximate] of cases) {
      const count = await post('/api/search/car/count', { Type: 'car', PostCode });
      expect([PostCode, count.status, count.body.DistanceIsApproximate]).toEqual([PostCode, 200, approximate]);
      expect(count.body.RecordCount, PostCode).toBeGreaterThan(0);
      const results = await post('/api/search/car/results', {
        isNewSearch: true,
        pagination: { CurrentPage: 1 },
        searchPanelParameters: { Type: 'car', PostCode, SortOrder: 'distance-asc' },
      });
      expect([PostCode, results.status, results.body.DistanceIsApproximate]).toEqual([PostCode, 200, approximate]);
      expect(results.body.Pagination.TotalRecords).toBe(count.body.RecordCount);
    }
    // No postcode, no distance: the flag is left out.
    expect((await post('/api/search/car/count', { Type: 'car' })).body.DistanceIsApproximate).toBeUndefined();
  });

  it('monthly cost: every result pays within the bounds by the finance formula', async () => {
    const criteria = {
      PaymentSearchSelection: { Selected: 'monthly' },
      MinPaymentMonthlyCost: 150,
      MaxPaymentMonthlyCost: 300,
      PaymentDeposit: 2000,
      PaymentTerm: 48,
      MaxPrice: 1000, // ignored in the monthly mode
    };
    const cards = await all('car', criteria);
    const pay = (f: VehicleFacts) => monthlyPayment(Math.max(0, f.priceIncVat - 2000), 48);
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      expect(pay(factsOf(card))).toBeGreaterThanOrEqual(150);
      expect(pay(factsOf(card))).toBeLessThanOrEqual(300);
    }
    const expected = stock.vehicles.filter((v) => v.facts.type === 'car' && shown(v.facts) && pay(v.facts) >= 150);
    expect(cards.length).toBe(expected.filter((v) => pay(v.facts) <= 300).length);
  });

  it('monthly cost: each card carries its payment on the search`s basis, and monthly-asc sorts by it', async () => {
    const monthly = { PaymentSearchSelection: { Selected: 'monthly' }, PaymentDeposit: 2000, PaymentTerm: 48 };
    const { Results } = await page('car', { ...monthly, SortOrder: 'monthly-asc' });
    const cards = Results.filter((result) => 'VehicleId' in result);
    expect(cards.length).toBeGreaterThan(1);
    for (const card of cards) {
      const pay = monthlyPayment(Math.max(0, card.GBPPriceIncVAT - 2000), 48);
      expect(card.MonthlyPayment).toEqual({ Pay: pay, Over: 48, Deposit: 2000, APR: 9.9, FinanceType: 'HP' });
    }
    const pays = cards.map((card) => card.MonthlyPayment?.Pay ?? Number.NaN);
    expect(pays).toEqual([...pays].sort((a, b) => a - b));
    // The defaults (1000 over 60) when the basis is not given; no monthly figure in the 'total' mode.
    const [first] = (await page('car', { PaymentSearchSelection: { Selected: 'monthly' } })).Results;
    expect(first?.MonthlyPayment).toMatchObject({ Over: 60, Deposit: 1000 });
    const [cash] = (await page('car', {})).Results;
    expect(cash?.MonthlyPayment).toBeUndefined();
  });

  it('monthly cost on PCP: exactly the cars a PCP is quoted on whose PCP payment is within the bounds, each card with that PCP', async () => {
    const basis = { deposit: 1500, term: 36, annualMileage: 12_000 };
    const criteria = {
      PaymentSearchSelection: { Selected: 'monthly' },
      PaymentFinanceType: 'PCP',
      PaymentDeposit: basis.deposit,
      PaymentTerm: basis.term,
      PaymentMileage: basis.annualMileage,
      MinPaymentMonthlyCost: 150,
      MaxPaymentMonthlyCost: 250,
    };
    const now = new Date();
    const pcpOf = (f: VehicleFacts) =>
      vehiclePcpExample({ price: f.priceIncVat, registrationDate: f.registrationDate, mileage: f.mileage }, now, basis);
    const cars = stock.vehicles.filter((v) => v.facts.type === 'car' && shown(v.facts));
    const offered = cars.filter((v) => pcpOf(v.facts));
    const expected = offered.filter((v) => {
      const pay = pcpOf(v.facts)?.Pay ?? 0;
      return pay >= 150 && pay <= 250;
    });
    // The stock has cars a PCP is not offered on, and cars whose HP payment is in the bounds but whose PCP is not.
    expect(offered.length).toBeLessThan(cars.length);
    const hpOnly = cars.filter((v) => {
      const hp = monthlyPayment(v.facts.priceIncVat - basis.deposit, basis.term);
      return hp >= 150 && hp <= 250 && !expected.includes(v);
    });
    expect(hpOnly.length).toBeGreaterThan(0);
    expect(expected.length).toBeGreaterThan(0);

    expect(await count('car', criteria)).toBe(expected.length);
    const cards = await all('car', criteria);
    expect(cards.map((card) => card.VehicleId).sort()).toEqual(expected.map((v) => v.facts.vehicleId).sort());
    for (const card of cards) {
      const pcp = pcpOf(factsOf(card));
      expect(card.MonthlyPayment, `${card.VehicleId}`).toEqual({
        Pay: pcp?.Pay,
        Over: basis.term,
        Deposit: basis.deposit,
        APR: 9.9,
        FinanceType: 'PCP',
        FinalPayment: pcp?.FinalPayment,
        AnnualMileage: basis.annualMileage,
      });
    }
    // Lowest PCP payment first: not the cash price's order, as age and mileage change a PCP's payment.
    const cheapest = (await page('car', { ...criteria, SortOrder: 'monthly-asc' })).Results;
    const pays = cheapest.map((card) => card.MonthlyPayment?.Pay ?? Number.NaN);
    expect(pays).toEqual(
      expected
        .map((v) => pcpOf(v.facts)?.Pay ?? 0)
        .sort((a, b) => a - b)
        .slice(0, 20),
    );
    // The mileage sets the final payment, so more miles a year means a higher payment and other matches.
    const further = await count('car', { ...criteria, PaymentMileage: 25_000 });
    const furtherExpected = cars.filter((v) => {
      const pay =
        vehiclePcpExample(
          { price: v.facts.priceIncVat, registrationDate: v.facts.registrationDate, mileage: v.facts.mileage },
          now,
          { ...basis, annualMileage: 25_000 },
        )?.Pay ?? 0;
      return pay >= 150 && pay <= 250;
    });
    expect(further).toBe(furtherExpected.length);
    expect(further).not.toBe(expected.length);
  });

  it('monthly cost: a vehicle whose price leaves less than the £1,000 minimum credit after the deposit is not counted, listed, sorted or shown', async () => {
    const deposit = 3000;
    const monthly = { PaymentSearchSelection: { Selected: 'monthly' }, PaymentDeposit: deposit, PaymentTerm: 60 };
    const cars = stock.vehicles.filter((v) => v.facts.type === 'car' && shown(v.facts));
    const financed = cars.filter((v) => v.facts.priceIncVat - deposit >= 1000);
    // The stock has cars the rule leaves out, so the test can fail.
    expect(financed.length).toBeLessThan(cars.length);
    expect(financed.length).toBeGreaterThan(0);
    expect(await count('car', monthly)).toBe(financed.length);
    // In the Price mode the same deposit changes nothing.
    expect(await count('car', { PaymentDeposit: deposit })).toBe(cars.length);

    const cheapest = await page('car', { ...monthly, SortOrder: 'monthly-asc' });
    expect(cheapest.Pagination.TotalRecords).toBe(financed.length);
    const lowest = Math.min(...financed.map((v) => v.facts.priceIncVat));
    expect(cheapest.Results[0]?.GBPPriceIncVAT).toBe(lowest);
    for (const card of cheapest.Results) {
      expect(card.GBPPriceIncVAT - deposit, `${card.VehicleId}`).toBeGreaterThanOrEqual(1000);
      expect(card.MonthlyPayment?.Pay, `${card.VehicleId}`).toBeGreaterThan(0);
    }
    // Monthly bounds and the panel's counters leave them out too.
    const within = { ...monthly, MaxPaymentMonthlyCost: 150 };
    const pay = (f: VehicleFacts) => monthlyPayment(f.priceIncVat - deposit, 60);
    expect(await count('car', within)).toBe(financed.filter((v) => pay(v.facts) <= 150).length);
    const { body } = await post('/api/search/car/panel', { Type: 'car', ...monthly });
    expect(body.MakeModels.find((m: { Value: string }) => m.Value === '*').Counter).toBe(financed.length);
    expect(body.FuelTypes.find((f: { Value: string }) => f.Value === '*').Counter).toBe(financed.length);
  });

  it('toggles, sold status, VAT mode, dealer, ExcludedVehicles and Keywords filter', async () => {
    const dealer = must(
      stock.vehicles.find((v) => v.facts.type === 'car'),
      'a car',
    ).facts.dealerId;
    const checks: [Criteria, (f: VehicleFacts) => boolean][] = [
      [{ SelectedSoldStatusV2: 'sold' }, (f) => f.sold && !f.dealerOnlineOnly && !f.batteryIsLeased],
      [
        { SelectedSoldStatusV2: 'both', IsReduced: true, IncludeOnlineOnlySearch: true, BatteryIsLeased: true },
        (f) => f.reduced,
      ],
      [{ IncludeOnlineOnlySearch: true }, (f) => !f.sold && !f.batteryIsLeased],
      [{ IsRecentlyAdded: true }, (f) => Date.parse(f.listedAt) >= Date.now() - 7 * 86_400_000 && shown(f)],
      [{ SelectedVATInclusionType: 'exvat' }, (f) => f.priceExcludesVat && shown(f)],
      [{ IsULEZCompliant: true, ExcludeImports: true }, (f) => f.ulezCompliant && !f.imported && shown(f)],
      [{ ExcludeHistoryCatSCatC: true }, (f) => f.writeOff !== 'S' && f.writeOff !== 'C' && shown(f)],
      [{ DealerId: dealer }, (f) => f.dealerId === dealer && shown(f)],
      [{ SelectedPower: '100-150' }, (f) => f.powerBhp >= 100 && f.powerBhp <= 150 && shown(f)],
      [{ MinYear: 2020, MaxAge: 8 }, (f) => f.year >= 2020 && shown(f)],
      [
        { SelectedCO2Emission: '0-120', MaxEngineSize: 1600 },
        (f) => f.co2GPerKm <= 120 && f.engineSizeCc <= 1600 && shown(f),
      ],
      [
        { SelectedFuelEfficiency: '50-70.5' },
        (f) => (f.fuelEconomyMpg ?? -1) >= 50 && (f.fuelEconomyMpg ?? 99) <= 70.5 && shown(f),
      ],
      [
        { Colours: [{ Value: 'white', Selected: true }], Doors: [{ Value: '5', Selected: true }] },
        (f) => f.colour === 'white' && f.doors === 5 && shown(f),
      ],
      [{ DealerRating: [{ Value: '90', Selected: true }] }, (f) => f.dealerRating >= 90 && shown(f)],
      [{ IsHot: true, IsPriceAndGo: true }, (f) => f.hot && f.priceAndGo && shown(f)],
    ];
    for (const [criteria, holds] of checks) {
      const cards = await all('car', criteria);
      expect(
        cards.every((c) => holds(factsOf(c))),
        JSON.stringify(criteria),
      ).toBe(true);
      const expected = stock.vehicles.filter((v) => v.facts.type === 'car' && holds(v.facts));
      expect(cards.length, JSON.stringify(criteria)).toBe(expected.length);
    }
    const first = (await page('car', {})).Results.slice(0, 3).map((c) => c.VehicleId);
    const without = await all('car', { ExcludedVehicles: first });
    expect(without.some((c) => first.includes(c.VehicleId))).toBe(false);
    expect(without.length).toBe((await count('car', {})) - 3);
    const word = must(
      stock.vehicles.find((v) => v.facts.type === 'car' && shown(v.facts)),
      'an unsold car',
    ).facts.model.toUpperCase();
    const keyword = await all('car', { Keywords: [{ Value: word }] });
    expect(keyword.length).toBeGreaterThan(0);
    expect(keyword.every((c) => factsOf(c).keywordsText.toLowerCase().includes(word.toLowerCase()))).toBe(true);
  });

  it("takes the contract's maximum of keywords, each a substring that must occur, LIKE characters as typed", async () => {
    const car = must(
      stock.vehicles.find((v) => v.facts.type === 'car' && shown(v.facts)),
      'an unsold car',
    ).facts;
    const text = car.keywordsText.toLowerCase();
    // Pieces of one car's own text, up to the maximum: at least that car matches them all.
    const pieces = [...new Set(text.split(/\s+/).filter((w) => /^[a-z0-9]+$/.test(w)))];
    const keywords = Array.from({ length: FilterOptionList.maxItems }, (_, i) => {
      const word = must(pieces[i % pieces.length], 'a word');
      return { Value: i < pieces.length ? word : word.slice(0, 1 + (i % word.length)).toUpperCase() };
    });
    const matches = (f: VehicleFacts) =>
      shown(f) && keywords.every((k) => f.keywordsText.toLowerCase().includes(k.Value.toLowerCase()));
    const found = await all('car', { Keywords: keywords });
    expect(found.map((c) => c.VehicleId)).toContain(car.vehicleId);
    expect(found.length).toBe(stock.vehicles.filter((v) => v.facts.type === 'car' && matches(v.facts)).length);
    expect(await count('car', { Keywords: keywords })).toBe(found.length);
    // % and _ are LIKE's own characters: as keywords they are themselves.
    for (const sign of ['%', '_']) {
      const expected = stock.vehicles.filter(
        (v) => v.facts.type === 'car' && shown(v.facts) && v.facts.keywordsText.includes(sign),
      );
      expect(await count('car', { Keywords: [{ Value: sign }] }), sign).toBe(expected.length);
    }
  });

  it("a dealer's stock names its dealer; any other search, or a dealer not known, names none", async () => {
    const { dealer } = must(stock.dealers[0], 'a dealer');
    const answer = (await page('car', { DealerId: dealer.Id })) as { Dealer?: unknown };
    expect(answer.Dealer).toEqual({ Id: dealer.Id, Name: dealer.Name });
    expect(((await page('car', {})) as { Dealer?: unknown }).Dealer).toBeUndefined();
    expect(((await page('car', { DealerId: 999999 })) as { Dealer?: unknown }).Dealer).toBeUndefined();
  });

  it('a narrower criterion never counts more', async () => {
    const steps: Criteria[] = [
      {},
      { PostCode: 'B11BB' },
      { PostCode: 'B11BB', Distance: 200 },
      { PostCode: 'B11BB', Distance: 200, MaxPrice: 30000 },
      { PostCode: 'B11BB', Distance: 200, MaxPrice: 30000, MinPrice: 5000 },
      { PostCode: 'B11BB', Distance: 100, MaxPrice: 30000, MinPrice: 5000, MaxMileage: 80000 },
      { PostCode: 'B11BB', Distance: 100, MaxPrice: 30000, MinPrice: 5000, MaxMileage: 80000, ...ford },
    ];
    let previous = Infinity;
    for (const criteria of steps) {
      const n = await count('car', criteria);
      expect(n, JSON.stringify(criteria)).toBeLessThanOrEqual(previous);
      previous = n;
    }
  });

  it("a Type other than the path's is 422; a band that is no number matches nothing", async () => {
    for (const url of ['/api/search/car/count', '/api/search/car/panel', '/api/search/car/panel/all']) {
      const { status, body } = await post(url, { Type: 'van' });
      expect(status, url).toBe(422);
      expect(body.Code).toBe(100);
    }
    const results = await post('/api/search/van/results', {
      isNewSearch: true,
      pagination: { CurrentPage: 1 },
      searchPanelParameters: { Type: 'car' },
    });
    expect(results.status).toBe(422);
    expect(await count('car', { SelectedPower: 'fast' })).toBe(0);
  });
});

describe('orders and pages', () => {
  const criteria = { PostCode: 'LS11UR', Distance: 150, IsRecommendedSearch: true };
  const keys: Record<string, (f: VehicleFacts) => (number | boolean)[]> = {
    'price-asc': (f) => [f.priceIncVat, f.vehicleId],
    'price-desc': (f) => [-f.priceIncVat, f.vehicleId],
    'mileage-asc': (f) => [f.mileage, f.vehicleId],
    'year-desc': (f) => [-f.year, f.mileage, f.vehicleId],
    'distance-asc': (f) => [districtDistance(must(districtOf('LS1 1UR'), 'LS1'), f), f.vehicleId],
    'recently-added': (f) => [-f.vehicleId],
  };
  const compare = (a: (number | boolean)[], b: (number | boolean)[]) => {
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return Number(a[i]) - Number(b[i]);
    return 0;
  };

  it('every sort order holds across pages, with its tie-breaks', async () => {
    for (const [SortOrder, key] of Object.entries(keys)) {
      const cards = await all('van', { ...criteria, SortOrder });
      expect(cards.length).toBe(await count('van', criteria));
      const seen = cards.map((c) => key(factsOf(c)));
      const sorted = [...seen].sort(compare);
      expect(seen, SortOrder).toEqual(sorted);
    }
  });

  /** Every card of the search in its order, in pages of `size`. */
  async function inPagesOf(size: number, criteria: Criteria): Promise<Card[]> {
    const cards: Card[] = [];
    for (let k = 1; ; k++) {
      const { Results, Pagination } = await page('car', criteria, k, size);
      cards.push(...Results);
      if (k * size >= Pagination.TotalRecords) return cards;
    }
  }

  it('relevance: each page starts with its Featured places, the rest by distance band, recommended dealer, newest', async () => {
    const centre = must(districtOf('LS1 1UR'), 'LS1');
    const bands = [10, 25, 50, 100];
    const band = (f: VehicleFacts) => {
      const found = bands.findIndex((miles) => districtDistance(centre, f) <= miles);
      return found === -1 ? bands.length : found;
    };
    const relevance = (f: VehicleFacts) => [band(f), f.dealerRating >= 90 ? 0 : 1, -f.vehicleId];
    const national = { PostCode: 'LS11UR', IsRecommendedSearch: true };
    const byRelevance = (cards: Card[]) =>
      [...cards].sort((a, b) => compare(relevance(factsOf(a)), relevance(factsOf(b))));
    const ids = (cards: Card[]) => cards.map((card) => card.VehicleId);

    // Pages of 20: 3 Featured places at the top of each, 17 for the rest, each kind in relevance order.
    const cards = await inPagesOf(20, national);
    expect(cards.length).toBe(await count('car', national));
    const featured = byRelevance(cards.filter((card) => factsOf(card).featured));
    const others = byRelevance(cards.filter((card) => !factsOf(card).featured));
    expect(featured.length, 'the stock needs Featured adverts for three pages').toBeGreaterThan(6);
    const placed: Card[] = [];
    for (let k = 0; placed.length < cards.length; k++)
      placed.push(...featured.slice(3 * k, 3 * k + 3), ...others.slice(17 * k, 17 * k + 17));
    expect(ids(cards)).toEqual(ids(placed));
    // The first page: its ordinary cards are the nearest band's newest.
    expect(band(factsOf(must(cards[3], 'the fourth card')))).toBe(band(factsOf(must(others[0], 'the nearest'))));

    // A page of 6 has no Featured places: every advert in relevance order.
    expect(ids(await inPagesOf(6, national))).toEqual(ids(byRelevance(cards)));
  });

  it('pages do not overlap, cover the set, carry Position, and a page past the end is empty', async () => {
    const total = await count('car', ford);
    const ids = new Set<number>();
    let pages = 0;
    for (let k = 1; k <= Math.ceil(total / 7); k++) {
      const { Results, Pagination } = await page('car', { ...ford, PaginationCurrentPage: 99 }, k, 7);
      expect(Pagination).toEqual({ CurrentPage: k, TotalRecords: total, PageSize: 7 });
      expect(Results.length).toBe(Math.min(7, total - (k - 1) * 7));
      Results.forEach((card, index) => {
        expect(card.Position).toBe((k - 1) * 7 + index + 1);
        ids.add(card.VehicleId);
      });
      pages++;
    }
    expect(pages).toBeGreaterThan(1);
    expect(ids.size).toBe(total);
    const past = await page('car', ford, Math.ceil(total / 7) + 1, 7);
    expect(past.Results).toEqual([]);
    expect(past.Pagination.TotalRecords).toBe(total);
    expect((await page('car', ford)).Pagination.PageSize).toBe(20);
  });
});

describe('panels', () => {
  it('make, model and list filter counters equal the count with that entry chosen instead', async () => {
    const criteria = { ...ford, MaxMileage: 70000, FuelTypes: [{ Value: 'petrol', Selected: true }] };
    const { status, body } = await post('/api/search/car/panel', { Type: 'car', ...criteria });
    expect(status).toBe(200);
    const makes = body.MakeModels as { Value: string; Counter: number; Selected: boolean; Models: any[] }[]; // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(makes.find((m) => m.Value === 'ford')?.Selected).toBe(true);
    expect(makes.find((m) => m.Value === '*')?.Counter).toBe(await count('car', { ...criteria, MakeModels: [] }));
    for (const make of makes.filter((m) => m.Value !== '*').slice(0, 5)) {
      const chosen = { ...criteria, MakeModels: [{ Value: make.Value, Selected: true }] };
      expect(make.Counter, make.Value).toBe(await count('car', chosen));
      const model = make.Models[0];
      const withModel = {
        ...criteria,
        MakeModels: [{ Value: make.Value, Selected: true, Models: [{ Value: model.Value, Selected: true }] }],
      };
      expect(model.Counter, `${make.Value} ${model.Value}`).toBe(await count('car', withModel));
    }
    expect(await count('car', criteria)).toBe(
      must(
        makes.find((m) => m.Value === 'ford'),
        'ford',
      ).Counter,
    );
    for (const fuel of body.FuelTypes.filter((f: { Value: string }) => f.Value !== '*')) {
      const chosen = { ...criteria, FuelTypes: [{ Value: fuel.Value, Selected: true }] };
      expect(fuel.Counter, fuel.Value).toBe(await count('car', chosen));
    }
    expect(body.FuelTypes.find((f: { Value: string }) => f.Value === 'petrol').Selected).toBe(true);
    expect(body.MaxMileage).toBe(70000);
  });

  it.each([
    ['a postcode, a distance and a max price', { PostCode: 'M11AE', Distance: 60, MaxPrice: 10000 }],
    [
      'a postcode, a distance and a monthly cost',
      {
        PostCode: 'M11AE',
        Distance: 100,
        PaymentSearchSelection: { Selected: 'monthly' },
        MaxPaymentMonthlyCost: 250,
        PaymentDeposit: 2000,
        PaymentTerm: 48,
      },
    ],
  ])("with %s, Make (any) counts the search's count and every counter is that of its choice", async (_, criteria) => {
    const { status, body } = await post('/api/search/car/panel', { Type: 'car', ...criteria });
    expect(status).toBe(200);
    type Entry = { Value: string; Counter: number; Models?: Entry[] };
    const total = await count('car', criteria);
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThan(await count('car', {}));
    const makes = body.MakeModels as Entry[];
    expect(makes.find((m) => m.Value === '*')?.Counter).toBe(total);
    expect(makes.filter((m) => m.Value !== '*').reduce((sum, m) => sum + m.Counter, 0)).toBe(total);
    for (const make of makes.filter((m) => m.Value !== '*' && m.Counter > 0).slice(0, 4)) {
      const chosen = { ...criteria, MakeModels: [{ Value: make.Value, Selected: true }] };
      expect(make.Counter, make.Value).toBe(await count('car', chosen));
      const withMake = await post('/api/search/car/panel', { Type: 'car', ...chosen });
      const models = (withMake.body.MakeModels as Entry[]).find((m) => m.Value === make.Value)?.Models ?? [];
      for (const model of models.slice(0, 2)) {
        const withModel = {
          ...criteria,
          MakeModels: [{ ...chosen.MakeModels[0], Models: [{ Value: model.Value, Selected: true }] }],
        };
        expect(model.Counter, `${make.Value} ${model.Value}`).toBe(await count('car', withModel));
      }
    }
    const styles = (body.BodyStyles as Entry[]).filter((b) => b.Value !== '*');
    // Each car has one body style: with none chosen, the styles' counters add up to the count.
    expect(styles.reduce((sum, b) => sum + b.Counter, 0)).toBe(total);
    for (const style of styles) {
      const chosen = { ...criteria, BodyStyles: [{ Value: style.Value, Selected: true }] };
      expect(style.Counter, style.Value).toBe(await count('car', chosen));
    }
  });

  it('the reset panel is the default panel, its counters the default counts', async () => {
    const { status, body } = await get('/api/search/van/panel/default');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      PostCode: '',
      Type: 'van',
      Distance: 1000,
      PaymentDeposit: 1000,
      PaymentTerm: 60,
      PaymentMileage: 10000,
      SelectedSoldStatusV2: 'notsold',
      SelectedVATInclusionType: 'both',
      MinImageCountActive: false,
      IsRecommendedSearch: false,
    });
    expect(body.MakeModels[0]).toMatchObject({ Value: '*', Selected: true, Counter: await count('van', {}) });
    const whole = await post('/api/search/van/panel/all', { Type: 'van' });
    expect(whole.body.MakeModels).toEqual(body.MakeModels);
  });
});

describe('vehicle cards and lookups', () => {
  it('cards come in the order asked, ids not found left out', async () => {
    const [a, b] = stock.vehicles.slice(-2).map((v) => v.facts.vehicleId);
    // The comma form the contract declares (explode: false); the same parameter sent twice is refused.
    const { status, body } = await get(`/api/vehicles?ids=${b},99999999,${a}`);
    expect(status).toBe(200);
    expect(body.Vehicles.map((c: Card) => c.VehicleId)).toEqual([b, a]);
  });

  it('make lookups count what a search for the make counts', async () => {
    const { body } = await get('/api/lookups/van/makes');
    for (const make of body.Makes.filter((m: { Value: string }) => m.Value !== '*').slice(0, 4))
      expect(make.Counter).toBe(await count('van', { MakeModels: [{ Value: make.Value, Selected: true }] }));
    const fuels = await get('/api/lookups/car/fuels');
    for (const fuel of fuels.body.Options.filter((o: { Value: string }) => o.Value !== '*'))
      expect(fuel.Counter).toBe(await count('car', { FuelTypes: [{ Value: fuel.Value, Selected: true }] }));
    const styles = await get('/api/lookups/car/body-styles');
    expect(styles.status).toBe(200);
  });

  it("the price-bands lookup lists the landing pages' bands that have cars, each with its page's count", async () => {
    const { status, body } = await get('/api/lookups/car/price-bands');
    expect(status).toBe(200);
    const listed = new Map((body.Options as { Value: string; Counter: number }[]).map((o) => [Number(o.Value), o]));
    for (const amount of [500, 1000, 2000, 3000, 5000, 10000, 15000, 20000]) {
      const n = await count('car', { MaxPrice: amount });
      expect(listed.get(amount)?.Counter ?? 0, `under £${amount}`).toBe(n);
      expect(listed.has(amount), `under £${amount} listed`).toBe(n > 0);
    }
    expect([...listed.keys()]).toEqual([...listed.keys()].sort((a, b) => a - b));
  });

  it('every town of the locations lookup can be searched from its centre postcode', async () => {
    const { status, body } = await get('/api/lookups/locations');
    expect(status).toBe(200);
    const towns = body.Counties.flatMap((c: { Towns: { CentrePostCode: string }[] }) => c.Towns);
    expect(towns.length).toBeGreaterThan(0);
    for (const town of towns.slice(0, 10)) {
      const centre = must(districtOf(town.CentrePostCode), town.CentrePostCode);
      const expected = stock.vehicles.filter(
        (v) => v.facts.type === 'car' && shown(v.facts) && districtDistance(centre, v.facts) <= 20,
      ).length;
      expect(
        await count('car', { PostCode: town.CentrePostCode.replace(' ', ''), Distance: 20 }),
        `cars within 20 miles of ${town.CentrePostCode}`,
      ).toBe(expected);
    }
  });
});

describe('finance formula', () => {
  it("gives the contract's example", () => {
    expect(financeQuote({ price: 9495, deposit: 1000, term: 60 })).toMatchObject({
      MonthlyPayment: 178.32,
      RepresentativeExample: { Borrow: 8495, Pay: 178.32, Total: 11699.2, Credit: 2204.2, Interest: 5.19, APR: 9.9 },
    });
    expect(() => financeQuote({ price: 1000, deposit: 1000, term: 60 })).toThrow(RangeError);
  });
});
