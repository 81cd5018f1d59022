import { describe, expect, it } from 'vitest';
import { annualFuelCost } from '@domain/runningCosts';
import type { VehicleDetail } from '../../api/types';
import { vehicleCard } from '../../stores/testing';
import { cleanAirVerdict, fuelCostBasisText, fuelCostLabel } from './runningCostTexts';

const detail = (overrides: Partial<VehicleDetail>) =>
  ({ Vehicle: vehicleCard(), Specification: {}, ...overrides }) as VehicleDetail;

const must = <T>(value: T | undefined): T => {
  if (value === undefined) throw new Error('missing');
  return value;
};

describe('the running costs in words', () => {
  it('says what a petrol car’s fuel cost assumed', () => {
    const cost = must(annualFuelCost({ vehicleType: 'car', fuelType: 'Petrol', mpg: 60.1 }));
    expect(fuelCostLabel(cost)).toBe('Fuel cost');
    expect(fuelCostBasisText(cost)).toBe(
      'At 7,400 miles a year, petrol at 135p a litre and 60.1 mpg (prices of April 2025).',
    );
  });

  it('says what an electric car’s and a plug-in hybrid’s cost assumed', () => {
    const electric = must(annualFuelCost({ vehicleType: 'car', fuelType: 'Electric', mpg: undefined }));
    expect(fuelCostLabel(electric)).toBe('Electricity cost');
    expect(fuelCostBasisText(electric)).toBe(
      'At 7,400 miles a year, electricity charged at home at 27.03p a kWh, using 0.3 kWh a mile (prices of April 2025).',
    );
    const plugIn = must(annualFuelCost({ vehicleType: 'car', fuelType: 'Plug-in Hybrid', mpg: 201.8 }));
    expect(fuelCostBasisText(plugIn)).toBe(
      'At 7,400 miles a year, 50% of them on electricity charged at home at 27.03p a kWh, using 0.3 kWh a mile, the rest on petrol at 135p a litre and 40 mpg with the battery flat (prices of April 2025).',
    );
  });

  it('gives the ULEZ badge in words: the standard and the engine, or that a daily charge applies', () => {
    expect(
      cleanAirVerdict(
        detail({
          Vehicle: vehicleCard({ FuelType: 'Diesel' }),
          Specification: { EuroStandard: 'Euro 6d', IsULEZCompliant: true },
        }),
      )?.title,
    ).toBe('Meets ULEZ and clean air zone standards (Euro 6d diesel)');
    const old = cleanAirVerdict(
      detail({
        Vehicle: vehicleCard({ FuelType: 'Diesel' }),
        Specification: { EuroStandard: 'Euro 5', IsULEZCompliant: false },
      }),
    );
    expect(old).toMatchObject({
      meets: false,
      title: "Does not meet ULEZ standards: a daily charge applies in London's ULEZ",
    });
    expect(old?.detail).toContain('Euro 5 diesel: a diesel engine needs Euro 6 or later');
    expect(
      cleanAirVerdict(
        detail({ Vehicle: vehicleCard({ FuelType: 'Electric' }), Specification: { IsULEZCompliant: true } }),
      )?.title,
    ).toBe('Meets ULEZ and clean air zone standards (electric)');
    expect(cleanAirVerdict(detail({}))).toBeUndefined();
  });
});
