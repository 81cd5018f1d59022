import { describe, expect, it } from 'vitest';
import type { County } from '../api/types';
import { createTestStores, jsonResponse as json } from './testing';

const counties: County[] = [
  {
    Name: 'Berkshire',
    Slug: 'berkshire',
    Towns: [
      { Name: 'Reading', Slug: 'reading', CentrePostCode: 'RG1 1QH' },
      { Name: 'Slough', Slug: 'slough', CentrePostCode: 'SL1 1EL' },
    ],
  },
  {
    Name: 'Merseyside',
    Slug: 'merseyside',
    Towns: [{ Name: 'Liverpool', Slug: 'liverpool', CentrePostCode: 'L2 3SW' }],
  },
];

describe('DirectoryStore locations', () => {
  it('loads the counties and towns once, however many pages ask', async () => {
    const { stores, requests } = createTestStores(() => json({ Counties: counties }));
    const { directory } = stores;
    expect(directory.locationsState).toBe('idle');
    const first = directory.loadLocations();
    expect(directory.locationsState).toBe('loading');
    await Promise.all([first, directory.loadLocations()]);
    await directory.loadLocations();
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual(['GET /api/lookups/locations']);
    expect(directory.locationsState).toBe('loaded');
    expect(directory.counties).toEqual(counties);
  });

  it('finds a town only under its own county', async () => {
    const { directory } = createTestStores(() => json({ Counties: counties })).stores;
    await directory.loadLocations();
    expect(directory.findTown('berkshire', 'slough')).toEqual({ county: counties[0], town: counties[0]?.Towns[1] });
    expect(directory.findTown('merseyside', 'reading')).toBeUndefined();
    expect(directory.findTown('berkshire', 'nowhere')).toBeUndefined();
    expect(directory.findTown('nowhere', 'reading')).toBeUndefined();
  });

  it('says when the lookup failed, and tries again on the next load', async () => {
    let status = 502;
    const { stores, requests } = createTestStores(
      () => (status === 200 ? json({ Counties: counties }) : new Response('Bad gateway', { status })),
      { logger: { error: () => {} } },
    );
    await stores.directory.loadLocations();
    expect(stores.directory.locationsState).toBe('failed');
    expect(stores.directory.findTown('berkshire', 'reading')).toBeUndefined();
    status = 200;
    await stores.directory.loadLocations();
    expect(stores.directory.locationsState).toBe('loaded');
    expect(requests).toHaveLength(2);
  });
});
