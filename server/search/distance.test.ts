/**
 * The dealers by distance from a searched place (criteria.ts `dealersByDistance`): measured once per
 * place the dealers are at, nearest first, each dealer at its own distance, and kept for the most
 * recently searched places only.
 */
import { describe, expect, it } from 'vitest';
import { PostcodeIndex } from '../seed/postcodes';
import type { Catalogue } from './catalogue';
import { dealersByDistance, districtDistance, withinMiles } from './criteria';

type DealerPlace = Catalogue['dealers'][number];

const places = [
  { lat: 53.4794, lng: -2.2453 }, // Manchester
  { lat: 53.8008, lng: -1.5491 }, // Leeds
  { lat: 52.4862, lng: -1.8904 }, // Birmingham
  { lat: 51.5072, lng: -0.1276 }, // London
  { lat: 55.9533, lng: -3.1883 }, // Edinburgh
];

/** A catalogue of `n` dealers spread over the places above, their ids out of order. */
function catalogueOf(n: number): Catalogue {
  const dealers = Array.from({ length: n }, (_, i) => {
    const place = places[(i * 3) % places.length] ?? places[0];
    return { id: 1000 + ((i * 7919) % n), groupId: 0, ...place } as DealerPlace;
  });
  return {
    dealers,
    dealerById: new Map(dealers.map((d) => [d.id, d])),
    districtDealers: new Map(),
    postcodes: new PostcodeIndex([]),
    names: {} as Catalogue['names'],
  };
}

describe('dealers by distance', () => {
  it('gives every dealer once, nearest first, each at its own distance from the searched place', () => {
    const lookups = catalogueOf(40);
    const centre = { lat: 53.38, lng: -1.47 }; // Sheffield
    const { ids, miles } = dealersByDistance(lookups, centre);
    expect([...ids].sort()).toEqual(lookups.dealers.map((d) => d.id).sort());
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
    ids.forEach((id, index) =>
      expect(miles[index]).toBe(districtDistance(centre, lookups.dealerById.get(id) as DealerPlace)),
    );
    expect(miles[0]).toBeGreaterThan(0);
  });

  it('counts the dealers within a distance, the limit included', () => {
    const lookups = catalogueOf(40);
    const nearest = dealersByDistance(lookups, places[0] ?? { lat: 0, lng: 0 });
    // Manchester's own dealers are 0 miles away; Leeds is about 36 miles.
    const atManchester = lookups.dealers.filter((d) => d.lat === places[0]?.lat).length;
    expect(withinMiles(nearest, 0)).toBe(atManchester);
    expect(withinMiles(nearest, 10)).toBe(atManchester);
    const leeds = nearest.miles[atManchester] ?? 0;
    expect(withinMiles(nearest, leeds)).toBeGreaterThan(atManchester);
    expect(withinMiles(nearest, leeds - 0.1)).toBe(atManchester);
    expect(withinMiles(nearest, 10_000)).toBe(40);
  });

  it('measures a place once while it is among the 128 most recently searched, and again after', () => {
    const lookups = catalogueOf(10);
    const first = dealersByDistance(lookups, { lat: 50, lng: -1 });
    expect(dealersByDistance(lookups, { lat: 50, lng: -1 })).toBe(first);
    for (let i = 1; i <= 127; i++) dealersByDistance(lookups, { lat: 50 + i / 1000, lng: -1 });
    // Searched again just now: still kept after one more place.
    expect(dealersByDistance(lookups, { lat: 50, lng: -1 })).toBe(first);
    for (let i = 128; i <= 256; i++) dealersByDistance(lookups, { lat: 50 + i / 1000, lng: -1 });
    const again = dealersByDistance(lookups, { lat: 50, lng: -1 });
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
  });
});
