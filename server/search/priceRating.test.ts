/**
 * The price rating as a backend team observes it: getVehicle's PriceIndicator or PriceNotRated, the
 * search that finds its comparables, the SelectedPriceIndicator filter and the 'price-rating' order.
 * The stock is the test stock with a family of similar cars added around one of its own, so some
 * groups hold enough adverts to be rated; the expected figures are worked out here from the rule as
 * the contract words it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateStock } from '../seed/generate';
import { postcodeDistricts } from '../seed/postcodes';
import type { Stock, StockVehicle } from '../seed/types';
import type { Started } from '../start';
import { TestBrowser, testServer } from '../testing';
import { must } from '../handlers/fixture';

const base = generateStock({ dealers: 40, vehicles: 500 });

/** A copy of `vehicle` with another id, price, year and mileage (its card and facts agree). */
function similar(vehicle: StockVehicle, id: number, price: number, year: number, mileage: number): StockVehicle {
  const card = {
    ...vehicle.detail.Vehicle,
    VehicleId: id,
    GBPPrice: price,
    GBPPriceIncVAT: price,
    Price: `£${price.toLocaleString('en-GB')}`,
    RegistrationYear: year,
    Mileage: mileage,
    DetailsPageUrl: vehicle.detail.Vehicle.DetailsPageUrl.replace(/\d+$/, String(id)),
  };
  return {
    detail: { ...vehicle.detail, Vehicle: card },
    facts: {
      ...vehicle.facts,
      vehicleId: id,
      price,
      priceIncVat: price,
      priceExVat: price,
      year,
      mileage,
      registration: `${vehicle.facts.registration.slice(0, 4)}${String(id).slice(-3)}`,
      sold: false,
      writeOff: null,
      imported: false,
    },
  };
}

const seed = must(
  base.vehicles.find(
    ({ facts: f }) =>
      f.type === 'car' &&
      !f.sold &&
      !f.writeOff &&
      !f.imported &&
      !f.priceExcludesVat &&
      f.year >= 2018 &&
      f.mileage > 20_000 &&
      f.mileage < 29_000 &&
      f.priceIncVat > 6_000 &&
      f.priceIncVat < 40_000,
  ),
  'a car to gather similar ones around',
);
const median = seed.facts.priceIncVat;
// Eleven more of it, the same year or one either side, the same mileage band (20,001 to 30,000).
const family = [-0.12, -0.07, -0.05, -0.02, 0, 0.01, 0.03, 0.06, 0.09, 0.15, 0.2].map((share, i) =>
  similar(seed, 29_000_001 + i, Math.round(median * (1 + share)), seed.facts.year + (i % 3) - 1, 20_500 + i * 700),
);
// One of each kind never rated, though similar: a write-off, an import, a sold one (compared, not rated).
const writeOff = similar(seed, 29_000_101, median, seed.facts.year, 25_000);
writeOff.facts.writeOff = 'S';
const imported = similar(seed, 29_000_102, median, seed.facts.year, 25_000);
imported.facts.imported = true;
const sold = similar(seed, 29_000_103, median, seed.facts.year, 25_000);
sold.facts.sold = true;
sold.detail.Vehicle.Sold = true;
const stock: Stock = { dealers: base.dealers, vehicles: [...base.vehicles, ...family, writeOff, imported, sold] };

let server: Started;
let browser: TestBrowser;
beforeAll(async () => {
  server = await testServer({ stock: async () => stock, districts: postcodeDistricts, version: 'price-ratings' });
  browser = new TestBrowser(server.app);
});
afterAll(async () => server.app.close());

interface Indicator {
  Label: string;
  Comparables: {
    Count: number;
    MedianPrice: number;
    LowerQuartile: number;
    UpperQuartile: number;
    YearFrom: number;
    YearTo: number;
    MileageFrom: number;
    MileageTo: number;
    Search: Record<string, unknown>;
  };
}
interface Detail {
  Vehicle: { VehicleId: number; GBPPriceIncVAT: number };
  PriceIndicator?: Indicator;
  PriceNotRated?: { Reason: string; Compared?: number };
}

const vehicle = async (id: number) => (await browser.call('GET', `/api/vehicles/${id}`)).body as Detail;
const count = async (criteria: Record<string, unknown>) =>
  (await browser.call('POST', '/api/search/car/count', criteria)).body.RecordCount as number;

/** The contract's percentile: linear between the closest ranks, rounded half up. */
function percentile(prices: number[], fraction: number) {
  const sorted = [...prices].sort((a, b) => a - b);
  const at = (sorted.length - 1) * fraction;
  const low = sorted[Math.floor(at)] ?? 0;
  const high = sorted[Math.ceil(at)] ?? 0;
  return Math.round(low + (at - Math.floor(at)) * (high - low));
}

/** The contract's bands, by the difference from the median as a share of it. */
function bandOf(price: number, med: number) {
  const difference = (price - med) / med;
  if (difference <= -0.08) return 'Great price';
  if (difference <= -0.03) return 'Good price';
  if (difference <= 0.05) return 'Fair price';
  return 'High price';
}

