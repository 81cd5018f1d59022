/**
 * UK postcodes (spec section 5): the standard outward + inward pattern, plus the special GIR 0AA.
 * Input is normalised the way the search panel does: spaces stripped, upper-cased, at most 10 chars.
 */
export const postcodeMaxLength = 10;

export const postcodeMessages = {
  invalid: 'Please enter a valid UK postcode',
  requiredOnSubmit: 'We need a postcode to find cars in your area',
} as const;

const pattern =
  /^(GIR0AA|[A-PR-UWYZ][0-9]{1,2}[0-9ABCDEFGHJKPSTUVWXY]?[0-9][ABD-HJLNP-UW-Z]{2}|[A-PR-UWYZ][A-HK-Y][0-9]{1,2}[0-9ABEHMNPRVWXY]?[0-9][ABD-HJLNP-UW-Z]{2}|[A-PR-UWYZ][0-9][A-HJKPSTUW][0-9][ABD-HJLNP-UW-Z]{2}|[A-PR-UWYZ][A-HK-Y][0-9][ABEHMNPRVWXY][0-9][ABD-HJLNP-UW-Z]{2})$/;

export function normalisePostcode(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase().slice(0, postcodeMaxLength);
}

export function isValidPostcode(input: string): boolean {
  return pattern.test(normalisePostcode(input));
}
