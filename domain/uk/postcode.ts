import { PostcodeInput, UkPostcodePattern } from '../../app/api/generated/limits';
import type { components } from '../../app/api/generated/schema';
import { upperCaseAtoZ } from './letters';

type VehicleType = components['schemas']['VehicleType'];

/**
 * UK postcodes (requirements 5.1, 5.2): the standard outward + inward pattern, plus the special GIR 0AA.
 * The search panel normalises what is typed (spaces stripped, upper-cased, at most 10 characters);
 * forms keep what was typed and send it formatted ('SW1A 1AA', the contract's UkPostcode).
 */
export const postcodeMaxLength = PostcodeInput.maxLength;

export const postcodeMessages = {
  /** The search panel and the search forms. */
  invalid: 'Please enter a valid UK postcode',
  /** An empty postcode when the basic panel (or a postcode search form) is submitted. */
  requiredOnSubmit: 'We need a postcode to find cars in your area',
  /** Every other form (register, complete account, contact forms): the shared rule's message. */
  form: 'Enter a full UK postcode, such as SW1A 1AA',
} as const;

// The contract's UkPostcode pattern, matched against the postcode with its spaces taken out: the
// outward code (A9, A99, A9A, AA9, AA99 or AA9A, each position with the letters it may have) and the
// inward code (9AA), or GIR 0AA.
const pattern = new RegExp(UkPostcodePattern);

/** What the search panel's postcode field does to what is typed: spaces out, upper case, 10 at most. */
export function normalisePostcode(input: string): string {
  return upperCaseAtoZ(input.replace(/\s+/g, '')).slice(0, postcodeMaxLength);
}

export function isValidPostcode(input: string): boolean {
  return pattern.test(upperCaseAtoZ(input.replace(/\s+/g, '')));
}

/**
 * The message an empty postcode gets when a search is submitted (requirements 5.3: 'We need a postcode
 * to find cars in your area'), worded for the vehicle type searched: the van search says 'vans'.
 */
export function postcodeRequiredMessage(vehicleType: VehicleType = 'car'): string {
  return vehicleType === 'van'
    ? postcodeMessages.requiredOnSubmit.replace('cars', 'vans')
    : postcodeMessages.requiredOnSubmit;
}

/**
 * The message a postcode gets when a search form is submitted (requirements 5.3): empty is 'We need a
 * postcode to find cars in your area', malformed is 'Please enter a valid UK postcode', else null.
 */
export function postcodeSubmitError(input: string, vehicleType: VehicleType = 'car'): string | null {
  const value = normalisePostcode(input);
  if (!value) return postcodeRequiredMessage(vehicleType);
  return isValidPostcode(value) ? null : postcodeMessages.invalid;
}

/** The search panel's check 1 s after typing stops: an empty field is not an error there. */
export function postcodeTypingError(input: string): string | null {
  return input === '' || isValidPostcode(input) ? null : postcodeMessages.invalid;
}

/** A postcode as people write it, outward and inward codes apart: 'SW1A1AA' is shown 'SW1A 1AA'. */
export function formatPostcode(input: string): string {
  const value = normalisePostcode(input);
  return value.length > 3 ? `${value.slice(0, -3)} ${value.slice(-3)}` : value;
}
