// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as limits from '../openapi/generated/limits';
import { schemaPointer, validate } from '../openapi/contract/contract';
import {
  anyText,
  digits,
  email,
  insertAt,
  landline,
  mobile,
  name,
  businessName,
  optionalRuleMessages,
  padded,
  registration,
  ruleMessages,
  runs,
  typedPostcode,
  typedRegistration,
  wholeNumberOf,
} from './ruleArbitraries';
import { formatPostcode } from './uk/postcode';
import { normaliseRegistration } from './uk/registration';
import { isValid, parseWholeNumber, rules, validator, type RuleName, type RuleOptions } from './validation';

/** The shared rules' messages (requirements 5.10), word for word, as the form properties check them too. */
const catalogue: Record<RuleName, string> = ruleMessages;
const ruleNames = Object.keys(catalogue) as RuleName[];

/** A field as long as the contract's schema lets it be. */
const lengthOf = ({ maxLength }: { maxLength: number }): RuleOptions => ({ maxLength });

/** How each form field of a rule is set up and what it sends: the contract's schema must take what is sent. */
const sent: Record<RuleName, { schema: string; options: RuleOptions; send: (value: string) => unknown }> = {
  email: { schema: 'EmailAddress', options: lengthOf(limits.EmailAddress), send: (value) => value.trim() },
  password: { schema: 'Password', options: {}, send: (value) => value },
  name: { schema: 'FullName', options: lengthOf(limits.FullName), send: (value) => value.trim() },
  freeText: { schema: 'FreeText', options: lengthOf(limits.FreeText), send: (value) => value.trim() },
  businessName: {
    schema: 'BusinessName',
    options: lengthOf(limits.BusinessName),
    send: (value) => value.trim(),
  },
  landline: { schema: 'UkLandline', options: lengthOf(limits.UkLandline), send: (value) => value.trim() },
  mobile: { schema: 'UkMobile', options: lengthOf(limits.UkMobile), send: (value) => value.trim() },
  phone: { schema: 'UkLandline', options: lengthOf(limits.UkLandline), send: (value) => value.trim() },
  postcode: { schema: 'UkPostcode', options: {}, send: formatPostcode },
  registration: { schema: 'UkRegistration', options: {}, send: normaliseRegistration },
  deposit: { schema: 'Deposit', options: {}, send: (value) => parseWholeNumber(value, true) },
  mileage: { schema: 'Mileage', options: {}, send: (value) => parseWholeNumber(value) },
};

/** What a required field of each rule says when it is left empty, naming the field (requirements 5.12). */
const missing = 'Enter the value';
const check = (ruleName: RuleName, value: string) => validator(rules[ruleName], { required: missing })(value);
const accepts = (ruleName: RuleName) => (value: string) => {
  expect(check(ruleName, value)).toBeNull();
};
/** A password's message says what is wrong with it (validation.test.ts writes each out); every other rule has one. */
const passwordMessage =
  /^Your password must (be between 9 and 32 characters \(yours has [0-9]+\)( and (not )?include|$)|(not )?include )/;
const isOwnMessage = (ruleName: RuleName, message: string, required: boolean) =>
  ruleName === 'password'
    ? passwordMessage.test(message) || message === catalogue.password
    : (ruleName === 'postcode' && /^We could not find [A-Z0-9 ]+\. Check the postcode$/.test(message)) ||
      message === (required ? catalogue[ruleName] : (optionalRuleMessages[ruleName] ?? catalogue[ruleName]));
const rejects = (ruleName: RuleName) => (value: string) => {
  const message = check(ruleName, value);
  expect(message !== null && isOwnMessage(ruleName, message, true), `${JSON.stringify(value)}: ${message}`).toBe(true);
};

/** Characters to put into a valid value: the ones rules care about, and some they never expect. */
const oneCharacter = fc.oneof(
  fc.constantFrom(..."AZaz09IOQVXCKM@.+-_ '`{}^=<>,£#/\\é€ßſı😀\u00a0\t\n".split('')),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
);

