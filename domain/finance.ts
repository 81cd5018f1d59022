/**
 * The lender's rules for a finance agreement, shared by the quote, the vehicle page's representative
 * example, the monthly-cost search and its cards, the calculator and the finance enquiry: the lender
 * lends at least the minimum credit, so a deposit must leave that much to borrow (requirements 3.17).
 */
import { RepresentativeExample } from '../openapi/generated/limits';

/** The least the lender lends, in pounds: the contract's smallest `Borrow`. */
export const minimumCredit: number = RepresentativeExample.Borrow.minimum;

const pounds = (amount: number) => `£${amount.toLocaleString('en-GB')}`;

/** Whether finance applies: the price less the deposit leaves at least the minimum credit to borrow. */
export function financeApplies(price: number, deposit: number): boolean {
  return price - deposit >= minimumCredit;
}

/** The greatest deposit on a price that still leaves the minimum credit to borrow. */
export function greatestDeposit(price: number): number {
  return price - minimumCredit;
}

/**
 * What a deposit that leaves too little to borrow says: the most it can be, and why; on a price under
 * the minimum credit no deposit can, and it says so.
 */
export function depositTooHighMessage(price: number): string {
  const most = greatestDeposit(price);
  return most < 0
    ? `Finance is not available at this price: the least our lender lends is ${pounds(minimumCredit)}`
    : `Enter a deposit of ${pounds(most)} or less, to leave at least ${pounds(minimumCredit)} to borrow`;
}
