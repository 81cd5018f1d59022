// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { schemaPointer, validate } from '../../openapi/contract/contract';
import { anyText, brokenPostcode, runs, typedPostcode } from '../ruleArbitraries';
import {
  formatPostcode,
  isValidPostcode,
  normalisePostcode,
  postcodeSubmitError,
  postcodeTypingError,
} from './postcode';

// The search panel's postcode messages (requirements 5.2, 5.3), word for word.
const invalid = 'Please enter a valid UK postcode';
const missing = {
  car: 'We need a postcode to find cars in your area',
  van: 'We need a postcode to find vans in your area',
};
const vehicleType = fc.constantFrom('car' as const, 'van' as const);

describe('the search panel postcode: normalised, checked, and its messages', () => {
  it('what is typed is kept without spaces, upper case, at most 10 characters, and normalising twice changes nothing', () => {
    fc.assert(
      fc.property(anyText, (typed) => {
        const value = normalisePostcode(typed);
        expect(value.length).toBeLessThanOrEqual(10);
        expect(value).not.toMatch(/\s|[a-z]/);
        expect(normalisePostcode(value)).toBe(value);
      }),
      runs,
    );
  });

  it('submitting nothing, or only spaces, asks for a postcode for cars or for vans', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\s*$/), vehicleType, (blank, type) => {
        expect(postcodeSubmitError(blank, type)).toBe(missing[type]);
      }),
      runs,
    );
  });

  it('submitting a valid postcode, however typed, gives no error; a broken one gives the invalid message', () => {
    fc.assert(
      fc.property(typedPostcode, brokenPostcode, vehicleType, (good, bad, type) => {
        expect(postcodeSubmitError(good, type)).toBeNull();
        expect(postcodeSubmitError(bad, type)).toBe(invalid);
      }),
      runs,
    );
  });

  it('submitting anything at all gives null or one of the catalogue messages, and never throws', () => {
    fc.assert(
      fc.property(anyText, vehicleType, (typed, type) => {
        expect([null, invalid, missing[type]]).toContain(postcodeSubmitError(typed, type));
        expect([null, invalid]).toContain(postcodeTypingError(typed));
      }),
      runs,
    );
  });

  it('the check once typing stops leaves an empty field alone, passes a valid postcode and names a broken one', () => {
    fc.assert(
      fc.property(typedPostcode, brokenPostcode, (good, bad) => {
        expect(postcodeTypingError('')).toBeNull();
        expect(postcodeTypingError(normalisePostcode(good))).toBeNull();
        expect(postcodeTypingError(normalisePostcode(bad))).toBe(invalid);
      }),
      runs,
    );
  });

  it('a valid postcode is shown and sent as the contract writes it, and stays valid', () => {
    fc.assert(
      fc.property(typedPostcode, (typed) => {
        const shown = formatPostcode(typed);
        expect(validate(schemaPointer('UkPostcode'), shown)).toEqual([]);
        expect(isValidPostcode(shown)).toBe(true);
        expect(formatPostcode(shown)).toBe(shown);
      }),
      runs,
    );
  });
});
