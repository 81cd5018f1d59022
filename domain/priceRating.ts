/**
 * The price rating (the contract's PriceIndicator and its rule, written on getVehicle): each advert's
 * price against the prices of its comparables, the adverts of the same kind, make, model, fuel and
 * gearbox, first registered within a year of it, in its mileage band, for sale now or sold recently.
 * Pure functions over the stock's search facts, so the rule is tested on worked examples and the
 * database only reads the facts and writes the answers (server/db/priceRatings.ts); the vehicle page
 * words the rule from the same figures.
 */

/** The rule's figures, as the contract states them. */
export const priceRatingRule = {
  /** The fewest adverts compared (this one included) for a label. */
  minimumCompared: 6,
  /** Comparables are first registered up to this many years either side. */
  yearsEitherSide: 1,
  /** Prices rated: at least this and at most maxPrice, in whole pounds (the price a buyer pays, inc. VAT). */
  minPrice: 1_500,
  maxPrice: 70_000,
  /** Vehicles first registered more than this many years before the rating's year are not rated. */
  maxAgeYears: 15,
  /** The top of each mileage band, inclusive; the last band has no top. */
  mileageBandTops: [10_000, 20_000, 30_000, 40_000, 50_000, 60_000, 80_000, 100_000, 130_000],
} as const;

export type PriceLabel = 'Great price' | 'Good price' | 'Fair price' | 'High price';

/**
 * The labels by the price's difference from the comparables' median, as a share of the median: at
 * least 8% below is great, 3% to 8% below good, up to 3% below and up to 5% above fair, more than 5%
 * above high. Each band's `upTo` is the largest difference it takes.
 */
export const priceLabelBands: readonly { label: PriceLabel; code: number; upTo: number }[] = [
  { label: 'Great price', code: 1, upTo: -0.08 },
  { label: 'Good price', code: 2, upTo: -0.03 },
  { label: 'Fair price', code: 3, upTo: 0.05 },
  { label: 'High price', code: 4, upTo: Infinity },
];

/** Why an advert has no label; `too-few` when fewer than the minimum were compared. */
export type NotRatedReason = 'sold' | 'write-off' | 'import' | 'price' | 'age' | 'too-few';

/** The search facts the rating reads of each advert. */
export interface RatedFacts {
  id: number;
  type: string;
  make: string;
  model: string;
  fuel: string;
  transmission: string;
  year: number;
  mileage: number;
  price: number;
  sold: boolean;
  writeOff: string | null;
  imported: boolean;
}

export interface PriceRating {
  id: number;
  /** The label's code (1 great to 4 high), null without a label. */
  label: number | null;
  notRated: NotRatedReason | null;
  /** Adverts compared, this one included (0 when it is not rated for itself, before any comparison). */
  compared: number;
  median: number | null;
  lowerQuartile: number | null;
  upperQuartile: number | null;
  /** Price ÷ median: the order of 'Best priced first'; null without a label. */
  ratio: number | null;
}

/** The mileage band an advert is in: its first and last mileage (the last band's last is 999,999). */
export function mileageBand(mileage: number): { from: number; to: number } {
  let from = 0;
  for (const top of priceRatingRule.mileageBandTops) {
    if (mileage <= top) return { from, to: top };
    from = top + 1;
  }
  return { from, to: 999_999 };
}

/**
 * The `fraction` quantile of ascending prices, interpolated linearly between the closest ranks (as
 * PostgreSQL's percentile_cont), rounded half up to the pound.
 */
export function quantile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) throw new RangeError('no prices to take a quantile of');
  const at = (sorted.length - 1) * fraction;
  const below = Math.floor(at);
  const low = sorted[below] ?? 0;
  const high = sorted[Math.ceil(at)] ?? low;
  return Math.round(low + (at - below) * (high - low));
}

/** The label of a price against a median, by priceLabelBands. */
export function labelFor(price: number, median: number): (typeof priceLabelBands)[number] {
  const difference = (price - median) / median;
  const band = priceLabelBands.find((b) => difference <= b.upTo + 1e-12);
  if (!band) throw new RangeError(`no band holds a difference of ${difference}`);
  return band;
}

/** The label's text from its code. */
export function labelOfCode(code: number): PriceLabel | undefined {
  return priceLabelBands.find((b) => b.code === code)?.label;
}

