import type { components } from '../openapi/generated/schema';

type VehicleType = components['schemas']['VehicleType'];
type FuelType = components['schemas']['VehicleCard']['FuelType'];
export type EuroStandard = NonNullable<components['schemas']['Specification']['EuroStandard']>;

/**
 * The Euro emissions standards in order, each with the first day every new registration had to meet it
 * (Directive 70/220/EEC as amended, Regulations (EC) 715/2007 and (EU) 2017/1151, kept in GB law): cars
 * (M1) and, a year or so later, light vans of N1 classes II and III. Every van here is taken as class
 * II or III (the later dates), so a van is never credited with a standard it may not meet.
 */
const euroStandardDates: ReadonlyArray<{ standard: EuroStandard; car: string; van: string }> = [
  { standard: 'Euro 1', car: '1993-01-01', van: '1994-10-01' },
  { standard: 'Euro 2', car: '1997-01-01', van: '1998-10-01' },
  { standard: 'Euro 3', car: '2001-01-01', van: '2002-01-01' },
  { standard: 'Euro 4', car: '2006-01-01', van: '2007-01-01' },
  { standard: 'Euro 5', car: '2011-01-01', van: '2012-01-01' },
  { standard: 'Euro 6b', car: '2015-09-01', van: '2016-09-01' },
  { standard: 'Euro 6c', car: '2018-09-01', van: '2019-09-01' },
  { standard: 'Euro 6d-TEMP', car: '2019-09-01', van: '2020-09-01' },
  { standard: 'Euro 6d', car: '2021-01-01', van: '2022-01-01' },
];

export interface EmissionsVehicle {
  vehicleType: VehicleType;
  fuelType: FuelType;
  /** The date of first registration, YYYY-MM-DD. */
  registrationDate: string;
}

/**
 * The engine the clean-air rules judge: a hybrid, plug-in hybrid or bi-fuel (petrol and LPG) vehicle by
 * its petrol engine (every one in the catalogue has one; a diesel hybrid would follow the diesel rule).
 */
export function engineFuel(fuelType: FuelType): 'petrol' | 'diesel' | 'electric' {
  if (fuelType === 'Electric') return 'electric';
  return fuelType === 'Diesel' ? 'diesel' : 'petrol';
}

/**
 * The Euro standard a combustion vehicle must meet at least, from the date it was first registered (it
 * may meet a later one: its V5C or certificate of conformity says); none for an electric vehicle or
 * one registered before Euro 1.
 */
export function euroStandardOf({
  vehicleType,
  fuelType,
  registrationDate,
}: EmissionsVehicle): EuroStandard | undefined {
  if (engineFuel(fuelType) === 'electric') return undefined;
  const day = registrationDate.slice(0, 10);
  return euroStandardDates.findLast((entry) => entry[vehicleType] <= day)?.standard;
}

const rank = (standard: EuroStandard) => euroStandardDates.findIndex((entry) => entry.standard === standard);

/** The least standard each engine needs for London's ULEZ and England's class B, C and D clean air zones. */
const cleanAirMinimum = { petrol: 'Euro 4', diesel: 'Euro 6b' } as const satisfies Record<string, EuroStandard>;

/**
 * Whether a vehicle meets the ULEZ standards (TfL; England's Clean Air Zone framework uses the same for
 * classes B, C and D): electric always, a petrol engine from Euro 4, a diesel from Euro 6.
 */
export function meetsCleanAirStandards(fuelType: FuelType, euroStandard: EuroStandard | undefined): boolean {
  const fuel = engineFuel(fuelType);
  if (fuel === 'electric') return true;
  return euroStandard !== undefined && rank(euroStandard) >= rank(cleanAirMinimum[fuel]);
}
