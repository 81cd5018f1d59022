import { observer } from 'mobx-react-lite';
import { Button, Inline } from '@ds';
import type { RepresentativeExampleData } from '../../overlays/types';
import { useStores } from '../../stores/StoresContext';

/** Beside every representative example: the example explained (`finance-rep-example`), the terms and how finance works. */
export const FinanceHelp = observer(function FinanceHelp(data: RepresentativeExampleData) {
  const { modal } = useStores();
  return (
    <Inline space="small">
      <Button variant="tertiary" size="small" onPress={() => modal.open('finance-rep-example', data)}>
        What this example means
      </Button>
      <Button variant="tertiary" size="small" onPress={() => modal.open('finance-terms')}>
        Finance terms
      </Button>
      <Button variant="tertiary" size="small" onPress={() => modal.open('finance-explained')}>
        How car finance works
      </Button>
    </Inline>
  );
});
