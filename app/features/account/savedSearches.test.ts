import { describe, expect, it } from 'vitest';
import type { SearchCriteria } from '../../api/types';
import { criteriaFromQuery, modifiedKeys, requestCriteria } from '@domain/search/criteria';
import { describeCriteria, savedSearchHref, suggestedName } from './savedSearches';

const fiestas: SearchCriteria = {
  PostCode: 'SW1A1AA',
  Type: 'car',
  MakeModels: [{ Value: 'ford', Selected: true, Models: [{ Value: 'fiesta', Selected: true, Trims: [] }], Trims: [] }],
  MinPrice: 3000,
  MaxPrice: 15000,
  MinPaymentMonthlyCost: -1,
  MaxPaymentMonthlyCost: -1,
  PaymentTerm: 60,
  PaymentDeposit: 1000,
  PaymentMileage: 10000,
  PaymentSearchSelection: { Selected: 'total' },
  Distance: 50,
  MaxMileage: 60000,
  SelectedSoldStatusV2: 'notsold',
  SelectedVATInclusionType: 'both',
  MinImageCountActive: false,
  IsRecommendedSearch: false,
  Transmissions: [{ Value: 'manual', Selected: true }],
  FuelTypes: [{ Value: 'petrol', Selected: true }],
  Keywords: [{ Value: 'heated seats' }],
  SortOrder: 'price-asc',
  PaginationCurrentPage: 1,
};

const transits: SearchCriteria = {
  PostCode: 'L208EU',
  Type: 'van',
  MakeModels: [{ Value: 'ford', Selected: true, Models: [{ Value: 'transit-custom', Selected: true }] }],
  MinPrice: -1,
  MaxPrice: 20000,
  PaymentSearchSelection: { Selected: 'total' },
  Distance: 100,
  SelectedVATInclusionType: 'exvat',
  IsPriceExcludeVATSearch: true,
  SortOrder: 'relevance',
  PaginationCurrentPage: 1,
};

describe('saved search summary', () => {
  it('says each criterion in words, as the search panel labels it', () => {
    expect(describeCriteria('car', fiestas)).toEqual([
      'Cars',
      'Ford Fiesta',
      '£3,000 to £15,000',
      'Within 50 miles of SW1A 1AA',
      'Max mileage: Up to 60,000 miles',
      'Fuel type: Petrol',
      'Gearbox: Manual',
      'Keywords: heated seats',
    ]);
    expect(describeCriteria('van', transits)).toEqual([
      'Vans',
      'Ford Transit Custom',
      'Up to £20,000',
      'Within 100 miles of L20 8EU',
      'VAT: Prices excluding VAT',
    ]);
  });

  it('prefers the names the criteria carry, says monthly prices, national searches and what else is set', () => {
    const criteria: SearchCriteria = {
      PostCode: 'M11AE',
      MakeModels: [
        { Value: '*', Selected: false },
        { Value: 'land-rover', Name: 'Land Rover', Selected: true, Models: [] },
      ],
      PaymentSearchSelection: { Selected: 'monthly' },
      MinPaymentMonthlyCost: 150,
      MaxPrice: 9000,
      PaymentTerm: 48,
      MinAge: 2,
    };
    expect(describeCriteria('car', criteria)).toEqual([
      'Cars',
      'Land Rover',
      'From £150 a month',
      'National, from M1 1AE',
      'and 3 more criteria',
    ]);
    expect(describeCriteria('car', {})).toEqual(['Cars']);
  });

  it('runs at the results address of its criteria, which gives the same criteria back', () => {
    const href = savedSearchHref({ VehicleType: 'car', Criteria: fiestas });
    expect(href).toMatch(/^\/search\/car\/\?/);
    const query = new URLSearchParams(href.split('?')[1]);
    expect(Object.fromEntries(query)).toMatchObject({
      PostCode: 'SW1A1AA',
      Make: 'ford',
      Model: 'fiesta',
      MinPrice: '3000',
      MaxPrice: '15000',
      Distance: '50',
      MaxMileage: '60000',
      Transmissions: 'manual',
      FuelTypes: 'petrol',
      Keywords: 'heated seats',
      SortOrder: 'price-asc',
    });
    // Applied to a default panel, the address gives back every criterion that is not a default.
    const back = requestCriteria(criteriaFromQuery(query, {}));
    const kept = [...modifiedKeys(fiestas), 'PostCode', 'SortOrder'] as const;
    const sent = requestCriteria(fiestas);
    expect(back).toEqual(
      Object.fromEntries(kept.map((key) => [key, sent[key]]).concat([['PaginationCurrentPage', 1]])),
    );
    expect(savedSearchHref({ VehicleType: 'van', Criteria: {} })).toBe('/search/van/');
  });

  it('suggests a name from the criteria, within the 60 characters the contract allows', () => {
    expect(suggestedName('car', fiestas)).toBe('Ford Fiesta £3,000 to £15,000 near SW1A 1AA');
    expect(suggestedName('van', transits)).toBe('Ford Transit Custom up to £20,000 near L20 8EU');
    expect(suggestedName('van', { PostCode: 'L208EU' })).toBe('Used vans near L20 8EU');
    expect(suggestedName('car', {})).toBe('Used cars');
    const long: SearchCriteria = {
      ...fiestas,
      MakeModels: [
        {
          Value: 'mercedes-benz',
          Selected: true,
          Models: ['a-class', 'b-class', 'c-class', 'e-class'].map((Value) => ({ Value, Selected: true })),
        },
      ],
    };
    const name = suggestedName('car', long);
    expect(name.length).toBeLessThanOrEqual(60);
    expect(name).toMatch(/^Mercedes Benz A Class or B Class/);
  });
});
