import { observer } from 'mobx-react-lite';
import { Badge, Button, Inline, VisuallyHidden } from '@ds';
import type { Dealer } from '../../api/types';
import { useStores } from '../../stores/StoresContext';

/** 'Online only' and the button that explains buying from an online dealer (`online-dealer`). */
export const OnlineOnly = observer(function OnlineOnly({ dealer }: { dealer: Pick<Dealer, 'Name'> }) {
  const { modal } = useStores();
  return (
    <Inline space="small">
      <Badge tone="brand">Online only</Badge>
      <Button variant="tertiary" size="small" onPress={() => modal.open('online-dealer', { dealerName: dealer.Name })}>
        How buying online works<VisuallyHidden> with {dealer.Name}</VisuallyHidden>
      </Button>
    </Inline>
  );
});
