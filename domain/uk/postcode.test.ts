import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unknownAreaPostcode } from '../ruleArbitraries';
import {
  formatPostcode,
  geographicPostcodeAreas,
  isValidPostcode,
  normalisePostcode,
  postcodeFormError,
  postcodeMessages,
  postcodeStatus,
  postcodeSubmitError,
  postcodeTypingError,
} from './postcode';

describe('postcodeSubmitError', () => {
  it('asks for a postcode when there is none', () => {
    expect(postcodeSubmitError('')).toBe('We need a postcode to find cars in your area');
    expect(postcodeSubmitError('   ')).toBe('We need a postcode to find cars in your area');
  });

  it('rejects a malformed postcode', () => {
    expect(postcodeSubmitError('QW1 1AA')).toBe('Please enter a valid UK postcode');
  });

  it('accepts a valid one however it is typed, GIR 0AA included', () => {
    expect(postcodeSubmitError(' sw1a 1aa')).toBeNull();
    expect(postcodeSubmitError('GIR 0AA')).toBeNull();
  });
});

describe('the van search', () => {
  it("says 'vans' when the postcode is missing", () => {
    expect(postcodeSubmitError('', 'van')).toBe('We need a postcode to find vans in your area');
  });
});

describe('formatPostcode', () => {
  it('shows the outward and inward codes apart, however typed', () => {
    expect(formatPostcode('SW1A1AA')).toBe('SW1A 1AA');
    expect(formatPostcode(' m1 1ae ')).toBe('M1 1AE');
    expect(formatPostcode('GIR0AA')).toBe('GIR 0AA');
    expect(formatPostcode('')).toBe('');
  });
});

describe('the UK postcode rule', () => {
  it.each(['SW1A 1AA', 'sw1a1aa', 'M1 1AE', 'B33 8TH', 'CR2 6XH', 'DN55 1PT', 'EC1A 1BB', 'W1A 0AX', 'GIR 0AA'])(
    'accepts %s',
    (postcode) => expect(isValidPostcode(postcode)).toBe(true),
  );
  it.each(['', 'SW1A', '12345', 'QW1 1AA', 'SW1A 1AAA', 'SW1A-1AA'])('rejects "%s"', (postcode) =>
    expect(isValidPostcode(postcode)).toBe(false),
  );
  it('normalises as the search panel does: spaces stripped, upper case, at most 10 characters', () => {
    expect(normalisePostcode(' sw1a 1aa ')).toBe('SW1A1AA');
    expect(normalisePostcode('abcdefghijklmn')).toBe('ABCDEFGHIJ');
  });
  it('has the three messages: search panel, submit with none, and forms', () => {
    expect(postcodeMessages).toEqual({
      invalid: 'Please enter a valid UK postcode',
      requiredOnSubmit: 'We need a postcode to find cars in your area',
      form: 'Enter a full UK postcode, such as SW1A 1AA',
    });
  });
});

describe('postcodeTypingError (the check once typing stops)', () => {
  it('leaves an empty field alone and names a malformed postcode', () => {
    expect(postcodeTypingError('')).toBeNull();
    expect(postcodeTypingError('M11AE')).toBeNull();
    expect(postcodeTypingError('QQ1')).toBe('Please enter a valid UK postcode');
  });
});

describe('a postcode of the right shape that does not exist', () => {
  it('is told so in true words, formatted as people write it, never that it is not a UK postcode', () => {
    expect(postcodeSubmitError('aa9a9aa')).toBe('We could not find AA9A 9AA. Check the postcode, or try one nearby');
    expect(postcodeTypingError('AA9A9AA')).toBe('We could not find AA9A 9AA. Check the postcode, or try one nearby');
    expect(postcodeFormError('AA9A 9AA')).toBe('We could not find AA9A 9AA. Check the postcode');
    expect(postcodeStatus('AA9A 9AA')).toBe('unknown');
  });

  it('keeps "Please enter a valid UK postcode" for what is not a postcode at all', () => {
    for (const typed of ['ZZ1', 'hello', 'QW1 1AA', 'SW1A 1CA'])
      expect(postcodeSubmitError(typed)).toBe(postcodeMessages.invalid);
  });

  it('accepts real postcodes of every kind: London districts, non-geographic ones, the islands, BX', () => {
    for (const real of [
      'N2 1AA',
      'N3 1AA',
      'SW1H 0BG',
      'DH99 1NS',
      'DE99 3GG',
      'BT1 5GS',
      'ZE1 0AA',
      'TR21 0HE',
      'BX1 1LT',
      'GIR 0AA',
    ])
      expect([real, postcodeStatus(real), postcodeSubmitError(real)]).toEqual([real, 'known', null]);
  });

  it('lists the 121 geographic areas once each', () => {
    expect(geographicPostcodeAreas).toHaveLength(121);
    expect(new Set(geographicPostcodeAreas).size).toBe(121);
  });
});

describe('postcodes of an area that does not exist (property)', () => {
  it('get the true message in search and forms, whatever their letters', () => {
    fc.assert(
      fc.property(unknownAreaPostcode, (code) => {
        expect(postcodeSubmitError(code)).toBe(
          `We could not find ${formatPostcode(code)}. Check the postcode, or try one nearby`,
        );
        expect(postcodeFormError(code)).toBe(`We could not find ${formatPostcode(code)}. Check the postcode`);
      }),
      { numRuns: 300 },
    );
  });
});
