import { upperCaseAtoZ } from './letters';

/**
 * UK vehicle registrations in every format (requirements 5.11), as the contract's UkRegistration has
 * them: upper case, at most one space, 2 to 8 characters. Spaces and case as typed are ignored:
 * 'ab 12 cde', 'AB12CDE' and 'AB12 CDE' are the same registration, sent as 'AB12 CDE'.
 * - current (2001 on): AB12 CDE
 * - prefix (1983-2001): A123 BCD
 * - suffix (1963-1983): ABC 123D
 * - dateless: 1 to 4 digits then 1 to 3 letters (1234 AB), or 1 to 3 letters then 1 to 4 digits (ABC 123)
 * - Northern Ireland: three letters, the last I or Z as a rule, then up to 4 digits (ABZ 1234)
 * Each format is two parts: the registration is written with one space between them.
 */
const formats = {
  current: /^([A-Z]{2}[0-9]{2})([A-Z]{3})$/,
  prefix: /^([A-Z][0-9]{1,3})([A-Z]{3})$/,
  suffix: /^([A-Z]{3})([0-9]{1,3}[A-Z])$/,
  northernIrish: /^([A-Z]{2}[IZ])([0-9]{1,4})$/,
  datelessNumberFirst: /^([0-9]{1,4})([A-Z]{1,3})$/,
  datelessLettersFirst: /^([A-Z]{1,3})([0-9]{1,4})$/,
} as const;

export type RegistrationFormat = keyof typeof formats;

const formatNames = Object.keys(formats) as RegistrationFormat[];

/** Upper case with every space taken out: what the formats are matched against. */
function compact(input: string): string {
  return upperCaseAtoZ(input.replace(/\s+/g, ''));
}

/** The format a registration is written in (spaces and case ignored), or null when it is none of them. */
export function registrationFormat(input: string): RegistrationFormat | null {
  const value = compact(input);
  return formatNames.find((format) => formats[format].test(value)) ?? null;
}

/**
 * A registration as it is sent and shown: upper case, its two parts one space apart ('ab12cde' is
 * 'AB12 CDE'). Text that is no registration is upper-cased with its runs of spaces made one.
 */
export function normaliseRegistration(input: string): string {
  const format = registrationFormat(input);
  if (!format) return upperCaseAtoZ(input.trim().replace(/\s+/g, ' '));
  return compact(input).replace(formats[format], '$1 $2');
}

export function isUkRegistration(input: string): boolean {
  return registrationFormat(input) !== null;
}
