/**
 * fast-check generators for the property tests of the field rules (requirements 5.10): any text at all
 * (to show a rule never throws), and values each rule accepts, built from the rule's description,
 * never from its code. Test-only: imported by `*.property.test.ts` files.
 */
import fc from 'fast-check';
import { Deposit, Mileage } from '../openapi/generated/limits';
import { geographicPostcodeAreas, otherPostcodeAreas } from './uk/postcode';

/** Runs per property of one rule: thousands of inputs per rule over its properties. */
export const runs = { numRuns: 1000 } as const;

/**
 * Runs per property of a whole form: each run builds a form (a MobX store) and checks every field, and
 * each field's rule has its own 1,000 runs above, so a form's wiring is checked with fewer.
 */
export const formRuns = { numRuns: 200 } as const;

/** Any one UTF-16 code unit, lone surrogates included. */
const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit));

/** Whitespace a person can type or paste: spaces, tabs, line breaks, no-break and other Unicode spaces. */
const whitespace = fc.constantFrom(' ', '  ', '\t', '\n', '\r\n', '\u00a0', '\u2003', '\u3000', '\ufeff');

/**
 * Anything a field can be given: Unicode of every kind (graphemes, code points, lone surrogates),
 * whitespace, numbers written out (NaN, Infinity, negatives, huge and tiny), and long text.
 */
export const anyText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: codeUnit, maxLength: 40 }),
  fc.string({ unit: 'binary-ascii', maxLength: 40 }),
  fc.stringMatching(/^\s*$/),
  fc.double().map(String),
  fc.integer().map(String),
  fc.bigInt().map(String),
  fc.constantFrom('NaN', 'Infinity', '-Infinity', '-0', '1e308', '0x10', '0b1', '', ' '),
  fc.string({ unit: 'binary-ascii', minLength: 300, maxLength: 3000 }),
);

/** A value with whitespace around it, as a person may type or paste it. */
export function padded(value: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc
    .tuple(fc.option(whitespace, { nil: '' }), value, fc.option(whitespace, { nil: '' }))
    .map(([before, text, after]) => `${before}${text}${after}`);
}

/** `text` with `insert` put in at a position chosen by `at` (0 to 1). */
export function insertAt(text: string, insert: string, at: number): string {
  const index = Math.min(text.length, Math.floor(at * (text.length + 1)));
  return text.slice(0, index) + insert + text.slice(index);
}

const digitRuns = new Map<number, fc.Arbitrary<string>>();
/** A string of digits of exactly `length` (one generator per length: building one is not cheap). */
export function digits(length: number): fc.Arbitrary<string> {
  const known = digitRuns.get(length);
  if (known) return known;
  const made = fc.string({ unit: fc.constantFrom(...'0123456789'.split('')), minLength: length, maxLength: length });
  digitRuns.set(length, made);
  return made;
}

/** Some letters upper case, some lower, as typed. */
const anyCase = (value: fc.Arbitrary<string>) => fc.mixedCase(value);

// ── UK postcodes: the shapes of the contract's UkPostcode (A9 9AA, A99 9AA, A9A 9AA, AA9 9AA, AA99 9AA,
// AA9A 9AA, and GIR 0AA), with the letters each position allows.
const inward = '[0-9][ABD-HJLNP-UW-Z]{2}';
const postcodeOutwardShapes = [
  '[A-PR-UWYZ][0-9]',
  '[A-PR-UWYZ][0-9]{2}',
  '[A-PR-UWYZ][0-9][A-HJKPSTUW]',
  '[A-PR-UWYZ][A-HK-Y][0-9]',
  '[A-PR-UWYZ][A-HK-Y][0-9]{2}',
  '[A-PR-UWYZ][A-HK-Y][0-9][ABEHMNPRVWXY]',
];

/** A postcode of the contract's shape, of any area, outward and inward codes one space apart. */
const postcodeOfShape: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constant('GIR 0AA'), weight: 1 },
  ...postcodeOutwardShapes.map((outward) => ({
    arbitrary: fc.stringMatching(new RegExp(`^${outward} ${inward}$`)),
    weight: 5,
  })),
);

