import { describe, expect, it } from 'vitest';
import {
  aprFromPayments,
  excessMileagePence,
  financeQuote,
  guaranteedFutureValue,
  pcpAvailable,
  pcpMonthlyPayment,
  pcpRefusal,
} from './finance';

describe('hire purchase against the contract example', () => {
  it('quotes £9,495 with £1,000 down over 60 months', () => {
    const { MonthlyPayment, RepresentativeExample: example } = financeQuote({ price: 9495, deposit: 1000, term: 60 });
    expect(MonthlyPayment).toBe(178.32);
    expect(example).toMatchObject({
      FinanceType: 'HP',
      Borrow: 8495,
      Total: 11699.2,
      Credit: 2204.2,
      Interest: 5.19,
      OtherCharges: 0,
    });
    expect(example.FinalPayment).toBeUndefined();
  });

  it('does not change with the annual mileage', () => {
    const low = financeQuote({ price: 9495, deposit: 1000, term: 60, annualMileage: 5000 });
    const high = financeQuote({ price: 9495, deposit: 1000, term: 60, annualMileage: 30000 });
    expect(high).toEqual(low);
  });
});

describe('the guaranteed minimum future value', () => {
  it('is price × (0.70 × 0.88^age at end − 0.0000015 × miles at end), rounded down', () => {
    // 3 years old with 30,000 miles, 48 months at 10,000 a year: 7 years and 70,000 miles at the end;
    // 0.7 × 0.88^7 − 0.105 = 0.181070 of £9,495 = £1,719.26.
    expect(guaranteedFutureValue({ price: 9495, term: 48, annualMileage: 10000, ageYears: 3, mileage: 30000 })).toBe(
      1719,
    );
    // New, 36 months at 8,000 a year: 3 years and 24,000 miles; 0.7 × 0.88^3 − 0.036 = 0.441030 of £20,000.
    expect(guaranteedFutureValue({ price: 20000, term: 36, annualMileage: 8000, ageYears: 0, mileage: 0 })).toBe(8820);
  });

  it('falls as the annual mileage rises', () => {
    const at = (annualMileage: number) =>
      guaranteedFutureValue({ price: 20000, term: 36, annualMileage, ageYears: 0, mileage: 0 });
    expect(at(15000)).toBeLessThan(at(10000));
    expect(at(10000)).toBeLessThan(at(5000));
  });

  it('is offered up to 8 years and 100,000 miles at the end, and not beyond', () => {
    const base = { price: 10000, term: 48, annualMileage: 10000, mileage: 0 };
    expect(pcpAvailable({ ...base, ageYears: 4 })).toBe(true);
    expect(pcpAvailable({ ...base, ageYears: 5 })).toBe(false);
    expect(pcpAvailable({ ...base, ageYears: 2, mileage: 60000 })).toBe(true);
    expect(pcpAvailable({ ...base, ageYears: 2, mileage: 60001 })).toBe(false);
    expect(guaranteedFutureValue({ ...base, ageYears: 5 })).toBe(0);
  });
});

describe('the excess mileage charge', () => {
  it('is 6p, 8p, 10p or 14p a mile by cash price band', () => {
    expect([9999, 10000, 19999, 20000, 34999, 35000].map(excessMileagePence)).toEqual([6, 8, 8, 10, 10, 14]);
  });
});

describe('personal contract purchase against worked examples', () => {
  it('quotes a 3-year-old £9,495 car over 48 months at 10,000 miles a year', () => {
    const quote = financeQuote({
      price: 9495,
      deposit: 1000,
      term: 48,
      financeType: 'PCP',
      annualMileage: 10000,
      ageYears: 3,
      mileage: 30000,
    });
    // r = 1.099^(1/12) − 1 = 0.0078983; Pay = (8495 − 1719 × 1.0078983^−48) × r / (1 − 1.0078983^−48).
    expect(quote.MonthlyPayment).toBe(183.74);
    expect(quote.RepresentativeExample).toEqual({
      CashPrice: 9495,
      Deposit: 1000,
      Borrow: 8495,
      Over: 48,
      Pay: 183.74,
      FinalPayment: 1719,
      Total: 11538.52,
      Credit: 2043.52,
      Interest: 6.01,
      APR: 9.9,
      RateType: 'fixed',
      FinanceType: 'PCP',
      OtherCharges: 0,
      AnnualMileage: 10000,
      VehicleAge: 3,
      VehicleMileage: 30000,
      ExcessMileagePence: 6,
      Lender: 'Northgate Motor Finance Ltd',
      TermsUrl: '/finance-terms/',
    });
  });

  it('quotes a new £20,000 car over 36 months at 8,000 miles a year', () => {
    const example = financeQuote({
      price: 20000,
      deposit: 2000,
      term: 36,
      financeType: 'PCP',
      annualMileage: 8000,
    }).RepresentativeExample;
    expect(example).toMatchObject({
      Pay: 363.62,
      FinalPayment: 8820,
      Total: 23910.32,
      Credit: 3910.32,
      Interest: 7.24,
    });
    expect(example.ExcessMileagePence).toBe(10);
  });

  it('pays less a month than HP on the same car, and more the more miles a year', () => {
    const pcp = (annualMileage: number) =>
      financeQuote({ price: 20000, deposit: 2000, term: 36, financeType: 'PCP', annualMileage }).MonthlyPayment;
    expect(pcp(8000)).toBeLessThan(financeQuote({ price: 20000, deposit: 2000, term: 36 }).MonthlyPayment);
    expect(pcp(15000)).toBeGreaterThan(pcp(8000));
  });

  it('is the HP payment when there is no final payment', () => {
    expect(pcpMonthlyPayment(8495, 0, 60)).toBe(178.32);
  });

  it('refuses a car too old at the end, and a deposit that leaves no more than the final payment', () => {
    const old = { price: 9495, deposit: 1000, term: 60, financeType: 'PCP' as const, ageYears: 4 };
    expect(pcpRefusal(old)).toMatch(/^PCP is for cars up to 8 years old and 100,000 miles/);
    expect(() => financeQuote(old)).toThrow(RangeError);
    const deposit = { price: 20000, deposit: 11180, term: 36, financeType: 'PCP' as const, annualMileage: 8000 };
    expect(pcpRefusal(deposit)).toBe(
      'With PCP the deposit must leave more to borrow than the optional final payment of £8,820: enter a deposit of £11,179 or less',
    );
    expect(pcpRefusal({ ...deposit, deposit: 11179 })).toBeNull();
  });
});

describe('the APR computed from the payments (CONC App 1.1)', () => {
  it('rounds to the representative 9.9% for the HP example', () => {
    expect(aprFromPayments(8495, 178.32, 60)).toBe(9.9);
  });

  it('rounds to 9.9% for the PCP examples, their final payments included', () => {
    for (const input of [
      { price: 9495, deposit: 1000, term: 48, annualMileage: 10000, ageYears: 3, mileage: 30000 },
      { price: 20000, deposit: 2000, term: 36, annualMileage: 8000 },
      { price: 42000, deposit: 0, term: 24, annualMileage: 12000, ageYears: 1, mileage: 9000 },
    ]) {
      const e = financeQuote({ ...input, financeType: 'PCP' }).RepresentativeExample;
      expect(aprFromPayments(e.Borrow, e.Pay, e.Over, e.FinalPayment)).toBe(9.9);
    }
  });

  it('tells a different rate apart: a payment a pound higher is not 9.9%', () => {
    expect(aprFromPayments(8495, 179.32, 60)).toBe(10.2);
    expect(aprFromPayments(8495, 8495 / 60, 60)).toBe(0);
  });
});
