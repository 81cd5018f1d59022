/**
 * The footer's regulatory text (requirements 1.3): a credit broker, not a lender; insurance and credit
 * enquiries referred to named regulated partners for a fixed commission; no extra cost to the user.
 * Partner names are set here, in one place, for legal to confirm.
 */
export const creditPartner = 'CarMoney Limited';
const insurancePartner = 'Kingsway Motor Insurance Services Limited';

export const legalText = [
  'Forecourt Limited acts as a credit broker, not a lender. We introduce credit enquiries to ' +
    `${creditPartner} and insurance enquiries to ${insurancePartner}, both authorised and regulated by ` +
    'the Financial Conduct Authority, and they pay us a fixed commission for each introduction.',
  'You do not pay any more because of this commission.',
] as const;

/** The site has been running since 2006; the copyright runs to the current year. */
const firstYear = 2006;

export function copyrightLine(now: Date = new Date()): string {
  return `© ${firstYear}–${now.getFullYear()} Forecourt Limited. All rights reserved.`;
}