// The areas that exist (the list requirements 5.1 names), and the area of a postcode of the shape.
const areas = new Set<string>([...geographicPostcodeAreas, ...otherPostcodeAreas]);
const areaOf = (code: string) => (code.startsWith('GIR') ? 'GIR' : (/^[A-Z]+/.exec(code)?.[0] ?? ''));

/** A valid postcode: of the shape and of an area that exists, upper case ('SW1A 1AA'). */
export const postcode: fc.Arbitrary<string> = postcodeOfShape.filter((code) => areas.has(areaOf(code)));

/** A postcode of the right shape whose area does not exist ('AA9A 9AA'; 'QW1 1AA' is malformed instead). */
export const unknownAreaPostcode: fc.Arbitrary<string> = postcodeOfShape.filter((code) => !areas.has(areaOf(code)));

/** A valid postcode as a person types it: any case, with or without (or with extra) spaces. */
export const typedPostcode: fc.Arbitrary<string> = fc
  .tuple(postcode, fc.constantFrom('', ' ', '  ', '\t'), fc.boolean())
  .chain(([code, gap, around]) => {
    const [out, inw] = code.split(' ');
    const written = anyCase(fc.constant(`${out}${gap}${inw}`));
    return around ? padded(written) : written;
  });

// ── UK telephone numbers: 01/02/03 landlines of 10 or 11 digits, 07 mobiles of 11, +44 for the 0.

/** How the national prefix 0 is written: 0, +44 or '+44 '. */
const prefix = fc.constantFrom('0', '+44', '+44 ');

/** A landline as written: area code, then the number in two groups, optionally spaced. */
export const landline: fc.Arbitrary<string> = fc
  .tuple(
    prefix,
    fc.constantFrom('1', '2', '3'),
    // The digits after 0[123], split into the groups the pattern allows (1-4, 3-4, 3-4): 8 or 9 digits.
    fc.constantFrom([1, 3, 4], [1, 4, 3], [2, 3, 3], [1, 4, 4], [2, 3, 4], [2, 4, 3], [3, 3, 3]),
    fc.boolean(),
    fc.boolean(),
  )
  .chain(([lead, area, groups, space1, space2]) =>
    fc.tuple(...groups.map((length) => digits(length))).map(([a, b, c]) => {
      const number = `${a}${space1 ? ' ' : ''}${b}${space2 ? ' ' : ''}${c}`;
      return `${lead}${area}${number}`;
    }),
  );

/** A mobile as written: 07 (or +44 7) then nine digits, in threes, optionally spaced. */
export const mobile: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom('07', '+447', '+44 7'), digits(3), digits(3), digits(3), fc.boolean(), fc.boolean())
  .map(([lead, a, b, c, s1, s2]) => `${lead}${a}${s1 ? ' ' : ''}${b}${s2 ? ' ' : ''}${c}`);

