// The postcode rule is the design system's, from its React-free module (stores use this file too).
import { isValidPostcode, normalisePostcode, postcodeMessages } from '@ds/components/PostcodeField/postcode';
import type { VehicleType } from '../../api/types';

/**
 * The message an empty postcode gets when a search is submitted (spec section 5: 'We need a postcode
 * to find cars in your area'), worded for the vehicle type searched: the van search says 'vans'.
 */
export function postcodeRequiredMessage(vehicleType: VehicleType = 'car'): string {
  return vehicleType === 'van'
    ? postcodeMessages.requiredOnSubmit.replace('cars', 'vans')
    : postcodeMessages.requiredOnSubmit;
}

/**
 * The message a postcode gets when a search form is submitted (spec section 5): empty is 'We need a
 * postcode to find cars in your area', malformed is 'Please enter a valid UK postcode', else null.
 * The pattern itself lives with the design system's PostcodeField.
 */
export function postcodeSubmitError(input: string, vehicleType: VehicleType = 'car'): string | null {
  const value = normalisePostcode(input);
  if (!value) return postcodeRequiredMessage(vehicleType);
  return isValidPostcode(value) ? null : postcodeMessages.invalid;
}

/** A postcode as people write it, outward and inward codes apart: 'SW1A1AA' is shown 'SW1A 1AA'. */
export function formatPostcode(input: string): string {
  const value = normalisePostcode(input);
  return value.length > 3 ? `${value.slice(0, -3)} ${value.slice(-3)}` : value;
}
