import { describe, expect, it } from 'vitest';
import { isValidPostcode, normalisePostcode } from './postcode';

describe('UK postcode rule', () => {
  it.each(['SW1A 1AA', 'sw1a1aa', 'M1 1AE', 'B33 8TH', 'CR2 6XH', 'DN55 1PT', 'EC1A 1BB', 'W1A 0AX', 'GIR 0AA'])(
    'accepts %s',
    (postcode) => expect(isValidPostcode(postcode)).toBe(true),
  );
  it.each(['', 'SW1A', '12345', 'QW1 1AA', 'SW1A 1AAA', 'SW1A-1AA'])('rejects "%s"', (postcode) =>
    expect(isValidPostcode(postcode)).toBe(false),
  );
  it('strips spaces, upper-cases and keeps at most 10 characters', () => {
    expect(normalisePostcode(' sw1a 1aa ')).toBe('SW1A1AA');
    expect(normalisePostcode('abcdefghijklmn')).toBe('ABCDEFGHIJ');
  });
});
