import { PostcodeInput, UkPostcodePattern } from '../../openapi/generated/limits';
import type { components } from '../../openapi/generated/schema';
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

/**
 * The UK's postcode areas (the letters before the first digit): the 121 geographic areas, the Channel
 * Islands' and the Isle of Man's (GY, JE, IM, Royal Mail postcodes outside the UK), GIR (GIR 0AA) and
 * BX, the non-geographic area that has no place at all. A postcode of the right shape whose area is not
 * one of these does not exist (requirements 5.1).
 */
export const geographicPostcodeAreas = `
AB AL B BA BB BD BH BL BN BR BS BT CA CB CF CH CM CO CR CT CV CW DA DD DE DG DH DL DN DT DY E EC EH EN EX FK
FY G GL GU HA HD HG HP HR HS HU HX IG IP IV KA KT KW KY L LA LD LE LL LN LS LU M ME MK ML N NE NG NN NP NR NW
OL OX PA PE PH PL PO PR RG RH RM S SA SE SG SK SL SM SN SO SP SR SS ST SW SY TA TD TF TN TQ TR TS TW UB W WA
WC WD WF WN WR WS WV YO ZE`
  .trim()
  .split(/\s+/);
/** Areas outside the UK's 121 that Royal Mail postcodes have: the Crown Dependencies, Girobank's, BX. */
export const otherPostcodeAreas = ['GY', 'JE', 'IM', 'GIR', 'BX'] as const;
/** BX postcodes are addresses for mail only: no place, so no distance can be measured from one. */
export const placelessPostcodeAreas: readonly string[] = ['BX'];
const knownAreas = new Set<string>([...geographicPostcodeAreas, ...otherPostcodeAreas]);

/** The words a postcode of the right shape gets when it does not exist, or has no place. */
export const postcodeLookupMessages = {
  /** Search, counts, the dealer directory: 'We could not find AA9A 9AA. Check the postcode, or try one nearby'. */
  notFound: (postcode: string) =>
    `We could not find ${formatPostcode(postcode)}. Check the postcode, or try one nearby`,
  /** Forms that take an address: 'We could not find AA9A 9AA. Check the postcode'. */
  notFoundInForm: (postcode: string) => `We could not find ${formatPostcode(postcode)}. Check the postcode`,
  /** A BX postcode in a search: true, and what to do instead. */
  noPlace: (postcode: string) =>
    `${formatPostcode(postcode)} is a postcode for mail only, with no place to measure distances from. Enter the postcode of where you are`,
  /** Said beside distances measured from a non-geographic district or the fallback of an unknown one. */
  approximate: (postcode: string) => `Distances from ${formatPostcode(postcode)} are approximate`,
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

/** The postcode area: 'SW' of 'SW1A 1AA', 'M' of 'M1 1AE', 'GIR' of 'GIR 0AA'. */
export function postcodeArea(input: string): string {
  const value = normalisePostcode(input);
  return value.startsWith('GIR') ? 'GIR' : (/^[A-Z]+/.exec(value)?.[0] ?? '');
}

/**
 * The one rule every place that takes a postcode applies (requirements 5.1): 'malformed' when it is not
 * of the contract's UkPostcode shape (the outward and inward codes with the letters Royal Mail uses in
 * each place: QW1 1AA and SW1A 1CA are no postcode), 'unknown' when it has the shape but its area does
 * not exist (AA9A 9AA), else 'known'. A known postcode whose district is not in the reference data
 * still has a place: its area's (server/seed/postcodes.ts).
 */
export function postcodeStatus(input: string): 'malformed' | 'unknown' | 'known' {
  if (!isValidPostcode(input)) return 'malformed';
  return knownAreas.has(postcodeArea(input)) ? 'known' : 'unknown';
}

/** A postcode that exists as far as its shape and area tell (`postcodeStatus` is 'known'). */
export function isKnownPostcode(input: string): boolean {
  return postcodeStatus(input) === 'known';
}

/** The message a postcode of a search gets, or null: 'Please enter a valid UK postcode' only when malformed. */
export function postcodeSearchError(input: string): string | null {
  const status = postcodeStatus(input);
  if (status === 'malformed') return postcodeMessages.invalid;
  return status === 'unknown' ? postcodeLookupMessages.notFound(input) : null;
}

/** The truth for a form's postcode of the right shape whose area does not exist, or null (malformed is the rule's message). */
export function postcodeFormError(input: string): string | null {
  return postcodeStatus(input) === 'unknown' ? postcodeLookupMessages.notFoundInForm(input) : null;
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
 * postcode to find cars in your area', malformed is 'Please enter a valid UK postcode', one of the
 * right shape that does not exist 'We could not find AA9A 9AA. Check the postcode, or try one nearby'.
 */
export function postcodeSubmitError(input: string, vehicleType: VehicleType = 'car'): string | null {
  const value = normalisePostcode(input);
  if (!value) return postcodeRequiredMessage(vehicleType);
  return postcodeSearchError(value);
}

/** The search panel's check 1 s after typing stops: an empty field is not an error there. */
export function postcodeTypingError(input: string): string | null {
  return input === '' ? null : postcodeSearchError(input);
}

/** A postcode as people write it, outward and inward codes apart: 'SW1A1AA' is shown 'SW1A 1AA'. */
export function formatPostcode(input: string): string {
  const value = normalisePostcode(input);
  return value.length > 3 ? `${value.slice(0, -3)} ${value.slice(-3)}` : value;
}