describe('the price rating', () => {
  it('rates an advert against its comparables, and its Search finds exactly them', async () => {
    const detail = await vehicle(seed.facts.vehicleId);
    const indicator = must(detail.PriceIndicator, 'a price label on the car with eleven similar ones');
    expect(detail.PriceNotRated).toBeUndefined();
    const { Comparables: like } = indicator;
    // The comparables by the rule: the same group within a year, in the band, no write-off or import.
    const compared = stock.vehicles.filter(
      ({ facts: f }) =>
        f.type === 'car' &&
        f.makeSlug === seed.facts.makeSlug &&
        f.modelSlug === seed.facts.modelSlug &&
        f.fuel === seed.facts.fuel &&
        f.transmission === seed.facts.transmission &&
        Math.abs(f.year - seed.facts.year) <= 1 &&
        f.mileage >= 20_001 &&
        f.mileage <= 30_000 &&
        !f.writeOff &&
        !f.imported,
    );
    const prices = compared.map((v) => v.facts.priceIncVat);
    expect(like.Count).toBe(compared.length);
    expect(like.MedianPrice).toBe(percentile(prices, 0.5));
    expect(like.LowerQuartile).toBe(percentile(prices, 0.25));
    expect(like.UpperQuartile).toBe(percentile(prices, 0.75));
    expect([like.YearFrom, like.YearTo, like.MileageFrom, like.MileageTo]).toEqual([
      seed.facts.year - 1,
      seed.facts.year + 1,
      20_001,
      30_000,
    ]);
    expect(indicator.Label).toBe(bandOf(seed.facts.priceIncVat, like.MedianPrice));
    expect(await count(like.Search)).toBe(like.Count);
  });

  it('labels every rated member of the family by its own price, and says why the others have none', async () => {
    const labels = new Set<string>();
    for (const member of family) {
      const detail = await vehicle(member.facts.vehicleId);
      const indicator = must(detail.PriceIndicator, `a label on ${member.facts.vehicleId}`);
      expect(indicator.Label).toBe(bandOf(member.facts.priceIncVat, indicator.Comparables.MedianPrice));
      labels.add(indicator.Label);
    }
    expect([...labels].sort()).toEqual(['Fair price', 'Good price', 'Great price', 'High price']);
    expect((await vehicle(writeOff.facts.vehicleId)).PriceNotRated).toEqual({ Reason: 'write-off' });
    expect((await vehicle(imported.facts.vehicleId)).PriceNotRated).toEqual({ Reason: 'import' });
    const soldDetail = await vehicle(sold.facts.vehicleId);
    expect(soldDetail.PriceNotRated).toEqual({ Reason: 'sold' });
    expect(soldDetail.PriceIndicator).toBeUndefined();
  });

  it('gives no label with fewer than 6 compared, and says how many there were', async () => {
    let seen = 0;
    for (const { facts } of base.vehicles.slice(0, 200)) {
      const detail = await vehicle(facts.vehicleId);
      expect(Boolean(detail.PriceIndicator) !== Boolean(detail.PriceNotRated), `vehicle ${facts.vehicleId}`).toBe(true);
      if (detail.PriceNotRated?.Reason !== 'too-few') continue;
      seen++;
      const compared = must(detail.PriceNotRated.Compared, 'how many were compared');
      expect(compared).toBeGreaterThanOrEqual(1);
      expect(compared).toBeLessThan(6);
    }
    expect(seen).toBeGreaterThan(0);
  });

  it('filters by the label (SelectedPriceIndicator) and sorts best priced first', async () => {
    const group = { Type: 'car', MakeModels: [{ Value: seed.facts.makeSlug, Selected: true }] };
    const level = (name: string) => count({ ...group, SelectedPriceIndicator: name });
    const [any, fair, good, great] = [
      await level('any'),
      await level('fair'),
      await level('good'),
      await level('great'),
    ];
    expect(great).toBeGreaterThan(0);
    expect(great).toBeLessThan(good);
    expect(good).toBeLessThan(fair);
    expect(fair).toBeLessThan(any);
    const cards: { VehicleId: number; GBPPriceIncVAT: number }[] = [];
    for (let page = 1; cards.length < good; page++) {
      const { body } = await browser.call('POST', '/api/search/car/results', {
        isNewSearch: page === 1,
        searchPanelParameters: { ...group, SelectedPriceIndicator: 'good', SortOrder: 'price-rating' },
        pagination: { CurrentPage: page },
      });
      expect(body.Results.length, `page ${page}`).toBeGreaterThan(0);
      cards.push(...body.Results);
    }
    expect(cards.length).toBe(good);
    const shares: number[] = [];
    for (const card of cards) {
      const indicator = must((await vehicle(card.VehicleId)).PriceIndicator, `a label on ${card.VehicleId}`);
      expect(['Great price', 'Good price']).toContain(indicator.Label);
      shares.push(card.GBPPriceIncVAT / indicator.Comparables.MedianPrice);
    }
    expect(shares).toEqual([...shares].sort((a, b) => a - b));
  });
});
