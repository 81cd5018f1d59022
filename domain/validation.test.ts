import { describe, expect, it } from 'vitest';
import { document } from '../openapi/contract/contract';
import { formatPostcode } from './uk/postcode';
import { normaliseRegistration } from './uk/registration';
import { isValid, rules, tooLongMessage, validator, type RuleName } from './validation';

interface Case {
  rule: RuleName;
  message: string;
  valid: string[];
  invalid: string[];
  /** The contract schema with the same rule: every valid value here must pass its pattern. */
  schema?: string;
}

const cases: Case[] = [
  {
    rule: 'email',
    message: 'A valid email address is required',
    valid: ['amelia.hughes@example.co.uk', 'a@b.uk', 'o.bennett+cars@example.com', ' sam@example.org '],
    invalid: [
      'amelia',
      'amelia@',
      '@example.co.uk',
      'amelia@example',
      'amelia hughes@example.co.uk',
      'a@b@c.uk',
      `${'a'.repeat(250)}@example.co.uk`,
    ],
    schema: 'EmailAddress',
  },
  {
    rule: 'password',
    message: 'Your password must be between 9 and 32 characters, with at least 1 letter (a to z) and 1 number',
    valid: ['Forecourt2026', 'abcdefgh1', '1234567a9', 'pass word 1', `a${'1'.repeat(31)}`],
    // Each refused password gets what is wrong with it (below), never this general message.
    invalid: [],
    schema: 'Password',
  },
  {
    rule: 'name',
    message:
      'Names can only include letters, spaces, hyphens, apostrophes, full stops and ampersands, starting with a letter',
    valid: [
      'Amelia',
      "O'Brien",
      'O’Brien',
      'Jean-Luc',
      'Zoë',
      'St. John',
      'Mary Ann',
      'Amelia & Tom',
      'Łukasz Wójcik',
      'Şükrü',
      'Ngọc Ánh',
      'Αλέξανδρος',
      'Дмитрий',
      'محمد',
      '王秀英',
      'Siân',
    ],
    invalid: ['Amelia2', 'R2-D2', 'Sam!', '-Sam', "'Sam", '&Sam', 'Sam <b>', '@home', 'Sam 😀', 'Sam_Hughes'],
    schema: 'PersonName',
  },
  {
    rule: 'freeText',
    message: 'Special characters such as ` { } ^ + = are not permitted',
    valid: ['Is the Fiesta still available?', 'Price: £7,495 (ono) - call me!', 'Line one\nline two', '50% off & more'],
    invalid: ['1 + 1', 'a = b', '{json}', 'x^2', 'back`tick'],
    schema: 'FreeText',
  },
  {
    rule: 'businessName',
    message: 'Only text and numbers are allowed',
    valid: [
      'Valley Motors',
      'Hughes & Sons Motors',
      "O'Neill's Cars",
      'O’Neill’s Cars',
      'Hughes Motors Ltd.',
      'Rhys-Jones Vans',
      'Zoë’s Autos',
      '4x4 Centre',
      'Unit 4',
      '2026',
    ],
    invalid: ['cars@home', 'Valley Motors!', 'Motors (Leeds)', 'A+B Cars', '&Sons', '-Motors', 'Cars_UK'],
    schema: 'BusinessName',
  },
  {
    rule: 'landline',
    message: 'A valid landline number is required',
    valid: ['020 7946 0321', '02079460321', '0118 496 0987', '01632 960123', '+44 20 7946 0321', '0303 123 4567'],
    invalid: [
      '07700 900123',
      '0800 123 4567',
      '020 7946',
      '02079460321123',
      '(020) 7946 0321',
      'phone me',
      '44 20 7946 0321',
    ],
    schema: 'UkLandline',
  },
  {
    rule: 'mobile',
    message: 'A valid mobile number is required',
    valid: ['07700 900123', '07700900123', '+44 7700 900123', '+447700900123'],
    invalid: ['020 7946 0321', '0770 090 012', '077009001234', '7700 900123', '08700 900123', '07700-900-123'],
    schema: 'UkMobile',
  },
  {
    rule: 'phone',
    message: 'A valid phone number is required',
    // A field that asks for a phone number takes a landline or a mobile: nobody is turned away for
    // having only a mobile.
    valid: ['020 7946 0321', '0118 496 0987', '+44 118 496 0987', '07700 900123', '+44 7700 900123', '07700900123'],
    invalid: ['0800 123 4567', '08700 900123', '07700-900-123', '0770 090 012', '12345', 'none'],
    schema: 'UkPhone',
  },
  {
    rule: 'postcode',
    message: 'Enter a full UK postcode, such as SW1A 1AA',
    valid: [
      'SW1A 1AA',
      'sw1a1aa',
      'M1 1AE',
      'B33 8TH',
      'CR2 6XH',
      'DN55 1PT',
      'EC1A 1BB',
      'W1A 0AX',
      'GIR 0AA',
      'LS11 5DL',
    ],
    invalid: ['SW1A', '12345', 'QW1 1AA', 'SW1A 1AAA', 'SW1A-1AA', 'SW1A 1CA', 'post code'],
    schema: 'UkPostcode',
  },
  {
    rule: 'registration',
    message: 'Please enter a valid registration number',
    valid: [
      'AB12 CDE', // current
      'ab12cde', // spaces and case ignored
      'ab 12 cde',
      'A123 BCD', // prefix
      'a123bcd',
      'P7 XYZ',
      'ABC 123D', // suffix
      'abc123d',
      'XYZ 1A',
      '1 ABC', // dateless, number first
      '1234 AB',
      '1234ab',
      'A 1', // dateless, letters first
      'ABC 123',
      'ABC 1234',
      'ABZ 1234', // Northern Ireland
      'abz1234',
      'LIZ 99',
    ],
    invalid: [
      'AB12 CDEF',
      'AB123 CDE',
      'A1234 BCD',
      'ABC 1234D',
      'ABZ 12345',
      'A',
      '12345 AB',
      '1234 ABCD',
      'ABCD 123',
      'AB-12-CDE',
      'AB12 C1E',
      '1234',
      'ABCDE',
    ],
    schema: 'UkRegistration',
  },
  {
    rule: 'deposit',
    message: 'Enter a deposit between £0 and £499,000, in whole pounds',
    valid: ['0', '£0', '1', '1000', '99999', '150,000', '499000', '05', '2,000', '£500', ' £2,000 ', '499,000'],
    invalid: ['499001', '500,000', '0000000', '-5', '12.50', '£', '2,00', '20,00,0', '£-5', '££5', 'ten'],
  },
  {
    rule: 'mileage',
    message: 'A positive number is required between 1 and 999,999',
    valid: ['1', '34120', ' 34120 ', '999999', '000001', '34,120', '999,999'],
    invalid: [
      '0',
      '000000',
      '1000000',
      '1,000,000',
      '9999999',
      '-1',
      '£34,120',
      '34,12',
      '3,4120',
      '34 120',
      '1.5',
      '1e5',
      'lots',
    ],
  },
];

