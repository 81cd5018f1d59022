import { DescriptionList } from '@ds';
import { financeTerms } from '../../features/finance/financeTerms';
import { OverlayLayout } from '../OverlayLayout';
import type { OverlayProps } from '../types';

/** `finance-terms`: a glossary of the words in a finance quote. */
export default function FinanceTermsOverlay({ close }: OverlayProps<'finance-terms'>) {
  return (
    <OverlayLayout title="Finance terms" close={close}>
      <DescriptionList layout="rows" items={financeTerms.map(([term, meaning]) => ({ term, description: meaning }))} />
    </OverlayLayout>
  );
}
