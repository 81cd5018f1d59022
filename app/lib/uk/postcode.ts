import { isValidPostcode, normalisePostcode, postcodeMessages } from '@ds';

/**
 * The message a postcode gets when a search form is submitted (spec section 5): empty is 'We need a
 * postcode to find cars in your area', malformed is 'Please enter a valid UK postcode', else null.
 * The pattern itself lives with the design system's PostcodeField.
 */
export function postcodeSubmitError(input: string): string | null {
  const value = normalisePostcode(input);
  if (!value) return postcodeMessages.requiredOnSubmit;
  return isValidPostcode(value) ? null : postcodeMessages.invalid;
}
