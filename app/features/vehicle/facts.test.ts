import { describe, expect, it } from 'vitest';
import type { VehicleDetail } from '../../api/types';
import { vehicleCard } from '../../stores/testing';
import { distanceText, keyFacts, runningCosts, specification, vehicleFacts } from './facts';

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
      ['Engine', '1.0 litre'],
      ['Fuel economy', '60.1 mpg'],
      ['Road tax', '£190 a year'],
      ['Insurance group', 'Group 10 of 50'],
    ]);
  });

  it("gives a van's insurance group on the commercial vehicles' scale of 1 to 20", () => {
    const van = detail({ Vehicle: vehicleCard({ VehicleType: 7 }), Specification: { InsuranceGroup: 5 } });
    expect(runningCosts(van).find((fact) => fact.label === 'Insurance group')?.value).toBe('Group 5 of 20');
    const pickUp = detail({
      Vehicle: vehicleCard({ VehicleType: 7, BodyStyle: 'Pick Up' }),
      Specification: { InsuranceGroup: 33 },
    });
    expect(runningCosts(pickUp).find((fact) => fact.label === 'Insurance group')?.value).toBe('Group 33 of 50');
  });

  it('says what the advert does not give, and both prices of a van sold plus VAT', () => {
    const facts = vehicleFacts(
      detail({ Vehicle: vehicleCard({ IsPriceExcludingVAT: true, GBPPrice: 18500, GBPPriceIncVAT: 22200 }) }),
    );
    expect(facts[0]?.value).toBe('£18,500 exc. VAT (£22,200 inc. VAT)');
    expect(facts.slice(6).map((fact) => fact.value)).toEqual(['Not given', 'Not given', 'Not given', 'Not given']);
  });

  it('gives the vehicle page key facts: year, mileage, fuel, transmission, body, engine, colour, doors, seats, registration', () => {
    const facts = keyFacts(detail({ Specification: { EngineSizeLitres: 1, Doors: 5, Seats: 5 } }));
    expect(facts.map((fact) => [fact.label, fact.value])).toEqual([
      ['Year', '2019'],
      ['Mileage', '28,412 miles'],
      ['Fuel', 'Petrol'],
      ['Transmission', 'Manual'],
      ['Body style', 'Hatchback'],
      ['Engine', '1.0 litre'],
      ['Colour', 'Blue'],
      ['Doors', '5'],
      ['Seats', '5'],
      ['Registration', 'WR19 KHL'],
      ['MOT expiry', 'Not given'],
      ['Previous owners', 'Not given'],
      ['Service history', 'Not given'],
    ]);
  });

  it('gives the MOT expiry, or when the first MOT is due, from the history', () => {
    const mot = (History: Partial<NonNullable<VehicleDetail['History']>>) =>
      keyFacts(detail({ History: History as VehicleDetail['History'] })).find((f) => f.label === 'MOT expiry')?.value;
    expect(mot({ MotExpiryDate: '2099-05-14' })).toBe('14 May 2099');
    expect(mot({ MotExpiryDate: '2025-05-14' })).toBe('Ran out on 14 May 2025');
    expect(mot({ MotFirstDueDate: '2099-03-14' })).toBe('Not due yet (first MOT by 14 March 2099)');
    expect(mot({ MotFirstDueDate: '2025-03-14' })).toBe('First MOT was due by 14 March 2025');
  });

  it('gives the full specification and the running costs, each fact once', () => {
    const full = detail({
      Specification: {
        PowerBhp: 99,
        AccelerationSeconds: 10.5,
        TopSpeedMph: 112,
        Co2EmissionsGPerKm: 107,
        ServiceHistory: 'Full',
        PreviousOwners: 1,
        IsULEZCompliant: true,
      },
    });
    const spec = specification(full);
    expect(new Set(spec.map((fact) => fact.label)).size).toBe(spec.length);
    expect(spec).toContainEqual({ label: 'Power', value: '99 bhp' });
    expect(spec).toContainEqual({ label: '0 to 62 mph', value: '10.5 seconds' });
    expect(spec).toContainEqual({ label: 'Service history', value: 'Full service history' });
    expect(runningCosts(full).map((fact) => [fact.label, fact.value])).toEqual([
      ['Road tax', 'Not given'],
      ['Insurance group', 'Not given'],
      ['Fuel cost', 'Not given'],
      ['Fuel economy', 'Not given'],
      ['CO2 emissions', '107 g/km'],
      ['Euro emissions standard', 'Not given'],
    ]);
    expect(spec).toContainEqual({ label: 'ULEZ', value: 'Meets ULEZ standards' });
  });

  it('says a distance with the postcode as people write it', () => {
    expect(distanceText(4.2, 'RG18DN')).toBe('4.2 miles from RG1 8DN');
    expect(distanceText(1, 'SW1A1AA')).toBe('1 mile from SW1A 1AA');
  });
});
