import { describe, expect, it } from 'vitest';
import { euroStandardOf, meetsCleanAirStandards } from './cleanAir';

describe('the Euro standard a vehicle must meet, from its first registration', () => {
  it.each([
    ['car', 'Petrol', '2005-12-31', 'Euro 3'],
    ['car', 'Petrol', '2006-01-01', 'Euro 4'],
    ['car', 'Diesel', '2011-01-01', 'Euro 5'],
    ['car', 'Diesel', '2015-08-31', 'Euro 5'],
    ['car', 'Diesel', '2015-09-01', 'Euro 6b'],
    ['car', 'Hybrid', '2018-09-01', 'Euro 6c'],
    ['car', 'Petrol', '2019-09-01', 'Euro 6d-TEMP'],
    ['car', 'Petrol', '2021-01-01', 'Euro 6d'],
    ['car', 'Petrol', '1992-12-31', undefined],
    // Vans of N1 classes II and III met each standard a year or so after cars.
    ['van', 'Diesel', '2016-08-31', 'Euro 5'],
    ['van', 'Diesel', '2016-09-01', 'Euro 6b'],
    ['van', 'Diesel', '2022-01-01', 'Euro 6d'],
    ['van', 'Petrol', '2006-06-01', 'Euro 3'],
    ['car', 'Electric', '2021-05-15', undefined],
  ] as const)('a %s on %s first registered %s: %s', (vehicleType, fuelType, registrationDate, standard) => {
    expect(euroStandardOf({ vehicleType, fuelType, registrationDate })).toBe(standard);
  });
});

describe('ULEZ and clean air zones: petrol from Euro 4, diesel from Euro 6, electric always', () => {
  it.each([
    ['Petrol', 'Euro 4', true],
    ['Petrol', 'Euro 3', false],
    ['Hybrid', 'Euro 4', true],
    ['Plug-in Hybrid', 'Euro 6d', true],
    ['Bi-fuel', 'Euro 3', false],
    ['Diesel', 'Euro 5', false],
    ['Diesel', 'Euro 6b', true],
    ['Diesel', 'Euro 6d', true],
    ['Electric', undefined, true],
    ['Petrol', undefined, false],
  ] as const)('%s at %s: %s', (fuel, standard, meets) => {
    expect(meetsCleanAirStandards(fuel, standard)).toBe(meets);
  });

  it('judges a diesel car of 2015 by its date: not before September, compliant from it', () => {
    const on = (registrationDate: string) =>
      meetsCleanAirStandards('Diesel', euroStandardOf({ vehicleType: 'car', fuelType: 'Diesel', registrationDate }));
    expect(on('2015-08-31')).toBe(false);
    expect(on('2015-09-01')).toBe(true);
  });
});
