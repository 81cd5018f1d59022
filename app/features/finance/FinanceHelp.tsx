import { observer } from 'mobx-react-lite';
import { Button, Inline } from '@ds';
import type { RepresentativeExampleData } from '../../overlays/types';
import { useStores } from '../../stores/StoresContext';

/**
 * Beside every representative example: the example explained (`finance-rep-example`), the terms and how
 * finance works. A second example on the same page (PCP after HP) gets its own explanation only, named
 * apart, so no two buttons share a name.
 */
export const FinanceHelp = observer(function FinanceHelp({
  explainLabel = 'What this example means',
  explainOnly = false,
  ...data
}: RepresentativeExampleData & { explainLabel?: string; explainOnly?: boolean }) {
  const { modal } = useStores();
  const explain = (
    <Button variant="tertiary" size="small" onPress={() => modal.open('finance-rep-example', data)}>
      {explainLabel}
    </Button>
  );
  if (explainOnly) return <Inline space="small">{explain}</Inline>;
  return (
    <Inline space="small">
      {explain}
      <Button variant="tertiary" size="small" onPress={() => modal.open('finance-terms')}>
        Finance terms
      </Button>
      <Button variant="tertiary" size="small" onPress={() => modal.open('finance-explained')}>
        How car finance works
      </Button>
    </Inline>
  );
});
