import { describe, expect, it } from 'vitest';
import { depositTooHighMessage, financeApplies, greatestDeposit, minimumCredit } from './finance';

describe('the minimum credit', () => {
  it('is £1,000, the least the lender lends', () => {
    expect(minimumCredit).toBe(1000);
  });

  it('applies finance only where the price less the deposit leaves at least £1,000 to borrow', () => {
    expect(financeApplies(12_500, 11_500)).toBe(true);
    expect(financeApplies(12_500, 12_000)).toBe(false);
    expect(financeApplies(790, 1000)).toBe(false);
    expect(financeApplies(1750, 1000)).toBe(false);
    expect(financeApplies(1000, 0)).toBe(true);
    expect(financeApplies(999, 0)).toBe(false);
    expect(greatestDeposit(300_000)).toBe(299_000);
  });

  it('says the most a deposit can be, or that no deposit can leave enough', () => {
    expect(depositTooHighMessage(12_500)).toBe(
      'Enter a deposit of £11,500 or less, to leave at least £1,000 to borrow',
    );
    expect(depositTooHighMessage(1000)).toBe('Enter a deposit of £0 or less, to leave at least £1,000 to borrow');
    expect(depositTooHighMessage(790)).toBe(
      'Finance is not available at this price: the least our lender lends is £1,000',
    );
  });
});
