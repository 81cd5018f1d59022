import { describe, expect, it } from 'vitest';
import type { VehicleDetail } from '../../api/types';
import { vehicleCard } from '../../stores/testing';
import { vehicleFacts } from './facts';

const detail = (overrides: Partial<VehicleDetail>) =>
  ({ Vehicle: vehicleCard(), Specification: {}, ...overrides }) as VehicleDetail;

describe('vehicleFacts', () => {
  it('lists price, year, mileage, fuel, transmission, body, engine, economy, tax and insurance group', () => {
    const facts = vehicleFacts(
      detail({ Specification: { EngineSizeLitres: 1, FuelEconomyMpg: 60.1, AnnualTaxGBP: 190, InsuranceGroup: 10 } }),
    );
    expect(facts.map((fact) => [fact.label, fact.value])).toEqual([
      ['Price', '£9,495'],
      ['Year', '2019'],
      ['Mileage', '28,412 miles'],
      ['Fuel', 'Petrol'],
      ['Transmission', 'Manual'],
      ['Body style', 'Hatchback'],
      ['Engine', '1.0 litres'],
      ['Fuel economy', '60.1 mpg'],
      ['Road tax', '£190 a year'],
      ['Insurance group', 'Group 10'],
    ]);
  });

  it('says what the advert does not give, and both prices of a van sold plus VAT', () => {
    const facts = vehicleFacts(
      detail({ Vehicle: vehicleCard({ IsPriceExcludingVAT: true, GBPPrice: 18500, GBPPriceIncVAT: 22200 }) }),
    );
    expect(facts[0]?.value).toBe('£18,500 exc. VAT (£22,200 inc. VAT)');
    expect(facts.slice(6).map((fact) => fact.value)).toEqual(['Not given', 'Not given', 'Not given', 'Not given']);
  });
});
