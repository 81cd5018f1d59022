/**
 * The two vehicle types (requirements 3.2): a search's Type ('car' or 'van'), the code a vehicle's
 * card carries (VehicleType 1 or 7, the contract's enum), and the words a page uses for each.
 */
import type { components } from '../openapi/generated/schema';

type VehicleType = components['schemas']['VehicleType'];
type VehicleTypeCode = components['schemas']['VehicleCard']['VehicleType'];

/** The card's code for each type: 1 is a car, 7 a van. */
export const vehicleTypeCodes = { car: 1, van: 7 } as const satisfies Record<VehicleType, VehicleTypeCode>;

/** The type a card's code names. */
export const vehicleTypeOfCode = (code: number): VehicleType => (code === vehicleTypeCodes.van ? 'van' : 'car');

/** A type's words: 'car' and 'cars', 'Car' and 'Cars' at the start of a sentence (and the same for vans). */
export const vehicleWords = {
  car: { one: 'car', many: 'cars', One: 'Car', Many: 'Cars' },
  van: { one: 'van', many: 'vans', One: 'Van', Many: 'Vans' },
} as const satisfies Record<VehicleType, { one: string; many: string; One: string; Many: string }>;

/** 'car' for one, 'cars' for any other count (and the same for vans). */
export const vehicleNounFor = (type: VehicleType, count: number) =>
  count === 1 ? vehicleWords[type].one : vehicleWords[type].many;
