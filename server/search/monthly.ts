/**
 * The monthly figure a card shows in the monthly-cost search (the contract's CardMonthlyPayment): the
 * finance formula's payment for the card's cash price on the search's agreement, deposit and term (and
 * for PCP its mileage, with the car's own age and mileage), so a card, the monthly bounds, the vehicle
 * page and the calculator agree.
 */
import { financeApplies } from '../../domain/finance';
import { unmodifiedDefaults } from '../../domain/search/criteria';
import { monthlyPayment, REPRESENTATIVE_APR, vehiclePcpExample } from '../finance';
import type { SearchCriteria } from './criteria';
import type { VehicleCard } from './engine';

export interface MonthlyBasis {
  financeType: 'HP' | 'PCP';
  deposit: number;
  term: number;
  /** Miles a year: sets a PCP's final payment (an HP payment does not depend on it). */
  annualMileage: number;
}

/** The agreement, deposit, term and mileage of a search in the 'monthly' price mode, or null in the 'total' mode. */
export function monthlyBasis(criteria: SearchCriteria): MonthlyBasis | null {
  const monthly = criteria.PaymentSearchSelection?.Selected === 'monthly' || criteria.IsPaymentSearch === true;
  if (!monthly) return null;
  const deposit = criteria.PaymentDeposit;
  const term = criteria.PaymentTerm;
  const mileage = criteria.PaymentMileage;
  return {
    financeType: criteria.PaymentFinanceType ?? unmodifiedDefaults.PaymentFinanceType,
    deposit: deposit === undefined || deposit < 0 ? unmodifiedDefaults.PaymentDeposit : deposit,
    term: term === undefined || term < 1 ? unmodifiedDefaults.PaymentTerm : term,
    annualMileage: mileage === undefined || mileage < 1 ? unmodifiedDefaults.PaymentMileage : mileage,
  };
}

/**
 * The card with its monthly payment on that basis; as it is, with no monthly figure, when its price
 * leaves less than the minimum credit to borrow, or for PCP when no PCP is offered on it (the monthly
 * search matches neither). A PCP needs the vehicle's first registration date.
 */
export function withMonthlyPayment(
  card: VehicleCard,
  basis: MonthlyBasis,
  registrationDate: string | undefined,
  now: Date,
) {
  const { deposit, term } = basis;
  if (!financeApplies(card.GBPPriceIncVAT, deposit)) return card;
  const shared = { Over: term, Deposit: deposit, APR: REPRESENTATIVE_APR };
  if (basis.financeType === 'HP')
    return {
      ...card,
      MonthlyPayment: {
        Pay: monthlyPayment(card.GBPPriceIncVAT - deposit, term),
        ...shared,
        FinanceType: 'HP' as const,
      },
    };
  const pcp =
    registrationDate === undefined
      ? undefined
      : vehiclePcpExample({ price: card.GBPPriceIncVAT, registrationDate, mileage: card.Mileage }, now, basis);
  if (!pcp?.FinalPayment) return card;
  return {
    ...card,
    MonthlyPayment: {
      Pay: pcp.Pay,
      ...shared,
      FinanceType: 'PCP' as const,
      FinalPayment: pcp.FinalPayment,
      AnnualMileage: basis.annualMileage,
    },
  };
}
