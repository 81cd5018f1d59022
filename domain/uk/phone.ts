import { UkLandline, UkLandlinePattern, UkMobile, UkMobilePattern, UkPhone } from '../../openapi/generated/limits';

/**
 * UK telephone numbers (requirements 5.10), as the contract's UkLandline, UkMobile and UkPhone have them:
 * spaces allowed, optionally +44 instead of the leading 0. A landline starts 01, 02 or 03 and has 10 or 11
 * digits; a mobile starts 07 and has 11. A field that asks for a phone number takes either.
 */
const landlinePattern = new RegExp(UkLandlinePattern);
const mobilePattern = new RegExp(UkMobilePattern);

/** The number's digits as dialled from inside the UK: '+44 20 7946 0321' is '02079460321'. */
function nationalDigits(input: string): string {
  return input.replace(/\s+/g, '').replace(/^\+44/, '0');
}

export function isUkLandline(input: string): boolean {
  const value = input.trim();
  const digits = nationalDigits(value).length;
  return value.length <= UkLandline.maxLength && landlinePattern.test(value) && digits >= 10 && digits <= 11;
}

export function isUkMobile(input: string): boolean {
  const value = input.trim();
  return value.length <= UkMobile.maxLength && mobilePattern.test(value);
}

/** Any UK phone number, landline or mobile: what a field asking for a phone number takes. */
export function isUkPhone(input: string): boolean {
  return input.trim().length <= UkPhone.maxLength && (isUkLandline(input) || isUkMobile(input));
}

/** A `tel:` address for a number as written: '0118 496 0123' is 'tel:01184960123'. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^0-9+]/g, '')}`;