/** A valid value with one character added, replaced or taken away: the values either side of the rule. */
function nearMiss(valid: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc
    .tuple(valid, oneCharacter, fc.double({ min: 0, max: 1, noNaN: true }), fc.constantFrom('add', 'replace', 'drop'))
    .map(([value, char, at, how]) => {
      if (how === 'add') return insertAt(value, char, at);
      const index = Math.min(value.length - 1, Math.floor(at * value.length));
      return value.slice(0, index) + (how === 'replace' ? char : '') + value.slice(index + 1);
    });
}

/** What a password may hold: any characters but line breaks (a password field has none), emoji too. */
const passwordCharacters = [...'abcXYZ0189 !?£$%&*é€😀\u00a0\t'];

const validValues: Record<RuleName, fc.Arbitrary<string>> = {
  email,
  password: fc
    .tuple(
      fc.string({ unit: fc.constantFrom(...passwordCharacters), minLength: 7, maxLength: 30 }),
      fc.stringMatching(/^[A-Za-z]$/),
      fc.stringMatching(/^[0-9]$/),
      fc.double({ min: 0, max: 1, noNaN: true }),
      fc.double({ min: 0, max: 1, noNaN: true }),
    )
    .map(([text, letter, digit, a, b]) => insertAt(insertAt(text, letter, a), digit, b))
    .filter((value) => [...value].length <= 32),
  name,
  freeText: fc
    .string({ unit: 'grapheme', minLength: 1, maxLength: 60 })
    .map((text) => text.replace(/[`{}^+=]/g, 'x'))
    .filter((text) => text.trim() !== ''),
  businessName,
  landline,
  mobile,
  phone: landline,
  postcode: typedPostcode,
  registration: typedRegistration,
  deposit: wholeNumberOf(limits.Deposit),
  mileage: wholeNumberOf(limits.Mileage),
};

describe('every shared field rule', () => {
  it.each(ruleNames)('the %s rule never throws, and answers nothing or its own message', (ruleName) => {
    fc.assert(
      fc.property(anyText, fc.boolean(), (value, required) => {
        const message = validator(rules[ruleName], required ? { required: missing } : {})(value);
        expect(message === null || message === missing || isOwnMessage(ruleName, message, required)).toBe(true);
        expect(typeof isValid(ruleName, value)).toBe('boolean');
      }),
      runs,
    );
  });

  it.each(ruleNames)('the %s rule accepts every value it describes, with spaces around it', (ruleName) => {
    // A password is taken as typed: spaces around it are part of it, so it is tested as generated.
    const values = ruleName === 'password' ? validValues.password : padded(validValues[ruleName]);
    fc.assert(fc.property(values, accepts(ruleName)), runs);
  });

  it.each(ruleNames)(
    'a missing %s, or only spaces, says what to enter when required, nothing when optional',
    (ruleName) => {
      fc.assert(
        fc.property(fc.stringMatching(/^\s*$/), (blank) => {
          expect(validator(rules[ruleName], { required: missing })(blank)).toBe(missing);
          expect(validator(rules[ruleName])(blank)).toBeNull();
          expect(isValid(ruleName, blank)).toBe(false);
        }),
        runs,
      );
    },
  );

  it.each(ruleNames)(
    'whatever the %s field accepts, the request carries in a form the contract accepts',
    (ruleName) => {
      const { schema, options, send } = sent[ruleName];
      const field = validator(rules[ruleName], { required: missing, ...options });
      fc.assert(
        fc.property(fc.oneof(validValues[ruleName], nearMiss(validValues[ruleName])), (value) => {
          fc.pre(field(value) === null);
          expect(validate(schemaPointer(schema), send(value))).toEqual([]);
        }),
        runs,
      );
    },
  );
});

describe('the email rule', () => {
  it('rejects an address without its @, with a space inside, or without a dot in the domain', () => {
    fc.assert(
      fc.property(email, fc.double({ min: 0, max: 1, noNaN: true }), (address, at) => {
        const [local, domain = ''] = address.split('@');
        rejects('email')(`${local}${domain}`);
        const inside = 1 + Math.min(address.length - 2, Math.floor(at * (address.length - 1)));
        rejects('email')(`${address.slice(0, inside)} ${address.slice(inside)}`);
        rejects('email')(`${local}@${domain.replace(/\./g, '')}`);
        rejects('email')(`@${domain}`);
        rejects('email')(`${local}@`);
        rejects('email')(`${local}@${domain}@${domain}`);
      }),
      runs,
    );
  });

  it(`rejects an address over ${limits.EmailAddress.maxLength} characters`, () => {
    const { maxLength } = limits.EmailAddress;
    fc.assert(
      fc.property(email, fc.integer({ min: maxLength + 1, max: maxLength + 150 }), (address, length) =>
        rejects('email')(`${'a'.repeat(Math.max(1, length - address.length))}${address}`.slice(-length)),
      ),
      { numRuns: 200 },
    );
  });
});

describe('the password rule', () => {
  const letters = fc.stringMatching(/^[A-Za-z!? ]{9,32}$/);
  it('rejects a password with no digit, or with no letter', () => {
    fc.assert(
      fc.property(letters, (text) => rejects('password')(text.replace(/[0-9]/g, '!'))),
      runs,
    );
    fc.assert(fc.property(fc.stringMatching(/^[0-9!? ]{9,32}$/), rejects('password')), runs);
  });

  it('counts characters, not UTF-16 units: 8 characters are too few and 32 are enough, emoji included', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 30 }), (few, many) => {
        rejects('password')(`a1${'😀'.repeat(few)}${'b'.repeat(6 - few)}`);
        accepts('password')(`a1${'😀'.repeat(many)}${'b'.repeat(30 - many)}`);
      }),
      runs,
    );
  });

  it('rejects 33 characters or more, and fewer than 9', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{16,40}$/), digits(20), (text, number) => {
        rejects('password')(`${text}${number}`);
        rejects('password')(`${text.slice(0, 4)}${number.slice(0, 4)}`);
      }),
      runs,
    );
  });
});

describe('the name rule', () => {
  it('rejects a name that starts with an apostrophe, full stop, hyphen or ampersand, or holds a digit or symbol', () => {
    fc.assert(
      fc.property(
        name,
        fc.constantFrom("'", '’', '.', '-', '&'),
        fc.stringMatching(/^[0-9@#_!?/()~,;:"£$%*<>]$/),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (text, lead, bad, at) => {
          rejects('name')(`${lead}${text}`);
          rejects('name')(insertAt(text, bad, at));
        },
      ),
      runs,
    );
  });
});

describe('the free text rule', () => {
  it('rejects any text with one of ` { } ^ + =', () => {
    fc.assert(
      fc.property(
        validValues.freeText,
        fc.constantFrom(...'`{}^+='.split('')),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (text, bad, at) => rejects('freeText')(insertAt(text, bad, at)),
      ),
      runs,
    );
  });

  it('rejects any text with a control character inside it, tabs and line breaks aside (NUL, ESC, DEL...)', () => {
    const controls = [...Array(32).keys(), 127].filter((code) => ![9, 10, 13].includes(code));
    fc.assert(
      fc.property(
        validValues.freeText,
        fc.constantFrom(...controls.map((code) => String.fromCharCode(code))),
        validValues.freeText,
        (before, bad, after) => rejects('freeText')(`${before}a${bad}b${after}`),
      ),
      runs,
    );
  });
});

