import { describe, expect, it } from 'vitest';
import { postcodeSubmitError } from './postcode';

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
