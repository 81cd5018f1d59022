import { formatNumber, formatPrice, type DescriptionListItem } from '@ds';
import type { RepresentativeExample } from '../../api/types';

/** The kinds of agreement, as people know them. */
export const agreementNames: Record<RepresentativeExample['FinanceType'], string> = {
  HP: 'Hire purchase (HP)',
  PCP: 'Personal contract purchase (PCP)',
};

const percent = (value: number) => `${formatNumber(value)}%`;

/** Fees and other charges: none (£0) when the example names none. */
const otherCharges = (example: RepresentativeExample) =>
  example.OtherCharges ? formatPrice(example.OtherCharges) : 'None (£0)';

const excessCharge = (pence: number) => `${formatNumber(pence)}p a mile over the agreed mileage`;

/**
 * The items of a representative example (requirements 3.16: Borrow, Over, Deposit, Pay, Interest,
 * APR, Credit, Total), each named by that word and the words FCA CONC 3.5.5R uses, with the cash price,
 * whether the rate is fixed or variable, the agreement and the lender: everything CONC 3.5.5R asks to be
 * shown wherever a monthly price is. `monthlyPayment` is a quote's payment when it is the figure asked
 * for (the calculator); a vehicle's example carries its own (Pay).
 */
export function representativeExampleItems(
  example: RepresentativeExample,
  monthlyPayment: number = example.Pay,
): DescriptionListItem[] {
  return [
    { term: 'Cash price', description: formatPrice(example.CashPrice) },
    { term: 'Deposit', description: formatPrice(example.Deposit) },
    { term: 'Borrow (total amount of credit)', description: formatPrice(example.Borrow) },
    { term: 'Over (duration of the agreement)', description: `${example.Over} months` },
    { term: 'Pay (monthly payment)', description: formatPrice(monthlyPayment) },
    ...(example.FinalPayment !== undefined
      ? [{ term: 'Optional final payment', description: formatPrice(example.FinalPayment) }]
      : []),
    { term: 'Interest (rate a year)', description: `${percent(example.Interest)} ${example.RateType}` },
    { term: 'APR (representative)', description: `${percent(example.APR)} APR` },
    { term: 'Credit (total cost of credit)', description: formatPrice(example.Credit) },
    { term: 'Total (total amount payable)', description: formatPrice(example.Total) },
    { term: 'Other charges', description: otherCharges(example) },
    ...(example.AnnualMileage !== undefined
      ? [{ term: 'Mileage a year', description: `${formatNumber(example.AnnualMileage)} miles` }]
      : []),
    ...(example.ExcessMileagePence !== undefined
      ? [{ term: 'Excess mileage charge', description: excessCharge(example.ExcessMileagePence) }]
      : []),
    { term: 'Agreement', description: agreementNames[example.FinanceType] },
    { term: 'Lender', description: example.Lender },
  ];
}

/**
 * The whole example in one sentence, for announcing a new quote: the monthly payment first, then
 * every other item.
 */
export function representativeExampleSentence(
  example: RepresentativeExample,
  monthlyPayment: number = example.Pay,
): string {
  const final =
    example.FinalPayment !== undefined ? `, optional final payment ${formatPrice(example.FinalPayment)}` : '';
  return (
    `${formatPrice(monthlyPayment)} a month over ${example.Over} months. ` +
    `Cash price ${formatPrice(example.CashPrice)}, deposit ${formatPrice(example.Deposit)}, ` +
    `borrow ${formatPrice(example.Borrow)}${final}, interest ${percent(example.Interest)} ${example.RateType}, ` +
    `representative APR ${percent(example.APR)}, total cost of credit ${formatPrice(example.Credit)}, ` +
    `total amount payable ${formatPrice(example.Total)}, other charges ${otherCharges(example)}` +
    (example.AnnualMileage !== undefined ? `, ${formatNumber(example.AnnualMileage)} miles a year` : '') +
    (example.ExcessMileagePence !== undefined ? `, excess mileage ${excessCharge(example.ExcessMileagePence)}` : '') +
    '.'
  );
}