/** Why an advert is not rated whatever its comparables, or null when it can be rated. */
function notRatedFor(advert: RatedFacts, ratingYear: number): Exclude<NotRatedReason, 'too-few'> | null {
  if (advert.sold) return 'sold';
  if (advert.writeOff) return 'write-off';
  if (advert.imported) return 'import';
  if (advert.price < priceRatingRule.minPrice || advert.price > priceRatingRule.maxPrice) return 'price';
  if (advert.year < ratingYear - priceRatingRule.maxAgeYears) return 'age';
  return null;
}

/** Whether an advert is among the prices compared: no write-off, no import (they sell for less). */
const comparable = (advert: RatedFacts) => !advert.writeOff && !advert.imported;

/** The group an advert is compared within, before its years: kind, make, model, fuel, gearbox, mileage band. */
const groupKey = (a: RatedFacts) =>
  [a.type, a.make, a.model, a.fuel, a.transmission, mileageBand(a.mileage).from].join('\u0000');

/**
 * Every advert's rating in the year `ratingYear` (the year the stock's ages are counted in): its
 * comparables are the comparable adverts of its group first registered within `yearsEitherSide` of it,
 * itself included; a label when it can be rated and at least `minimumCompared` were compared.
 */
export function ratePrices(adverts: Iterable<RatedFacts>, ratingYear: number): PriceRating[] {
  const all = [...adverts];
  // The comparable prices of each group by year, then the pool around each year as one sorted list.
  const groups = new Map<string, Map<number, number[]>>();
  for (const advert of all) {
    if (!comparable(advert)) continue;
    const key = groupKey(advert);
    const years = groups.get(key) ?? new Map<number, number[]>();
    groups.set(key, years);
    const prices = years.get(advert.year) ?? [];
    years.set(advert.year, prices);
    prices.push(advert.price);
  }
  const pools = new Map<string, number[]>();
  const pool = (advert: RatedFacts): number[] => {
    const key = `${groupKey(advert)}\u0000${advert.year}`;
    const known = pools.get(key);
    if (known) return known;
    const years = groups.get(groupKey(advert));
    const prices: number[] = [];
    for (
      let year = advert.year - priceRatingRule.yearsEitherSide;
      year <= advert.year + priceRatingRule.yearsEitherSide;
      year++
    )
      prices.push(...(years?.get(year) ?? []));
    prices.sort((a, b) => a - b);
    pools.set(key, prices);
    return prices;
  };
  return all.map((advert): PriceRating => {
    const unrated = { id: advert.id, label: null, median: null, lowerQuartile: null, upperQuartile: null, ratio: null };
    const reason = notRatedFor(advert, ratingYear);
    if (reason) return { ...unrated, notRated: reason, compared: 0 };
    const prices = pool(advert);
    if (prices.length < priceRatingRule.minimumCompared)
      return { ...unrated, notRated: 'too-few', compared: prices.length };
    const median = quantile(prices, 0.5);
    return {
      id: advert.id,
      label: labelFor(advert.price, median).code,
      notRated: null,
      compared: prices.length,
      median,
      lowerQuartile: quantile(prices, 0.25),
      upperQuartile: quantile(prices, 0.75),
      ratio: advert.price / median,
    };
  });
}

/** The bands in words: 'Great price: at least 8% below the median. Good price: 3% to 8% below. ...'. */
export function labelBandsText(): string {
  const percent = (share: number) => `${Math.round(Math.abs(share) * 100)}%`;
  const side = (share: number) => (share < 0 ? 'below' : 'above');
  return priceLabelBands
    .map((band, index) => {
      const previous = priceLabelBands[index - 1];
      if (!previous) return `${band.label}: at least ${percent(band.upTo)} below the median.`;
      if (band.upTo === Infinity) return `${band.label}: more than ${percent(previous.upTo)} ${side(previous.upTo)}.`;
      return Math.sign(previous.upTo) === Math.sign(band.upTo)
        ? `${band.label}: ${percent(band.upTo)} to ${percent(previous.upTo)} ${side(band.upTo)}.`
        : `${band.label}: from ${percent(previous.upTo)} ${side(previous.upTo)} to ${percent(band.upTo)} ${side(band.upTo)}.`;
    })
    .join(' ');
}
