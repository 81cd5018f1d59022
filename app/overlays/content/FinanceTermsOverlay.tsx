import { OverlayLayout } from '../OverlayLayout';
import type { OverlayProps } from '../types';
import * as styles from './FinanceTermsOverlay.css';

const financeTerms: [term: string, meaning: string][] = [
  ['APR', 'Annual percentage rate: the yearly cost of the credit, including interest and compulsory fees.'],
  ['Deposit', 'What you pay up front. A bigger deposit means smaller monthly payments.'],
  ['Term', 'How many months you pay for, usually 24 to 60.'],
  ['Total amount of credit', 'The amount you borrow: the cash price less your deposit.'],
  ['Total amount payable', 'Everything you pay, including the deposit, interest and fees.'],
  ['Optional final payment', 'On PCP, the payment you make at the end if you want to keep the vehicle.'],
  [
    'Excess mileage charge',
    'On PCP, what you pay per mile over the agreed annual mileage if you hand the vehicle back.',
  ],
];

/** `finance-terms`: a glossary of the words in a finance quote. */
export default function FinanceTermsOverlay({ close }: OverlayProps<'finance-terms'>) {
  return (
    <OverlayLayout title="Finance terms" close={close}>
      <dl className={styles.terms}>
        {financeTerms.map(([term, meaning]) => (
          <div key={term} className={styles.term}>
            <dt className={styles.name}>{term}</dt>
            <dd className={styles.meaning}>{meaning}</dd>
          </div>
        ))}
      </dl>
    </OverlayLayout>
  );
}