describe('the business name rule', () => {
  it('rejects a name with a symbol other than an apostrophe, hyphen, ampersand or full stop', () => {
    fc.assert(
      fc.property(
        businessName,
        fc.stringMatching(/^[@#_!?/()~,;:"£$%*<>+=]$/),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (text, bad, at) => rejects('businessName')(insertAt(text, bad, at)),
      ),
      runs,
    );
  });
});

describe('the telephone rules', () => {
  it('a landline starts 01, 02 or 03: any other second digit is refused, by the phone rule too (but 07, a mobile)', () => {
    fc.assert(
      fc.property(landline, fc.constantFrom('0', '4', '5', '6', '7', '8', '9'), (number, second) => {
        const other = number.replace(/^(\+44 ?|0)[123]/, `$1${second}`);
        rejects('landline')(other);
        if (second !== '7') rejects('phone')(other);
      }),
      runs,
    );
  });

  it('a landline with a digit too many or too few, or a letter for a digit, is refused', () => {
    fc.assert(
      fc.property(
        landline,
        fc.stringMatching(/^[0-9]{2}$/),
        fc.stringMatching(/^[A-Za-z]$/),
        (number, extra, letter) => {
          const national = number.replace(/\s+/g, '').replace(/^\+44/, '0');
          const short = national.length === 10 ? national.slice(0, 9) : national.slice(0, 9);
          rejects('landline')(short);
          rejects('landline')(`${national}${extra}`);
          rejects('landline')(number.replace(/[0-9](?=[^0-9]*$)/, letter));
        },
      ),
      runs,
    );
  });

  it('a mobile starts 07 and has 11 digits: anything else is refused; a phone number may be a mobile', () => {
    fc.assert(
      fc.property(
        mobile,
        digits(1),
        fc.constantFrom('1', '2', '3', '4', '5', '6', '8', '9'),
        (number, digit, second) => {
          rejects('mobile')(`${number}${digit}`);
          rejects('mobile')(number.replace(/[0-9]$/, ''));
          rejects('mobile')(number.replace(/^(\+44 ?|0)7/, `$1${second}`));
          rejects('phone')(`${number}${digit}`);
          accepts('phone')(number);
          rejects('landline')(number);
        },
      ),
      runs,
    );
  });
});

describe('the form postcode rule', () => {
  const shapes = ['A9 9AA', 'A99 9AA', 'A9A 9AA', 'AA9 9AA', 'AA99 9AA', 'AA9A 9AA'];
  it('refuses a first letter of Q, V or X, and inward letters C, I, K, M, O or V', () => {
    fc.assert(
      fc.property(
        typedPostcode,
        fc.constantFrom('Q', 'V', 'X'),
        fc.constantFrom('C', 'I', 'K', 'M', 'O', 'V'),
        (code, first, last) => {
          const compact = code.trim().replace(/\s+/g, '').toUpperCase();
          fc.pre(compact !== 'GIR0AA');
          rejects('postcode')(`${first}${compact.slice(1)}`);
          rejects('postcode')(`${compact.slice(0, -1)}${last}`);
        },
      ),
      runs,
    );
  });

  it('refuses an outward code alone, or one with an inward code too many', () => {
    fc.assert(
      fc.property(typedPostcode, fc.stringMatching(/^[0-9][ABD-HJLNP-UW-Z]{2}$/), (code, more) => {
        const compact = code.replace(/\s+/g, '');
        rejects('postcode')(compact.slice(0, -3));
        rejects('postcode')(`${compact}${more}`);
      }),
      runs,
    );
  });

  it(`refuses outward codes of no UK shape (${shapes.join(', ')})`, () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.stringMatching(/^[A-PR-UWYZ][0-9]{3}$/),
          fc.stringMatching(/^[A-PR-UWYZ][0-9]{2}[A-Z]$/),
          fc.stringMatching(/^[A-PR-UWYZ][0-9][ILMNOQRVXYZ]$/),
          fc.stringMatching(/^[A-PR-UWYZ][A-HK-Y][0-9]{3}$/),
          fc.stringMatching(/^[A-PR-UWYZ][A-HK-Y][0-9][CDFGIJKLOQSTUZ]$/),
          fc.stringMatching(/^[A-PR-UWYZ][IJZ][0-9]$/),
        ),
        fc.stringMatching(/^[0-9][ABD-HJLNP-UW-Z]{2}$/),
        (outward, inward) => rejects('postcode')(`${outward} ${inward}`),
      ),
      runs,
    );
  });
});

