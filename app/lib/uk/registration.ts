/**
 * UK vehicle registrations in every format (spec section 5), as the contract's UkRegistration has
 * them: upper case (the app upper-cases what is typed), at most one space, 2 to 8 characters.
 * - current (2001 on): AB12 CDE
 * - prefix (1983-2001): A123 BCD
 * - suffix (1963-1983): ABC 123D
 * - dateless: 1 to 4 digits then 1 to 3 letters (1 ABC), or 1 to 3 letters then 1 to 4 digits (ABC 1234)
 * - Northern Ireland: three letters, the last I or Z as a rule, then up to 4 digits (ABZ 1234)
 */
const formats = {
  current: /^[A-Z]{2}[0-9]{2} ?[A-Z]{3}$/,
  prefix: /^[A-Z][0-9]{1,3} ?[A-Z]{3}$/,
  suffix: /^[A-Z]{3} ?[0-9]{1,3}[A-Z]$/,
  northernIrish: /^[A-Z]{2}[IZ] ?[0-9]{1,4}$/,
  datelessNumberFirst: /^[0-9]{1,4} ?[A-Z]{1,3}$/,
  datelessLettersFirst: /^[A-Z]{1,3} ?[0-9]{1,4}$/,
} as const;

export type RegistrationFormat = keyof typeof formats;

/** Upper case, no spaces at the ends, inner runs of spaces made one. */
export function normaliseRegistration(input: string): string {
  return input.trim().replace(/\s+/g, ' ').toUpperCase();
}

/** The format a registration is written in, or null when it is none of them. */
export function registrationFormat(input: string): RegistrationFormat | null {
  const value = normaliseRegistration(input);
  if (value.length < 2 || value.length > 8) return null;
  const found = (Object.keys(formats) as RegistrationFormat[]).find((format) => formats[format].test(value));
  return found ?? null;
}

export function isUkRegistration(input: string): boolean {
  return registrationFormat(input) !== null;
}
