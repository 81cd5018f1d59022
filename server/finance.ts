/**
 * The contract's finance formula (getFinanceQuote's description): hire purchase at a fixed
 * representative APR of 9.9%, no fees, no final payment. The vehicle page's `Finance`, the finance
 * calculator and the monthly-cost search all use it, so every server gives the same figures.
 */
import type { components } from '../app/api/generated/schema';

export type RepresentativeExample = components['schemas']['RepresentativeExample'];

export const FINANCE_APR = 9.9;
export const FINANCE_LENDER = 'Northgate Motor Finance Ltd';
export const FINANCE_TERMS_URL = '/finance-terms/';

/** The monthly rate whose annual compound is the APR: (1 + APR/100)^(1/12) − 1. */
export const monthlyRate = (apr = FINANCE_APR) => (1 + apr / 100) ** (1 / 12) - 1;

/** Rounded half up to `places` decimals (a tiny nudge keeps 0.005 from falling to binary noise). */
export function roundHalfUp(value: number, places: number): number {
  const scale = 10 ** places;
  return Math.round(value * scale + 1e-7) / scale;
}

/** The monthly payment for `price` with `deposit` down over `term` months, to the penny (0 when nothing is borrowed). */
export function monthlyPayment(price: number, deposit: number, term: number): number {
  const borrow = Math.max(0, price - deposit);
  if (borrow === 0) return 0;
  const r = monthlyRate();
  return roundHalfUp((borrow * r) / (1 - (1 + r) ** -term), 2);
}

/** The whole representative example; the caller makes sure the deposit is below the price. */
export function financeQuote(price: number, deposit: number, term: number): RepresentativeExample {
  const borrow = price - deposit;
  const payPence = Math.round(monthlyPayment(price, deposit, term) * 100);
  const creditPence = term * payPence - borrow * 100;
  return {
    Borrow: borrow,
    Over: term,
    Deposit: deposit,
    Pay: payPence / 100,
    Interest: roundHalfUp((creditPence / 100 / borrow) * (12 / term) * 100, 2),
    APR: FINANCE_APR,
    Credit: creditPence / 100,
    Total: (deposit * 100 + term * payPence) / 100,
    TermsUrl: FINANCE_TERMS_URL,
    CashPrice: price,
    FinanceType: 'HP',
    RateType: 'fixed',
    Lender: FINANCE_LENDER,
  };
}
