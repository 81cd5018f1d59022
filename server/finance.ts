/**
 * The contract's finance formula (getFinanceQuote's description), as pure functions: hire purchase
 * (HP) or personal contract purchase (PCP, with an optional final payment, the guaranteed minimum
 * future value) at a fixed representative APR of 9.9%, no fees, never less than the minimum credit
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

/**
 * The monthly payment of a PCP: `borrow` less the present value of the final payment `finalPayment`
 * (due with the last monthly payment), spread over `term` months; rounded half up to the penny.
 */
export function pcpMonthlyPayment(
  borrow: number,
  finalPayment: number,
  term: number,
  apr = REPRESENTATIVE_APR,
): number {
  if (!(term >= 1)) throw new RangeError(`term must be at least 1 month, not ${term}`);
  const r = monthlyRate(apr);
  const v = (1 + r) ** -term;
  return roundHalfUp(((borrow - finalPayment * v) * r) / (1 - v), 2);
}

/** The longest a car may be from first registration at the end of a PCP, in years. */
const PCP_MAX_AGE_AT_END = 8;
/** The most miles a car may have covered at the end of a PCP (its mileage now plus the agreement's). */
const PCP_MAX_MILES_AT_END = 100_000;

export interface PcpVehicle {
  price: number;
  term: number;
  annualMileage: number;
  /** Whole years since first registration at the start of the agreement (0 for a new car). */
  ageYears: number;
  /** The odometer reading at the start of the agreement, in miles. */
  mileage: number;
}

/** The car's age (years) and odometer (miles) at the end of the agreement. */
function atEnd({ term, annualMileage, ageYears, mileage }: PcpVehicle) {
  return { age: ageYears + term / 12, miles: mileage + annualMileage * (term / 12) };
}

/** Whether a PCP is offered: the car is at most 8 years old and has covered at most 100,000 miles at its end. */
export function pcpAvailable(vehicle: PcpVehicle): boolean {
  const end = atEnd(vehicle);
  return end.age <= PCP_MAX_AGE_AT_END && end.miles <= PCP_MAX_MILES_AT_END;
}

/**
 * The guaranteed minimum future value (the optional final payment) in whole pounds, rounded down:
 * price × (0.70 × 0.88^(age at end) − 0.0000015 × miles at end). 0 when the PCP is not offered.
 */
export function guaranteedFutureValue(vehicle: PcpVehicle): number {
  if (!pcpAvailable(vehicle)) return 0;
  const end = atEnd(vehicle);
  const share = 0.7 * 0.88 ** end.age - 0.0000015 * end.miles;
  return Math.max(0, Math.floor(Number((vehicle.price * share).toPrecision(12))));
}

/** The excess mileage charge in pence a mile over the agreed mileage, by cash price band. */
export function excessMileagePence(price: number): number {
  if (price < 10_000) return 6;
  if (price < 20_000) return 8;
  if (price < 35_000) return 10;
  return 14;
}

/**
 * The APR (%, one decimal place) that the payments imply, from the total charge for credit equation
 * of FCA CONC App 1.1: the rate i for which the credit equals the present value of the payments,
 * Borrow = Σ Pay / (1 + i)^(k/12) for k = 1..Over, + FinalPayment / (1 + i)^(Over/12); found by bisection.
 */
export function aprFromPayments(borrow: number, pay: number, term: number, finalPayment = 0): number {
  const presentValue = (i: number) => {
    let sum = 0;
    for (let k = 1; k <= term; k++) sum += pay / (1 + i) ** (k / 12);
    return sum + finalPayment / (1 + i) ** (term / 12);
  };
  let lo = 0;
  let hi = 10;
  if (presentValue(lo) < borrow) return 0;
  for (let step = 0; step < 200; step++) {
    const mid = (lo + hi) / 2;
    if (presentValue(mid) > borrow) lo = mid;
    else hi = mid;
  }
  return roundHalfUp(((lo + hi) / 2) * 100, 1);
}

