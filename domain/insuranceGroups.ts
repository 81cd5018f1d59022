import type { components } from '../openapi/generated/schema';

type VehicleType = components['schemas']['VehicleType'];

/**
 * The top of each insurance group scale: cars are rated in the car groups, 1 to 50; vans on the
 * commercial vehicles' own scale, 1 to 20, except pick-ups, which insurers rate in the car groups. The
 * seed keeps every group within its scale and the pages say which scale a group is on.
 */
export const insuranceGroupScale = { car: 50, van: 20 } as const satisfies Record<VehicleType, number>;

/** The top of the scale a vehicle's group is on ('Pick Up' is the contract's body style name). */
export function insuranceGroupTop(vehicleType: VehicleType, bodyStyle: string): number {
  return vehicleType === 'van' && bodyStyle !== 'Pick Up' ? insuranceGroupScale.van : insuranceGroupScale.car;
}

/** 'Group 10 of 50' for a car or a pick-up, 'Group 5 of 20' for a van. */
export function insuranceGroupText(group: number, vehicleType: VehicleType, bodyStyle: string): string {
  return `Group ${group} of ${insuranceGroupTop(vehicleType, bodyStyle)}`;
}