describe('the registration rule', () => {
  it('refuses a registration with a run of five digits or four letters, or any other character', () => {
    fc.assert(
      fc.property(
        registration,
        fc.stringMatching(/^[0-9]{5}$/),
        fc.stringMatching(/^[A-Z]{4}$/),
        fc.stringMatching(/^[-./_,#]$/),
        (reg, fiveDigits, fourLetters, symbol) => {
          rejects('registration')(reg.replace(/[0-9]+/, fiveDigits));
          rejects('registration')(reg.replace(/[A-Z]+/, fourLetters));
          rejects('registration')(reg.replace(' ', symbol));
        },
      ),
      runs,
    );
  });

  it('takes letters A to Z only, however a letter upper-cases (ß, ſ, ı are not registrations)', () => {
    fc.assert(
      fc.property(registration, fc.constantFrom('ß', 'ſ', 'ı', 'ﬀ', 'é'), (reg, letter) =>
        rejects('registration')(reg.replace(/[A-Z]/, letter)),
      ),
      runs,
    );
  });
});

describe('the deposit and mileage rules', () => {
  it.each([
    ['deposit', String(limits.Deposit.maximum).length, limits.Deposit.maximum],
    ['mileage', String(limits.Mileage.maximum).length, limits.Mileage.maximum],
  ] as const)(
    'the %s refuses more than %i digits, a sign, a decimal point and misplaced commas; takes thousands commas',
    (ruleName, width, max) => {
      fc.assert(
        fc.property(fc.integer({ min: 1, max }), fc.integer({ min: 0, max: width }), (value, zeros) => {
          // No deposit is a deposit (no-deposit finance); no mileage is not a mileage.
          (ruleName === 'deposit' ? accepts : rejects)(ruleName)('0'.repeat(Math.max(1, zeros)));
          rejects(ruleName)(String(value).padStart(width + 1, '0'));
          rejects(ruleName)(String(max + value));
          rejects(ruleName)(`-${value}`);
          rejects(ruleName)(`+${value}`);
          rejects(ruleName)(`${value}.0`);
          rejects(ruleName)(`${value}e0`);
          if (value >= 1000) {
            const written = value.toLocaleString('en-GB');
            accepts(ruleName)(written);
            rejects(ruleName)(`${written.slice(0, -1)},${written.slice(-1)}`);
            rejects(ruleName)(`${written},`);
          }
          // A pound sign is for money: the deposit takes it, the mileage does not.
          (ruleName === 'deposit' ? accepts : rejects)(ruleName)(`£${value}`);
        }),
        runs,
      );
    },
  );
});

describe('counterexamples the properties found (each failed before its fix)', () => {
  it('an email address with an accent or a caret before the @ is refused, as the contract refuses it', () => {
    rejects('email')('é^@0.a');
    accepts('email')('o.bennett+cars@example.com');
  });

  it('a password of 8 characters is too short even when an emoji takes two UTF-16 units', () => {
    rejects('password')('a1😀bbbbb');
    accepts('password')(`a1${'😀'.repeat(30)}`);
  });

  it('a postcode with an outward code of no UK shape is refused: K0X 0WP, Y00A 0WA', () => {
    rejects('postcode')('\nK0X0WP');
    rejects('postcode')('Y00A 0WA');
  });

  it('a registration with ß is refused, not read as SS', () => {
    rejects('registration')('0 ß');
    expect(normaliseRegistration('0 ß')).toBe('0 ß');
  });
});
