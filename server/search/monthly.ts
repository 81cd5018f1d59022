/**
 * The monthly figure a card shows in the monthly-cost search (the contract's CardMonthlyPayment): the
 * finance formula's payment for the card's cash price on the search's deposit and term, so a card, the
 * monthly bounds and the calculator agree.
 */
import { financeApplies } from '../../domain/finance';
import { unmodifiedDefaults } from '../../domain/search/criteria';
import { monthlyPayment, REPRESENTATIVE_APR } from '../finance';
import type { SearchCriteria } from './criteria';
import type { VehicleCard } from './engine';

/** The deposit and term of a search in the 'monthly' price mode, or null in the 'total' mode. */
export function monthlyBasis(criteria: SearchCriteria): { deposit: number; term: number } | null {
  const monthly = criteria.PaymentSearchSelection?.Selected === 'monthly' || criteria.IsPaymentSearch === true;
  if (!monthly) return null;
  const deposit = criteria.PaymentDeposit;
  const term = criteria.PaymentTerm;
  return {
    deposit: deposit === undefined || deposit < 0 ? unmodifiedDefaults.PaymentDeposit : deposit,
    term: term === undefined || term < 1 ? unmodifiedDefaults.PaymentTerm : term,
  };
}

/**
 * The card with its monthly payment on that basis; as it is, with no monthly figure, when its price
 * leaves less than the minimum credit to borrow (the monthly search does not match such a card).
 */
export function withMonthlyPayment(card: VehicleCard, { deposit, term }: { deposit: number; term: number }) {
  if (!financeApplies(card.GBPPriceIncVAT, deposit)) return card;
  return {
    ...card,
    MonthlyPayment: {
      Pay: monthlyPayment(card.GBPPriceIncVAT - deposit, term),
      Over: term,
      Deposit: deposit,
      APR: REPRESENTATIVE_APR,
    },
  };
}
