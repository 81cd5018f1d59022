/**
 * The seed holds only the search values the contract publishes (openapi/data/search-values.csv): every
 * vehicle's drive train and dealer type is a published value, its advert type exactly one of the
 * published types, and the lists the panel offers are the published ones.
 */
import { describe, expect, it } from 'vitest';
import { publishedValues } from '../../openapi/contract/referenceData';
import { generateStock } from './generate';
import { DEALER_RATING_VALUES, DEALER_TYPE_VALUES, DRIVE_TRAIN_VALUES, SAFETY_RATING_VALUES } from './types';

const values = (criterion: string) =>
  publishedValues(criterion)
    .map((p) => p.value)
    .filter((value) => value !== '*');

describe('the seed and the published search values', () => {
  const { vehicles, dealers } = generateStock({ dealers: 40, vehicles: 800 });

  it("offers the published lists in the panel's order", () => {
    expect([...DRIVE_TRAIN_VALUES]).toEqual(values('DriveTrains'));
    expect([...DEALER_TYPE_VALUES]).toEqual(values('DealerType'));
    expect([...SAFETY_RATING_VALUES]).toEqual(values('SafetyRatings'));
    expect([...DEALER_RATING_VALUES]).toEqual(values('DealerRating'));
  });

  it('gives every vehicle and dealer a published drive train and dealer type', () => {
    const drives = new Set(vehicles.map((v) => v.facts.driveTrain));
    const types = new Set([...vehicles.map((v) => v.facts.dealerType), ...dealers.map((d) => d.facts.dealerType)]);
    expect([...drives].filter((d) => !values('DriveTrains').includes(d))).toEqual([]);
    expect([...types].filter((t) => !values('DealerType').includes(t))).toEqual([]);
  });

  it('gives every vehicle exactly one published advert type', () => {
    const typeOf = (f: { preReg: boolean; exDemo: boolean }) =>
      [f.preReg ? 'pre-reg' : '', f.exDemo ? 'ex-demo' : ''].filter(Boolean);
    const both = vehicles.filter((v) => typeOf(v.facts).length > 1).map((v) => v.facts.vehicleId);
    expect(both).toEqual([]);
    expect(values('SelectedAdvertType')).toEqual(['used', 'pre-reg', 'ex-demo']);
  });
});