describe.each(cases)('the $rule rule', ({ rule, message, valid, invalid }) => {
  it('has its message word for word', () => expect(rules[rule].message).toBe(message));

  it.each(valid)('accepts %j', (value) => {
    expect(isValid(rule, value)).toBe(true);
    expect(validator(rules[rule])(value)).toBeNull();
  });

  it.each(invalid)('rejects %j with its message', (value) => {
    expect(isValid(rule, value)).toBe(false);
    expect(validator(rules[rule], { required: 'Enter it' })(value)).toBe(message);
  });
});

describe('the password rule says what is wrong, with both limits', () => {
  const password = validator(rules.password, { required: 'Enter your password' });
  it.each([
    ['Forecou1', 'Your password must be between 9 and 32 characters (yours has 8)'],
    [`Forecourt2026${'x'.repeat(21)}`, 'Your password must be between 9 and 32 characters (yours has 34)'],
    ['abcdefghij', 'Your password must include at least 1 number'],
    ['1234567890', 'Your password must include at least 1 letter (a to z)'],
    ['!!!!!!!!!', 'Your password must include at least 1 letter (a to z) and 1 number'],
    ['abc', 'Your password must be between 9 and 32 characters (yours has 3) and include at least 1 number'],
    [
      `${'😀'.repeat(33)}`,
      'Your password must be between 9 and 32 characters (yours has 33) and include at least 1 letter (a to z) and 1 number',
    ],
    // A line break (a control character the password cannot hold) is named, with what to do.
    ['Forecourt\n2026', 'Your password must not include a line break'],
    ['a1b2\nc3d4e5', 'Your password must not include a line break'],
    ['Forecourt\r\n2026', 'Your password must not include a line break'],
    ['Forecourt\u20282026', 'Your password must not include a line break'],
    ['abc\ndefghij', 'Your password must include at least 1 number and not include a line break'],
    [
      `Forecourt2026\n${'x'.repeat(20)}`,
      'Your password must be between 9 and 32 characters (yours has 34) and not include a line break',
    ],
  ])('%j: %s', (value, message) => {
    expect(isValid('password', value)).toBe(false);
    expect(password(value)).toBe(message);
  });

  it('never falls back to the general message for a password it refuses', () => {
    for (const value of ['Forecourt\n2026', 'Forecourt\r2026', 'Forecourt\u20292026']) {
      expect(password(value)).not.toBe(rules.password.message);
    }
  });
});