export interface FinanceQuoteInput {
  /** Cash price in whole pounds (GBPPriceIncVAT for a vehicle). */
  price: number;
  deposit: number;
  /** Months. */
  term: number;
  /** HP unless PCP is asked for. */
  financeType?: 'HP' | 'PCP';
  /** Miles a year (sets a PCP's final payment; HP does not depend on it). */
  annualMileage?: number;
  /** Whole years since first registration (PCP; 0, a new car, when not given). */
  ageYears?: number;
  /** The odometer now, in miles (PCP; 0 when not given). */
  mileage?: number;
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
    FinanceType: 'HP' | 'PCP';
    RateType: 'fixed';
    Lender: string;
    TermsUrl: string;
    OtherCharges: number;
    FinalPayment?: number;
    AnnualMileage?: number;
    VehicleAge?: number;
    VehicleMileage?: number;
    ExcessMileagePence?: number;
  };
}

/** Why a PCP cannot be quoted, or null when it can: the car too old or too far travelled at its end, or the deposit too high. */
export function pcpRefusal(input: FinanceQuoteInput): string | null {
  const vehicle = pcpVehicle(input);
  if (!pcpAvailable(vehicle))
    return `PCP is for cars up to ${PCP_MAX_AGE_AT_END} years old and ${PCP_MAX_MILES_AT_END.toLocaleString('en-GB')} miles at the end of the agreement: choose hire purchase, a shorter term or a lower mileage`;
  const finalPayment = guaranteedFutureValue(vehicle);
  if (input.price - input.deposit <= finalPayment)
    return `With PCP the deposit must leave more to borrow than the optional final payment of £${finalPayment.toLocaleString('en-GB')}: enter a deposit of £${(input.price - finalPayment - 1).toLocaleString('en-GB')} or less`;
  return null;
}

function pcpVehicle({ price, term, annualMileage = 10_000, ageYears = 0, mileage = 0 }: FinanceQuoteInput): PcpVehicle {
  return { price, term, annualMileage, ageYears, mileage };
}

/**
 * The quote for a price, deposit and term (the annual mileage does not change an HP quote). The
 * caller answers 422 when the deposit leaves less than the minimum credit: this throws a RangeError then.
 */
export function financeQuote(input: FinanceQuoteInput): FinanceQuoteFigures {
  const { price, deposit, term } = input;
  if (!financeApplies(price, deposit)) throw new RangeError(depositTooHighMessage(price));
  if (input.financeType === 'PCP') return pcpQuote(input);
  const borrow = price - deposit;
  const pay = monthlyPayment(borrow, term);
  const total = roundHalfUp(deposit + term * pay, 2);
  return quoteFigures(
    { price, deposit, term, borrow, pay, total, credit: roundHalfUp(term * pay - borrow, 2) },
    {
      FinanceType: 'HP',
    },
  );
}

/** The figures every quote carries, HP or PCP, with the kind's own on top. */
function quoteFigures(
  f: { price: number; deposit: number; term: number; borrow: number; pay: number; total: number; credit: number },
  own: Pick<FinanceQuoteFigures['RepresentativeExample'], 'FinanceType'> &
    Partial<FinanceQuoteFigures['RepresentativeExample']>,
): FinanceQuoteFigures {
  return {
    MonthlyPayment: f.pay,
    RepresentativeExample: {
      CashPrice: f.price,
      Borrow: f.borrow,
      Over: f.term,
      Deposit: f.deposit,
      Pay: f.pay,
      Interest: roundHalfUp((f.credit / f.borrow) * (12 / f.term) * 100, 2),
      APR: REPRESENTATIVE_APR,
      Credit: f.credit,
      Total: f.total,
      RateType: 'fixed',
      Lender: LENDER,
      TermsUrl: TERMS_URL,
      OtherCharges: 0,
      ...own,
    },
  };
}

