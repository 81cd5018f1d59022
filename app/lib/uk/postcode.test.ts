import { describe, expect, it } from 'vitest';
import { formatPostcode, postcodeSubmitError } from './postcode';

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
