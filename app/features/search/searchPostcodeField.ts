import type { PostcodeFieldProps } from '@ds';
import { normalisePostcode, postcodeMaxLength } from '@domain/uk/postcode';

/**
 * What makes the design system's PostcodeField the search's postcode field (requirements 5.2): spaces
 * stripped, upper case, at most 10 characters. The search panel shows its store's own check; the
 * postcode search forms add the check 1 s after typing stops (`validate`).
 */
export const searchPostcodeField = {
  normalise: normalisePostcode,
  maxLength: postcodeMaxLength,
} satisfies Partial<PostcodeFieldProps>;
