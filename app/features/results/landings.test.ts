import { describe, expect, it } from 'vitest';
import type { County, SearchCriteria } from '../../api/types';
import { createTestStores, jsonResponse as json, type SentRequest } from '../../stores/testing';
import { distanceOptions } from '../search/options';
import type { RootStore } from '../../stores/RootStore';
import { landings, townDistance, townLandings, type LandingLookups } from './landings';

/** The store's towns; every make known. */
const lookups = (stores: RootStore): LandingLookups => ({
  findTown: (county, town) => stores.directory.findTown(county, town),
  knowsMake: () => true,
});

const counties: County[] = [
  {
    Name: 'Berkshire',
    Slug: 'berkshire',
    Towns: [{ Name: 'Reading', Slug: 'reading', CentrePostCode: 'RG1 1QH' }],
  },
  {
    Name: 'West Midlands',
    Slug: 'west-midlands',
    Towns: [{ Name: 'Birmingham', Slug: 'birmingham', CentrePostCode: 'B1 1BB' }],
  },
];

const defaultPanel: SearchCriteria = { PostCode: '', Distance: 1000, SortOrder: 'relevance' };

/** Stores whose fake server knows the towns above and answers searches with an empty page. */
async function setup() {
  const { stores, requests } = createTestStores((request: SentRequest) => {
    if (request.path === '/api/lookups/locations') return json({ Counties: counties });
    if (request.path.endsWith('/panel/default')) return json(defaultPanel);
    if (request.path.endsWith('/count')) return json({ RecordCount: 12 });
    if (request.path.endsWith('/results'))
      return json({ Results: [], Pagination: { CurrentPage: 1, TotalRecords: 12, PageSize: 20 } });
    return new Response(null, { status: 204 });
  });
  await stores.directory.loadLocations();
  return { stores, requests };
}

describe('town landings', () => {
  it('are the location landings, which need the locations lookup', () => {
    expect([...townLandings].sort()).toEqual(['cars-by-location', 'vans-by-location']);
  });

  it('search within one of the panel’s distances of the town centre’s postcode', async () => {
    const { stores } = await setup();
    const landing = landings['cars-by-location']({ county: 'berkshire', town: 'reading' }, lookups(stores));
    expect(distanceOptions.map((option) => option.value)).toContain(String(townDistance));
    expect(landing?.preset(defaultPanel)).toEqual({ ...defaultPanel, PostCode: 'RG11QH', Distance: 20 });
    expect(landing).toMatchObject({
      vehicleType: 'car',
      heading: 'Used cars for sale in Reading',
      title: 'Used cars for sale in Reading',
      trail: [
        { label: 'Used cars', href: '/used-cars/' },
        { label: 'Reading', href: '/used-cars/local/berkshire/reading/' },
      ],
    });
    expect(landing?.description).toBe(
      'Used cars from dealers in and around Reading, Berkshire, within 20 miles of the town centre. Enter your postcode to see the nearest first.',
    );
  });

  it('do the same for vans', async () => {
    const { stores } = await setup();
    const landing = landings['vans-by-location']({ county: 'west-midlands', town: 'birmingham' }, lookups(stores));
    expect(landing?.vehicleType).toBe('van');
    expect(landing?.heading).toBe('Used vans for sale in Birmingham');
    expect(landing?.trail.at(-1)).toEqual({ label: 'Birmingham', href: '/used-vans/local/west-midlands/birmingham/' });
    expect(landing?.preset(defaultPanel)).toMatchObject({ PostCode: 'B11BB', Distance: 20 });
  });

  it.each([
    ['an unknown town', { county: 'berkshire', town: 'atlantis' }],
    ['an unknown county', { county: 'narnia', town: 'reading' }],
    ['a town of another county', { county: 'west-midlands', town: 'reading' }],
    ['no parameters', {}],
  ])('are a 404 (null) for %s', async (_, params) => {
    const { stores } = await setup();
    expect(landings['cars-by-location'](params, lookups(stores))).toBeNull();
    expect(landings['vans-by-location'](params, lookups(stores))).toBeNull();
  });

  it('send the centre postcode and distance with the results request', async () => {
    const { stores, requests } = await setup();
    const landing = landings['cars-by-location']({ county: 'berkshire', town: 'reading' }, lookups(stores));
    await stores.searchContext.start('car', 'landing', landing?.preset);
    await stores.searchContext.search(1);
    expect(stores.search.postcode).toBe('RG11QH');
    const results = requests.find((request) => request.path === '/api/search/car/results');
    expect(results?.body).toMatchObject({ searchPanelParameters: { PostCode: 'RG11QH', Distance: 20 } });
  });
});

describe('make and model landings', () => {
  const asked: unknown[][] = [];
  const fordTransit: LandingLookups = {
    findTown: () => undefined,
    knowsMake: (...args) => {
      asked.push(args);
      return args[1] === 'ford' && (args[2] === undefined || args[2] === 'transit-custom');
    },
  };

  it('are built for a make and model the makes lookup lists', () => {
    const landing = landings['vans-by-model']({ make: 'ford', model: 'transit-custom' }, fordTransit);
    expect(landing?.heading).toBe('Used Ford Transit Custom vans for sale');
    expect(asked.at(-1)).toEqual(['van', 'ford', 'transit-custom']);
    expect(landings['cars-by-make']({ make: 'ford' }, fordTransit)?.heading).toBe('Used Ford cars for sale');
    expect(asked.at(-1)).toEqual(['car', 'ford', undefined]);
  });

  it('are a 404 (null) for a make or model it does not list', () => {
    expect(landings['cars-by-make']({ make: 'zzz' }, fordTransit)).toBeNull();
    expect(landings['vans-by-model']({ make: 'ford', model: 'zzz' }, fordTransit)).toBeNull();
  });
});
