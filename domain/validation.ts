import {
  BusinessNamePattern,
  Deposit,
  EmailAddress,
  EmailAddressPattern,
  FreeTextPattern,
  Mileage,
  Password,
  PasswordPattern,
  PersonNamePattern,
} from '../openapi/generated/limits';
import { isUkLandline, isUkMobile, isUkPhone } from './uk/phone';
import { isKnownPostcode, postcodeFormError, postcodeMessages } from './uk/postcode';
import { isUkRegistration } from './uk/registration';

/**
 * The shared field rules (requirements 5.10), each with its message. Every form and the search panel use
 * these; the contract's field schemas (openapi.yaml, "Field rules") carry the same patterns, so what passes
 * here passes the server's checks too. Each message says what to enter (decision 0098).
 */
export const validationMessages = {
  businessName: 'Only text and numbers are allowed',
  /** Against a price, a deposit must also leave the minimum credit to borrow (domain/finance.ts). */
  deposit: `Enter a deposit between £${Deposit.minimum.toLocaleString('en-GB')} and £${Deposit.maximum.toLocaleString('en-GB')}, in whole pounds`,
  email: 'A valid email address is required',
  mileage: 'A positive number is required between 1 and 999,999',
  password: `Your password must be between ${Password.minLength} and ${Password.maxLength} characters, with at least 1 letter (a to z) and 1 number`,
  landline: 'A valid landline number is required',
  mobile: 'A valid mobile number is required',
  phone: 'A valid phone number is required',
  postcode: postcodeMessages.form,
  freeText: 'Special characters such as ` { } ^ + = are not permitted',
  name: 'Names can only include letters, spaces, hyphens, apostrophes, full stops and ampersands, starting with a letter',
  registration: 'Please enter a valid registration number',
} as const;

/**
 * What a field that may be left empty says of a value that breaks its rule: what to enter, and that it may be left
 * blank, never that it is required (decision 0098).
 */
export const optionalMessages = {
  email: 'Enter an email address, such as name@example.com, or leave it blank',
  landline: 'Enter a UK landline number, such as 020 7946 0123, or leave it blank',
  mobile: 'Enter a UK mobile number, such as 07700 900123, or leave it blank',
  phone: 'Enter a UK phone number, such as 07700 900123 or 020 7946 0123, or leave it blank',
  postcode: `${validationMessages.postcode}, or leave it blank`,
} as const;

export interface Rule {
  /** Shown when a value breaks the rule. */
  readonly message: string;
  /** Whether a non-empty value keeps the rule. */
  readonly test: (value: string) => boolean;
  /** The message for this value when it says more than `message` (a postcode that does not exist). */
  readonly messageFor?: (value: string) => string | null;
  /** What is wrong with a value that breaks the rule, where one message cannot say it (the password's). */
  readonly explain?: (value: string) => string;
  /** The message for a field that may be left empty, which must not read as required (the postcode's). */
  readonly optionalMessage?: string;
}

const rule = (message: string, test: (value: string) => boolean, extra: Partial<Rule> = {}): Rule => ({
  message,
  test,
  ...extra,
});
const matches = (pattern: RegExp) => (value: string) => pattern.test(value.trim());
/**
 * A whole number as people write it, else NaN: digits, with commas between the thousands ('34,120') and, for
 * money, a £ in front ('£2,000') (requirements 5.10).
 */
export function parseWholeNumber(value: string, money = false): number {
  const match = /^(£?)([0-9]{1,3}(?:,[0-9]{3})+|[0-9]+)$/.exec(value.trim());
  return match?.[2] && (money || !match[1]) ? Number(match[2].replace(/,/g, '')) : NaN;
}

/**
 * A whole number in the contract's range, with no more digits than its maximum has (leading zeros allowed):
 * deposit (0 to 499,000, money) and mileage (1 to 999,999).
 */
export function wholeWithin({ minimum, maximum }: { minimum: number; maximum: number }, money = false) {
  return (value: string) => {
    const number = parseWholeNumber(value, money);
    return number >= minimum && number <= maximum && value.replace(/[^0-9]/g, '').length <= String(maximum).length;
  };
}

// The contract's EmailAddress: its pattern, and JSON Schema's "email" format as the server checks it
// (ajv-formats): dot-separated atoms, '@', then labels of letters, digits and inner hyphens.
const emailPattern = new RegExp(EmailAddressPattern);
const emailFormat =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
// The name pattern of the contract's PersonName and FullName: a letter of any alphabet first, then
// letters, spaces, apostrophes, hyphens, ampersands and full stops. A business name (BusinessName) has
// the same characters, and digits too.
const namePattern = new RegExp(PersonNamePattern);
const passwordPattern = new RegExp(PasswordPattern, 'u');