describe('an optional postcode never says it is required', () => {
  it('a malformed one says what to enter, or to leave it blank', () => {
    expect(validator(rules.postcode)('SW1A')).toBe('Enter a full UK postcode, such as SW1A 1AA, or leave it blank');
    expect(validator(rules.postcode, { required: 'Enter your postcode' })('SW1A')).toBe(
      'Enter a full UK postcode, such as SW1A 1AA',
    );
    expect(validator(rules.postcode)('')).toBeNull();
  });
});

describe('an optional number or email never says it is required', () => {
  it.each([
    ['mobile', '020 7946 0321', 'Enter a UK mobile number, such as 07700 900123, or leave it blank'],
    ['landline', '07700 900123', 'Enter a UK landline number, such as 020 7946 0123, or leave it blank'],
    ['phone', '0800 123 4567', 'Enter a UK phone number, such as 07700 900123 or 020 7946 0123, or leave it blank'],
    ['email', 'amelia.hughes', 'Enter an email address, such as name@example.com, or leave it blank'],
  ] as const)('an optional %s field given %j says what to enter, or to leave it blank', (rule, value, message) => {
    expect(validator(rules[rule])(value)).toBe(message);
    expect(validator(rules[rule])(value)).not.toMatch(/required/);
    expect(validator(rules[rule])('')).toBeNull();
    // A field that must be filled in keeps the rule's own message.
    expect(validator(rules[rule], { required: 'Enter it' })(value)).toBe(rules[rule].message);
  });
});

describe('a rule as a field validator', () => {
  it('lets an optional empty field pass; a required one says what to enter, and a broken value gets the rule message', () => {
    expect(validator(rules.email)('')).toBeNull();
    expect(validator(rules.email)('   ')).toBeNull();
    const email = validator(rules.email, { required: 'Enter your email address' });
    expect(email('')).toBe('Enter your email address');
    expect(email('  ')).toBe('Enter your email address');
    expect(email('amelia')).toBe('A valid email address is required');
    expect(isValid('email', '')).toBe(false);
  });

  it('says when a value is longer than the field takes', () => {
    const firstName = validator(rules.name, { required: 'Enter your first name', maxLength: 50 });
    expect(firstName('A'.repeat(50))).toBeNull();
    expect(firstName('A'.repeat(51))).toBe(tooLongMessage(50));
    expect(tooLongMessage(50)).toBe('Must be 50 characters or fewer');
  });
});

describe('the rules agree with the contract', () => {
  const schemas = document.components.schemas as Record<
    string,
    { pattern?: string; maxLength?: number; minLength?: number } | undefined
  >;

  it.each(cases.filter((c) => c.schema))("every value the $rule rule accepts passes the contract's $schema", (c) => {
    const schema = schemas[c.schema ?? ''];
    expect(schema?.pattern).toBeDefined();
    const pattern = new RegExp(schema?.pattern ?? '', 'u');
    // What a form sends: trimmed; a postcode formatted ('SW1A 1AA'), a registration upper case.
    const sent = (value: string) =>
      c.rule === 'postcode'
        ? formatPostcode(value)
        : c.rule === 'registration'
          ? normaliseRegistration(value)
          : c.rule === 'password'
            ? value
            : value.trim();
    for (const value of c.valid) {
      const body = sent(value);
      const passes =
        pattern.test(body) && body.length <= (schema?.maxLength ?? Infinity) && body.length >= (schema?.minLength ?? 0);
      expect(passes, `${c.rule}: ${JSON.stringify(value)} sent as ${JSON.stringify(body)}`).toBe(true);
    }
  });
});
