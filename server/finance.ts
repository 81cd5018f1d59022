/**
 * The contract's finance formula (getFinanceQuote's description), as pure functions: hire purchase at
 * a fixed representative APR of 9.9%, no fees, no final payment, never less than the minimum credit
 * (domain/finance.ts). The finance quote, the vehicle page's representative example and the
 * monthly-cost search all use these, so they agree.
 */
import { depositTooHighMessage, financeApplies } from '../domain/finance';

export const REPRESENTATIVE_APR = 9.9;
const LENDER = 'Northgate Motor Finance Ltd';
const TERMS_URL = '/finance-terms/';

/** Rounds half up to `places` decimals, immune to binary fractions (2.675 gives 2.68). */
function roundHalfUp(value: number, places: number): number {
  const factor = 10 ** places;
  return Math.round(Number((value * factor).toPrecision(12))) / factor;
}

/** The monthly rate whose annual compound is the APR: (1 + APR/100)^(1/12) − 1. */
function monthlyRate(apr = REPRESENTATIVE_APR): number {
  return (1 + apr / 100) ** (1 / 12) - 1;
}

/**
 * `Pay`: the monthly payment on `borrow` pounds over `term` months, rounded half up to the penny;
 * 0 when nothing is borrowed.
 */
export function monthlyPayment(borrow: number, term: number, apr = REPRESENTATIVE_APR): number {
  if (borrow <= 0) return 0;
  if (!(term >= 1)) throw new RangeError(`term must be at least 1 month, not ${term}`);
  const r = monthlyRate(apr);
  return roundHalfUp((borrow * r) / (1 - (1 + r) ** -term), 2);
}

export interface FinanceQuoteInput {
  /** Cash price in whole pounds (GBPPriceIncVAT for a vehicle). */
  price: number;
  deposit: number;
  /** Months. */
  term: number;
}

export interface FinanceQuoteFigures {
  MonthlyPayment: number;
  RepresentativeExample: {
    CashPrice: number;
    Borrow: number;
    Over: number;
    Deposit: number;
    Pay: number;
    Interest: number;
    APR: number;
    Credit: number;
    Total: number;
    FinanceType: 'HP';
    RateType: 'fixed';
    Lender: string;
    TermsUrl: string;
  };
}

/**
 * The quote for a price, deposit and term (the annual mileage does not change an HP quote). The
 * caller answers 422 when the deposit leaves less than the minimum credit: this throws a RangeError then.
 */
export function financeQuote({ price, deposit, term }: FinanceQuoteInput): FinanceQuoteFigures {
  if (!financeApplies(price, deposit)) throw new RangeError(depositTooHighMessage(price));
  const borrow = price - deposit;
  const pay = monthlyPayment(borrow, term);
  const total = roundHalfUp(deposit + term * pay, 2);
  const credit = roundHalfUp(term * pay - borrow, 2);
  return {
    MonthlyPayment: pay,
    RepresentativeExample: {
      CashPrice: price,
      Borrow: borrow,
      Over: term,
      Deposit: deposit,
      Pay: pay,
      Interest: roundHalfUp((credit / borrow) * (12 / term) * 100, 2),
      APR: REPRESENTATIVE_APR,
      Credit: credit,
      Total: total,
      FinanceType: 'HP',
      RateType: 'fixed',
      Lender: LENDER,
      TermsUrl: TERMS_URL,
    },
  };
}

/**
 * The cash prices (whole pounds) whose payment lies within [minPay, maxPay] for a deposit and term:
 * the payment grows with the price, so the set is one interval, found by bisection. -1 leaves a side
 * open; `undefined` bounds in the answer are open too. Used by the monthly-cost search.
 */
export function priceRangeForPayments(
  minPay: number,
  maxPay: number,
  deposit: number,
  term: number,
): { minPrice?: number; maxPrice?: number } {
  const top = 100_000_000;
  const pay = (price: number) => monthlyPayment(Math.max(0, price - deposit), term);
  // The first price whose payment is at least `target` (top + 1 when none).
  const firstAtLeast = (target: number) => {
    let lo = 0;
    let hi = top + 1;
    while (lo < hi) {
      const mid = Math.floor((lo + hi) / 2);
      if (pay(mid) >= target) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  };
  const firstAbove = (target: number) => {
    let lo = 0;
    let hi = top + 1;
    while (lo < hi) {
      const mid = Math.floor((lo + hi) / 2);
      if (pay(mid) > target) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  };
  return {
    ...(minPay >= 0 ? { minPrice: firstAtLeast(minPay) } : {}),
    ...(maxPay >= 0 ? { maxPrice: firstAbove(maxPay) - 1 } : {}),
  };
}
