import { describe, expect, it } from 'vitest';
import { isUkRegistration, normaliseRegistration, registrationFormat } from './registration';

describe('UK registration formats', () => {
  it.each([
    ['AB12 CDE', 'current'],
    ['A123 BCD', 'prefix'],
    ['P7 XYZ', 'prefix'],
    ['ABC 123D', 'suffix'],
    ['XYZ 1A', 'suffix'],
    ['1 ABC', 'datelessNumberFirst'],
    ['1234 AB', 'datelessNumberFirst'],
    ['ABC 123', 'datelessLettersFirst'],
    ['A 1', 'datelessLettersFirst'],
    ['ABZ 1234', 'northernIrish'],
    ['DIZ 7', 'northernIrish'],
  ] as const)('reads %s as %s', (registration, format) => expect(registrationFormat(registration)).toBe(format));

  it.each([
    ['ab12cde', 'AB12 CDE'],
    [' ab 12 cd e ', 'AB12 CDE'],
    ['a123bcd', 'A123 BCD'],
    ['abc123d', 'ABC 123D'],
    ['1234ab', '1234 AB'],
    ['abc123', 'ABC 123'],
    ['abz 12 34', 'ABZ 1234'],
  ])('ignores spaces and case: %j is %s', (typed, registration) => {
    expect(isUkRegistration(typed)).toBe(true);
    expect(normaliseRegistration(typed)).toBe(registration);
  });

  it.each([
    ['AB12 CDEF', 'current with four letters at the end'],
    ['AB123 CDE', 'current with three digits'],
    ['A1234 BCD', 'prefix with four digits'],
    ['A123 BC1', 'prefix ending in a digit'],
    ['ABC 1234D', 'suffix with four digits'],
    ['ABZ 12345', 'Northern Irish with five digits'],
    ['12345 AB', 'dateless with five digits'],
    ['1234 ABCD', 'dateless with four letters'],
    ['ABCD 123', 'four letters then digits'],
    ['AB-12-CDE', 'hyphens'],
    ['1234', 'digits alone'],
    ['ABCDE', 'letters alone'],
    ['', 'nothing'],
  ])('knows none for %j (%s)', (registration) => {
    expect(registrationFormat(registration)).toBeNull();
    expect(isUkRegistration(registration)).toBe(false);
  });

  it('leaves text that is no registration upper case with one inner space', () => {
    expect(normaliseRegistration('  ab12   cdef ')).toBe('AB12 CDEF');
  });
});