/** A PCP quote; throws a RangeError with pcpRefusal's message when a PCP cannot be quoted. */
function pcpQuote(input: FinanceQuoteInput): FinanceQuoteFigures {
  const refusal = pcpRefusal(input);
  if (refusal) throw new RangeError(refusal);
  const { price, deposit, term } = input;
  const vehicle = pcpVehicle(input);
  const borrow = price - deposit;
  const finalPayment = guaranteedFutureValue(vehicle);
  const pay = pcpMonthlyPayment(borrow, finalPayment, term);
  const total = roundHalfUp(deposit + term * pay + finalPayment, 2);
  return quoteFigures(
    { price, deposit, term, borrow, pay, total, credit: roundHalfUp(total - price, 2) },
    {
      FinanceType: 'PCP',
      FinalPayment: finalPayment,
      AnnualMileage: vehicle.annualMileage,
      VehicleAge: vehicle.ageYears,
      VehicleMileage: vehicle.mileage,
      ExcessMileagePence: excessMileagePence(price),
    },
  );
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

/** The deposit, term and miles a year a PCP is worked out on, for every car alike. */
export interface PcpBasis {
  deposit: number;
  term: number;
  annualMileage: number;
}

/** The representative PCP basis of a vehicle page: £1,000 down over 48 months at 10,000 miles a year. */
const VEHICLE_PCP_BASIS: PcpBasis = { deposit: 1000, term: 48, annualMileage: 10_000 };

/**
 * The figures of the PCP formula that are the same for every car on one basis, for a search that works
 * out each car's PCP in SQL exactly as `financeQuote` does: the monthly rate `r` and the discount
 * `v` = (1 + r)^(−term); `ageFactors[age]` = 0.70 × 0.88^(age + term/12) for each whole age a PCP is
 * offered at (none past the last); the miles the agreement adds; and the most miles at its end.
 */
export function pcpSearchTerms(basis: PcpBasis) {
  const r = monthlyRate();
  const yearsToEnd = basis.term / 12;
  const oldest = Math.floor(PCP_MAX_AGE_AT_END - yearsToEnd);
  return {
    r,
    v: (1 + r) ** -basis.term,
    ageFactors: Array.from({ length: Math.max(0, oldest + 1) }, (_, age) => 0.7 * 0.88 ** (age + yearsToEnd)),
    mileShare: 0.0000015,
    milesAdded: basis.annualMileage * yearsToEnd,
    maxMilesAtEnd: PCP_MAX_MILES_AT_END,
  };
}

/** Whole years from a first registration date ('YYYY-MM-DD') to `now`. */
function wholeYearsSince(registrationDate: string, now: Date): number {
  const [year = 0, month = 1, day = 1] = registrationDate.split('-').map(Number);
  const beforeAnniversary =
    now.getUTCMonth() + 1 < month || (now.getUTCMonth() + 1 === month && now.getUTCDate() < day);
  return Math.max(0, now.getUTCFullYear() - year - (beforeAnniversary ? 1 : 0));
}

/**
 * A vehicle's PCP representative example (VehicleDetail.FinancePCP) on VEHICLE_PCP_BASIS, or the basis
 * of a PCP monthly-cost search, for its price, its age in whole years and its mileage now; undefined
 * where a PCP is not offered on it.
 */
export function vehiclePcpExample(
  vehicle: { price: number; registrationDate: string; mileage: number },
  now: Date,
  basis: PcpBasis = VEHICLE_PCP_BASIS,
): FinanceQuoteFigures['RepresentativeExample'] | undefined {
  const input: FinanceQuoteInput = {
    price: vehicle.price,
    ...basis,
    financeType: 'PCP',
    ageYears: wholeYearsSince(vehicle.registrationDate, now),
    mileage: vehicle.mileage,
  };
  if (!financeApplies(input.price, input.deposit) || pcpRefusal(input)) return undefined;
  return financeQuote(input).RepresentativeExample;
}
