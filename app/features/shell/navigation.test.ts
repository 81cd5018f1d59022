import { describe, expect, it } from 'vitest';
import type { County } from '../../api/types';
import { featuredTownLinks } from './LookupGroup';

const counties: County[] = [
  {
    Name: 'Greater London',
    Slug: 'greater-london',
    Towns: [
      { Name: 'London', Slug: 'london', CentrePostCode: 'WC2N 5DU', Featured: true },
      { Name: 'Croydon', Slug: 'croydon', CentrePostCode: 'CR0 1NX' },
    ],
  },
  {
    Name: 'West Midlands',
    Slug: 'west-midlands',
    Towns: [{ Name: 'Birmingham', Slug: 'birmingham', CentrePostCode: 'B1 1BB', Featured: true }],
  },
];

describe('featuredTownLinks', () => {
  it('links the featured towns of the lookup to their landing pages, by name, for cars or vans', () => {
    expect(featuredTownLinks(counties, 'car')).toEqual([
      { label: 'Birmingham', href: '/used-cars/local/west-midlands/birmingham/' },
      { label: 'London', href: '/used-cars/local/greater-london/london/' },
    ]);
    expect(featuredTownLinks(counties, 'van').map((link) => link.href)).toEqual([
      '/used-vans/local/west-midlands/birmingham/',
      '/used-vans/local/greater-london/london/',
    ]);
  });

  it('offers no town the lookup does not hold', () => {
    expect(featuredTownLinks([], 'car')).toEqual([]);
  });
});
