// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Deposit, Mileage, priceParameter, termParameter } from '../../openapi/generated/limits';
import { anyText, brokenValues, padded, runs, wholeNumber, wholeNumberOf } from '@domain/ruleArbitraries';
import { calculatorErrors, type CalculatorValues } from './FinanceStore';

/** What a deposit leaving less than the £1,000 minimum credit says, written out. */
const depositLeavesTooLittle = (price: number) =>
  `Enter a deposit of £${(price - 1000).toLocaleString('en-GB')} or less, to leave at least £1,000 to borrow`;

const messages = {
  price: 'Enter a price between £1,000 and £500,000, in whole pounds',
  deposit: 'Enter a deposit between £0 and £499,000, in whole pounds',
  term: 'Choose a term of 24, 36, 48 or 60 months',
  annualMileage: 'A positive number is required between 1 and 999,999',
  // An empty field says what to enter.
  depositMissing: 'Enter a deposit',
  annualMileageMissing: 'Enter an annual mileage',
};

/** Valid calculator values: a price, a deposit leaving £1,000 to borrow, a term from the list, an annual mileage. */
const valid: fc.Arbitrary<CalculatorValues> = fc
  .integer({ min: priceParameter.minimum, max: priceParameter.maximum })
  .chain((price) =>
    fc.record({
      // As people write a price: plain, with its thousands commas, or with a pound sign too.
      price: padded(fc.constantFrom(String(price), price.toLocaleString('en-GB'), `£${price.toLocaleString('en-GB')}`)),
      deposit: padded(
        wholeNumber(Deposit.minimum, Math.min(Deposit.maximum, price - 1000), String(Deposit.maximum).length),
      ),
      term: fc.constantFrom(...termParameter.enum.map(String)),
      annualMileage: padded(wholeNumberOf(Mileage)),
      vehicleAge: fc.integer({ min: 0, max: 50 }).map(String),
      vehicleMileage: fc.integer({ min: 0, max: 999999 }).map(String),
    }),
  );

/** One field broken, with the message it must give. */
const broken = fc.oneof(
  fc
    .oneof(
      fc.integer({ min: 0, max: priceParameter.minimum - 1 }).map(String),
      fc.integer({ min: priceParameter.maximum + 1, max: 99_999_999 }).map(String),
      fc.constantFrom('', ' ', '9,99,5', '99,95', '££9995', '9995£', '9995.50', '1e4', '-9995'),
    )
    .map((price) => ({ field: 'price' as const, value: price, message: messages.price })),
  brokenValues.deposit.map((value) => ({ field: 'deposit' as const, value, message: messages.deposit })),
  fc
    .oneof(
      fc
        .integer({ min: -100, max: 200 })
        .filter((term) => !(termParameter.enum as readonly number[]).includes(term))
        .map(String),
      fc.constant(''),
    )
    .map((value) => ({ field: 'term' as const, value, message: messages.term })),
  brokenValues.mileage.map((value) => ({ field: 'annualMileage' as const, value, message: messages.annualMileage })),
);

describe('the finance calculator inputs', () => {
  it('never throws on any values, and every message is the field’s own', () => {
    fc.assert(
      fc.property(
        fc.record({
          price: anyText,
          deposit: anyText,
          term: anyText,
          annualMileage: anyText,
          vehicleAge: anyText,
          vehicleMileage: anyText,
        }),
        (values) => {
          const errors = calculatorErrors(values);
          if (errors.price) expect(errors.price).toBe(messages.price);
          if (errors.deposit) {
            expect(errors.deposit).toMatch(
              /^(Enter a deposit between £0 and £499,000, in whole pounds|Enter a deposit|Enter a deposit of £[0-9,]+ or less, to leave at least £1,000 to borrow)$/,
            );
          }
          if (errors.term) expect(errors.term).toBe(messages.term);
          if (errors.annualMileage) {
            expect([messages.annualMileage, messages.annualMileageMissing]).toContain(errors.annualMileage);
          }
        },
      ),
      runs,
    );
  });

  it('valid values have no error', () => {
    fc.assert(
      fc.property(valid, (values) => {
        expect(calculatorErrors(values)).toEqual({});
      }),
      runs,
    );
  });

  it('one field broken gives that field alone its message', () => {
    fc.assert(
      fc.property(valid, broken, (values, { field, value, message }) => {
        expect(calculatorErrors({ ...values, [field]: value })).toEqual({ [field]: message });
      }),
      runs,
    );
  });

  it('a deposit leaving less than £1,000 to borrow on a valid price says the most it can be, on the deposit alone', () => {
    fc.assert(
      fc.property(valid, fc.integer({ min: 1, max: Deposit.maximum }), (values, over) => {
        const price = Number(values.price.trim().replace(/[£,]/g, ''));
        const deposit = price - 1000 + over;
        fc.pre(deposit <= Deposit.maximum);
        expect(calculatorErrors({ ...values, deposit: String(deposit) })).toEqual({
          deposit: depositLeavesTooLittle(price),
        });
      }),
      runs,
    );
  });
});