// ── Email addresses: a local part of dot-separated atoms, '@', a domain of two or more labels.
const atom = fc.stringMatching(/^[a-zA-Z0-9!#$%&'*+/=?^_`{|}~-]{1,12}$/);
const label = fc.stringMatching(/^[a-zA-Z0-9]([a-zA-Z0-9-]{0,10}[a-zA-Z0-9])?$/);

export const email: fc.Arbitrary<string> = fc
  .tuple(fc.array(atom, { minLength: 1, maxLength: 3 }), fc.array(label, { minLength: 2, maxLength: 4 }))
  .map(([local, domain]) => `${local.join('.')}@${domain.join('.')}`);

// ── Registrations, one generator per format of requirements 5.11, with the two parts as generated.
const registrationFormats = {
  current: fc.tuple(fc.stringMatching(/^[A-Z]{2}[0-9]{2}$/), fc.stringMatching(/^[A-Z]{3}$/)),
  prefix: fc.tuple(fc.stringMatching(/^[A-Z][0-9]{1,3}$/), fc.stringMatching(/^[A-Z]{3}$/)),
  suffix: fc.tuple(fc.stringMatching(/^[A-Z]{3}$/), fc.stringMatching(/^[0-9]{1,3}[A-Z]$/)),
  northernIrish: fc.tuple(fc.stringMatching(/^[A-Z]{2}[IZ]$/), fc.stringMatching(/^[0-9]{1,4}$/)),
  datelessNumberFirst: fc.tuple(fc.stringMatching(/^[0-9]{1,4}$/), fc.stringMatching(/^[A-Z]{1,3}$/)),
  datelessLettersFirst: fc.tuple(fc.stringMatching(/^[A-Z]{1,3}$/), fc.stringMatching(/^[0-9]{1,4}$/)),
} as const;

/** A registration as sent: upper case, its two parts one space apart ('AB12 CDE'). */
export const registration: fc.Arbitrary<string> = fc
  .oneof(...Object.values(registrationFormats))
  .map(([first, second]) => `${first} ${second}`);

/**
 * A registration as a person types it: any case, its characters split by random runs of spaces. Built
 * with `map` alone (no `chain`): the registration is at most 8 characters.
 */
export const typedRegistration: fc.Arbitrary<string> = fc
  .tuple(
    registration,
    fc.array(fc.constantFrom('', '', '', ' ', '  '), { minLength: 9, maxLength: 9 }),
    fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
  )
  .map(([reg, gaps, lower]) => {
    const chars = [...reg.replace(' ', '')].map((char, i) => (lower[i] ? char.toLowerCase() : char));
    return gaps.map((gap, i) => `${gap}${chars[i] ?? ''}`).join('');
  });

// ── Names: a letter of any alphabet first, then letters, spaces, ' ’ - & . (and digits in a business's name)
const nameLetters = /^[A-Za-zÀ-ÖØ-öø-ÿĀ-žΑ-ωА-яא-תا-ي一-龥가-힣]$/;
const nameLetter = fc.stringMatching(nameLetters);
const nameMarks = fc.constantFrom(' ', "'", '’', '.', '-', '&');
export const name: fc.Arbitrary<string> = fc
  .tuple(nameLetter, fc.array(fc.oneof(nameLetter, nameMarks), { maxLength: 30 }))
  .map(([first, rest]) => `${first}${rest.join('')}`.trimEnd());
const businessCharacter = fc.oneof(nameLetter, digits(1));
export const businessName: fc.Arbitrary<string> = fc
  .tuple(businessCharacter, fc.array(fc.oneof(businessCharacter, nameMarks), { maxLength: 40 }))
  .map(([first, rest]) => `${first}${rest.join('')}`.trimEnd());

/** A whole number from `min` to `max`, written with up to `width` digits (leading zeros allowed). */
export function wholeNumber(min: number, max: number, width: number): fc.Arbitrary<string> {
  return fc
    .tuple(fc.integer({ min, max }), fc.integer({ min: 0, max: width }))
    .map(([value, pad]) => String(value).padStart(Math.min(width, Math.max(pad, String(value).length)), '0'));
}

/** A whole number in a schema's range, written with up to as many digits as its maximum has. */
/** A whole number in a range as people write it, with its thousands commas ('34,120'). */
function withCommas({ minimum, maximum }: { minimum: number; maximum: number }): fc.Arbitrary<string> {
  return fc.integer({ min: minimum, max: maximum }).map((value) => value.toLocaleString('en-GB'));
}

export function wholeNumberOf({ minimum, maximum }: { minimum: number; maximum: number }): fc.Arbitrary<string> {
  return wholeNumber(minimum, maximum, String(maximum).length);
}

/** A valid postcode with one position given a letter or digit that position never has. */
export const brokenPostcode: fc.Arbitrary<string> = fc
  .tuple(
    postcode,
    fc.constantFrom('Q', 'V', 'X'),
    fc.constantFrom('C', 'I', 'K', 'M', 'O', 'V', '0', '5'),
    fc.boolean(),
  )
  .filter(([code]) => code !== 'GIR 0AA')
  .map(([code, first, last, atStart]) => (atStart ? `${first}${code.slice(1)}` : `${code.slice(0, -1)}${last}`));

/** The shared rules' messages (requirements 5.10), word for word: written out, not taken from the code. */
export const ruleMessages = {
  businessName: 'Only text and numbers are allowed',
  deposit: 'Enter a deposit between £0 and £499,000, in whole pounds',
  email: 'A valid email address is required',
  mileage: 'A positive number is required between 1 and 999,999',
  // The message for a password of the right length with no number (brokenValues.password): each
  // password's own problem is written out in validation.test.ts.
  password: 'Your password must include at least 1 number',
  landline: 'A valid landline number is required',
  mobile: 'A valid mobile number is required',
  phone: 'A valid phone number is required',
  postcode: 'Enter a full UK postcode, such as SW1A 1AA',
  freeText: 'Special characters such as ` { } ^ + = are not permitted',
  name: 'Names can only include letters, spaces, hyphens, apostrophes, full stops and ampersands, starting with a letter',
  registration: 'Please enter a valid registration number',
} as const;

/** The message of a rule whose field may be left empty, where it differs: it must not read as required. */
export const optionalRuleMessages: Partial<Record<keyof typeof ruleMessages, string>> = {
  email: 'Enter an email address, such as name@example.com, or leave it blank',
  landline: 'Enter a UK landline number, such as 020 7946 0123, or leave it blank',
  mobile: 'Enter a UK mobile number, such as 07700 900123, or leave it blank',
  phone: 'Enter a UK phone number, such as 07700 900123 or 020 7946 0123, or leave it blank',
  postcode: 'Enter a full UK postcode, such as SW1A 1AA, or leave it blank',
};

/** A whole number above `maximum`, up to a hundred times it. */
const beyond = (maximum: number) => fc.integer({ min: maximum + 1, max: maximum * 100 }).map(String);

/**
 * For each shared rule, values that break exactly one part of it (a valid value with one thing
 * wrong), so a form can be checked field by field.
 */
export const brokenValues = {
  email: email.map((address) => address.replace('@', '')),
  password: fc.stringMatching(/^[A-Za-z]{9,20}$/),
  name: fc.tuple(digits(1), name).map(([digit, text]) => `${text}${digit}`),
  freeText: fc
    .tuple(fc.string({ maxLength: 20 }), fc.constantFrom(...'`{}^+='.split('')))
    .map(([text, bad]) => `${text}${bad}`),
  businessName: fc.stringMatching(/^[A-Za-z0-9]{1,10}[!?@#,()+=_][A-Za-z0-9]{0,10}$/),
  landline: landline.map((number) => number.replace(/^(\+44 ?|0)[123]/, '$14')),
  mobile: mobile.map((number) => number.replace(/^(\+44 ?|0)7/, '$18')),
  phone: fc.oneof(
    landline.map((number) => number.replace(/^(\+44 ?|0)[123]/, '$15')),
    mobile.map((number) => number.replace(/^(\+44 ?|0)7/, '$18')),
  ),
  postcode: brokenPostcode,
  registration: registration.map((reg) => `${reg.replace(' ', '')}-`),
  deposit: fc.oneof(fc.constantFrom('-5', '12.50', '£-5', '2,00'), beyond(Deposit.maximum)),
  mileage: fc.oneof(fc.constantFrom('0', '000000'), beyond(Mileage.maximum)),
} as const;

/** What a form field may be given: the shared rule's values, as a person types them. */
export const validValues = {
  email: padded(email),
  name: padded(name),
  landline: padded(landline),
  mobile: padded(mobile),
  phone: padded(fc.oneof(landline, mobile)),
  postcode: typedPostcode,
  registration: typedRegistration,
  deposit: padded(
    fc.oneof(
      wholeNumberOf(Deposit),
      withCommas(Deposit),
      withCommas(Deposit).map((text) => `£${text}`),
    ),
  ),
  mileage: padded(fc.oneof(wholeNumberOf(Mileage), withCommas(Mileage))),
  freeText: fc.string({ unit: 'grapheme', maxLength: 60 }).map((text) => text.replace(/[`{}^+=]/g, 'x')),
  businessName: padded(businessName),
  password: fc.stringMatching(/^[A-Za-z]{4,10}[0-9][A-Za-z0-9 !?]{4,20}$/),
} as const;
