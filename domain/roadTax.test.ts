import { describe, expect, it } from 'vitest';
import { annualRoadTax, roadTaxRates } from './roadTax';

describe('road tax a year at the rates from April 2025', () => {
  it('an electric car of 2018 pays the standard rate, £195', () => {
    expect(
      annualRoadTax({ vehicleType: 'car', registrationDate: '2018-06-01', co2: 0, listPrice: 30_000, ageYears: 8.5 }),
    ).toBe(195);
  });

  it("an electric car of 2014 pays band A's £20", () => {
    expect(
      annualRoadTax({ vehicleType: 'car', registrationDate: '2014-03-01', co2: 0, listPrice: 30_000, ageYears: 12.7 }),
    ).toBe(20);
  });

  it('a petrol car of 2015 at 139 g/km pays band E, £195', () => {
    expect(
      annualRoadTax({
        vehicleType: 'car',
        registrationDate: '2015-05-01',
        co2: 139,
        listPrice: 18_000,
        ageYears: 11.5,
      }),
    ).toBe(195);
  });

  it('a car of March 2017 is still taxed by its CO2, one of April 2017 by the standard rate', () => {
    const car = { vehicleType: 'car', co2: 150, listPrice: 20_000, ageYears: 9.7 } as const;
    expect(annualRoadTax({ ...car, registrationDate: '2017-03-31' })).toBe(215);
    expect(annualRoadTax({ ...car, registrationDate: '2017-04-01' })).toBe(195);
  });

  it('a car of 2019 listed at £45,000 pays the supplement aged 3 (£620), not aged 7 (£195)', () => {
    const car = { vehicleType: 'car', registrationDate: '2019-05-01', co2: 120, listPrice: 45_000 } as const;
    expect(annualRoadTax({ ...car, ageYears: 3 })).toBe(195 + 425);
    expect(annualRoadTax({ ...car, ageYears: 7 })).toBe(195);
  });

  it('an electric car listed over £40,000 pays the supplement too, even under a year old (its buyer taxes it a second time)', () => {
    expect(
      annualRoadTax({ vehicleType: 'car', registrationDate: '2026-06-01', co2: 0, listPrice: 48_000, ageYears: 0.5 }),
    ).toBe(620);
  });

  it('a van pays the light goods vehicle rate, £345, whatever its CO2 or price', () => {
    expect(
      annualRoadTax({ vehicleType: 'van', registrationDate: '2016-02-01', co2: 190, listPrice: 45_000, ageYears: 3 }),
    ).toBe(roadTaxRates.van);
    expect(roadTaxRates.van).toBe(345);
  });
});