/** The characters the contract's password pattern cannot hold (its `.` takes every other): line breaks. */
const lineBreak = /[\n\r\u2028\u2029]/;

/**
 * What is wrong with a password, with both length limits: its length (counted in characters, as the
 * contract counts them), the letter or number it lacks, and a line break in it.
 */
function passwordProblem(value: string): string {
  const length = [...value].length;
  const wrongLength = length < Password.minLength || length > Password.maxLength;
  const missing = [/[A-Za-z]/.test(value) ? '' : 'letter (a to z)', /[0-9]/.test(value) ? '' : 'number'].filter(
    Boolean,
  );
  const include = missing.length ? `include at least 1 ${missing.join(' and 1 ')}` : '';
  const size = wrongLength
    ? `be between ${Password.minLength} and ${Password.maxLength} characters (yours has ${length})`
    : '';
  const breaks = lineBreak.test(value) ? 'not include a line break' : '';
  const parts = [size, include, breaks].filter(Boolean);
  return parts.length ? `Your password must ${parts.join(' and ')}` : validationMessages.password;
}

export const rules = {
  email: rule(
    validationMessages.email,
    (value) =>
      value.trim().length <= EmailAddress.maxLength &&
      emailPattern.test(value.trim()) &&
      emailFormat.test(value.trim()),
    { optionalMessage: optionalMessages.email },
  ),
  /**
   * 9 to 32 characters with at least one letter and one digit; taken as typed (never trimmed). Counted
   * in characters (the `u` flag), as the contract's minLength and maxLength count them: an emoji is one.
   */
  password: rule(validationMessages.password, (value) => passwordPattern.test(value), { explain: passwordProblem }),
  name: rule(validationMessages.name, matches(namePattern)),
  freeText: rule(validationMessages.freeText, matches(new RegExp(FreeTextPattern))),
  businessName: rule(validationMessages.businessName, matches(new RegExp(BusinessNamePattern))),
  landline: rule(validationMessages.landline, isUkLandline, { optionalMessage: optionalMessages.landline }),
  mobile: rule(validationMessages.mobile, isUkMobile, { optionalMessage: optionalMessages.mobile }),
  /** A field that asks for a phone number: a landline or a mobile (requirements 5.10). */
  phone: rule(validationMessages.phone, isUkPhone, { optionalMessage: optionalMessages.phone }),
  /** A postcode that exists (its shape and area): one of the right shape that does not is told so. */
  postcode: rule(validationMessages.postcode, isKnownPostcode, {
    messageFor: postcodeFormError,
    optionalMessage: optionalMessages.postcode,
  }),
  registration: rule(validationMessages.registration, isUkRegistration),
  deposit: rule(validationMessages.deposit, wholeWithin(Deposit, true)),
  mileage: rule(validationMessages.mileage, wholeWithin(Mileage)),
} as const satisfies Record<string, Rule>;

export type RuleName = keyof typeof rules;

/** Checks one value: the error message to show, or null when it is fine. */
export type Validator = (value: string) => string | null;

export interface RuleOptions {
  /**
   * Makes the field required: what a missing value says, naming the field in GOV.UK's words ('Enter your first
   * name'). The rule's message is for a value that breaks it (requirements 5.12).
   */
  required?: string;
  /** The most characters the contract accepts for this field. */
  maxLength?: number;
}

/** The message for a value longer than a field takes, in GOV.UK's wording (requirements 5.12). */
export function tooLongMessage(maxLength: number): string {
  return `Must be ${maxLength} characters or fewer`;
}

/**
 * A rule as a field's validator: empty passes unless required; too long, then the rule itself, saying what
 * is wrong, and never that a field that may be left empty is required.
 */
export function validator(rule: Rule, { required, maxLength }: RuleOptions = {}): Validator {
  return (value) => {
    if (value.trim() === '') return required ?? null;
    if (maxLength !== undefined && value.trim().length > maxLength) return tooLongMessage(maxLength);
    if (rule.test(value)) return null;
    return (
      rule.explain?.(value) ??
      rule.messageFor?.(value) ??
      (required === undefined ? rule.optionalMessage : undefined) ??
      rule.message
    );
  };
}

/** Whether a value keeps a rule (an empty value does not). */
export function isValid(ruleName: RuleName, value: string): boolean {
  return value.trim() !== '' && rules[ruleName].test(value);
}
