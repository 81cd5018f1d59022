import { describe, expect, it } from 'vitest';
import { normaliseRegistration, registrationFormat } from './registration';

describe('UK registration formats', () => {
  it.each([
    ['AB12 CDE', 'current'],
    ['A123 BCD', 'prefix'],
    ['ABC 123D', 'suffix'],
    ['1 ABC', 'datelessNumberFirst'],
    ['ABC 1234', 'datelessLettersFirst'],
    ['ABZ 1234', 'northernIrish'],
    ['DIZ 7', 'northernIrish'],
  ] as const)('reads %s as %s', (registration, format) => expect(registrationFormat(registration)).toBe(format));

  it('knows none for a malformed registration', () => {
    expect(registrationFormat('AB12 CDEF')).toBeNull();
    expect(registrationFormat('')).toBeNull();
  });

  it('upper-cases and keeps one inner space', () => {
    expect(normaliseRegistration('  ab12   cde ')).toBe('AB12 CDE');
  });
});
