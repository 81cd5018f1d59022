import { describe, expect, it } from 'vitest';
import {
  type RatedFacts,
  labelBandsText,
  labelFor,
  labelOfCode,
  mileageBand,
  priceRatingRule,
  quantile,
  ratePrices,
} from './priceRating';

const fiesta = (id: number, price: number, more: Partial<RatedFacts> = {}): RatedFacts => ({
  id,
  type: 'car',
  make: 'ford',
  model: 'fiesta',
  fuel: 'petrol',
  transmission: 'manual',
  year: 2019,
  mileage: 28_000,
  price,
  sold: false,
  writeOff: null,
  imported: false,
  ...more,
});

const byId = (ratings: ReturnType<typeof ratePrices>) => new Map(ratings.map((rating) => [rating.id, rating]));

describe('the mileage bands', () => {
  it('takes both ends of each band, and everything above the last top in the last band', () => {
    expect(mileageBand(0)).toEqual({ from: 0, to: 10_000 });
    expect(mileageBand(10_000)).toEqual({ from: 0, to: 10_000 });
    expect(mileageBand(10_001)).toEqual({ from: 10_001, to: 20_000 });
    expect(mileageBand(60_001)).toEqual({ from: 60_001, to: 80_000 });
    expect(mileageBand(130_000)).toEqual({ from: 100_001, to: 130_000 });
    expect(mileageBand(250_000)).toEqual({ from: 130_001, to: 999_999 });
  });
});

describe('the quantiles', () => {
  it('interpolates between the closest ranks, as percentile_cont, rounded half up to the pound', () => {
    const prices = [8_000, 9_000, 10_000, 12_000];
    // (n - 1) × 0.5 = 1.5: halfway from 9,000 to 10,000.
    expect(quantile(prices, 0.5)).toBe(9_500);
    // 0.75: 8,000 + 0.75 × 1,000.
    expect(quantile(prices, 0.25)).toBe(8_750);
    // 2.25: 10,000 + 0.25 × 2,000.
    expect(quantile(prices, 0.75)).toBe(10_500);
    expect(quantile([1, 2], 0.5)).toBe(2);
    expect(quantile([7_000], 0.25)).toBe(7_000);
  });
});

describe('the labels', () => {
  it('bands the difference from the median: the band edges take the better label', () => {
    const label = (price: number) => labelFor(price, 10_000).label;
    expect(label(9_200)).toBe('Great price');
    expect(label(9_201)).toBe('Good price');
    expect(label(9_700)).toBe('Good price');
    expect(label(9_701)).toBe('Fair price');
    expect(label(10_500)).toBe('Fair price');
    expect(label(10_501)).toBe('High price');
    expect(labelOfCode(1)).toBe('Great price');
    expect(labelOfCode(5)).toBeUndefined();
  });

  it('words the bands from the same figures', () => {
    expect(labelBandsText()).toBe(
      'Great price: at least 8% below the median. Good price: 3% to 8% below. Fair price: from 3% below to 5% above. High price: more than 5% above.',
    );
  });
});

describe('rating a stock', () => {
  it('compares an advert with its group within a year either side, itself included', () => {
    const ratings = byId(
      ratePrices(
        [
          fiesta(1, 9_000),
          fiesta(2, 9_500, { year: 2018 }),
          fiesta(3, 10_000, { year: 2020 }),
          fiesta(4, 10_500),
          fiesta(5, 11_000, { sold: true }),
          fiesta(6, 12_000, { mileage: 20_001 }),
          // Not comparables: another year, fuel, gearbox, mileage band, model, kind.
          fiesta(7, 20_000, { year: 2021 }),
          fiesta(8, 20_000, { fuel: 'diesel' }),
          fiesta(9, 20_000, { transmission: 'automatic' }),
          fiesta(10, 20_000, { mileage: 30_001 }),
          fiesta(11, 20_000, { model: 'focus' }),
          fiesta(12, 20_000, { type: 'van' }),
          // Left out of the comparables, and not rated themselves.
          fiesta(13, 5_000, { writeOff: 'S' }),
          fiesta(14, 5_000, { imported: true }),
        ],
        2026,
      ),
    );
    // Prices 9,000 9,500 10,000 10,500 11,000 12,000: median 10,250, quartiles 9,625 and 10,875.
    expect(ratings.get(1)).toEqual({
      id: 1,
      label: 1,
      notRated: null,
      compared: 6,
      median: 10_250,
      lowerQuartile: 9_625,
      upperQuartile: 10_875,
      ratio: 9_000 / 10_250,
    });
    expect(labelOfCode(ratings.get(4)?.label ?? 0)).toBe('Fair price');
    expect(labelOfCode(ratings.get(6)?.label ?? 0)).toBe('High price');
    // 2018 sees 2017 to 2019 (five of them, 2018's own included): too few.
    expect(ratings.get(2)).toMatchObject({ label: null, notRated: 'too-few', compared: 5 });
    // A sold advert is compared but not rated.
    expect(ratings.get(5)).toMatchObject({ label: null, notRated: 'sold', compared: 0 });
    expect(ratings.get(13)).toMatchObject({ label: null, notRated: 'write-off' });
    expect(ratings.get(14)).toMatchObject({ label: null, notRated: 'import' });
    // 2021 sees 2020 to 2022: the 2020 car and itself.
    expect(ratings.get(7)).toMatchObject({ notRated: 'too-few', compared: 2 });
    expect(ratings.get(8)).toMatchObject({ notRated: 'too-few', compared: 1 });
  });

  it('leaves out prices and ages outside the rule, whatever their comparables', () => {
    const many = Array.from({ length: 10 }, (_, i) => fiesta(100 + i, 10_000 + i));
    const ratings = byId(
      ratePrices(
        [
          ...many,
          fiesta(1, priceRatingRule.minPrice - 1),
          fiesta(2, priceRatingRule.minPrice),
          fiesta(3, priceRatingRule.maxPrice + 1),
          fiesta(4, priceRatingRule.maxPrice),
          ...Array.from({ length: 6 }, (_, i) => fiesta(200 + i, 3_000, { year: 2010 })),
          ...Array.from({ length: 6 }, (_, i) => fiesta(300 + i, 3_000, { year: 2011 })),
        ],
        2026,
      ),
    );
    expect(ratings.get(1)?.notRated).toBe('price');
    expect(ratings.get(2)?.label).toBe(1);
    expect(ratings.get(3)?.notRated).toBe('price');
    expect(ratings.get(4)?.label).toBe(4);
    // 2026 - 15 = 2011: a 2011 car is rated, a 2010 one is not.
    expect(ratings.get(200)?.notRated).toBe('age');
    expect(ratings.get(300)?.notRated).toBeNull();
  });
});
