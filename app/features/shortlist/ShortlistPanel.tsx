import { observer } from 'mobx-react-lite';
import { Link, Stack, Text } from '@ds';
import { shortlistMax } from '../../stores/shortlistCookie';
import { useStores } from '../../stores/StoresContext';
import { ShortlistCards } from './ShortlistCards';
import { useShortlist } from './useShortlist';

/**
 * The shortlist panel's content: how many of the 25 are used, the cards with Remove, and Compare
 * (requirements 2.12, 9.1, 9.2); the empty state otherwise.
 */
const ShortlistPanel = observer(function ShortlistPanel({ onClose }: { onClose?: () => void }) {
  const { session } = useStores();
  const shortlist = useShortlist({ always: true });
  const count = shortlist?.isReady ? shortlist.count : 0;
  return (
    <Stack space="medium">
      {count > 0 ? (
        <Text size="small" tone="subtle">
          {count} of {shortlistMax} vehicles
        </Text>
      ) : null}
      <ShortlistCards
        headingLevel={3}
        empty="Your shortlist is empty. Select the heart on any advert to save up to 25 vehicles here."
      />
      {count > 0 ? (
        <div>
          <Link href="/vehicle-compare/" variant="standalone" onPress={onClose}>
            Compare vehicles
          </Link>
        </div>
      ) : null}
      {session.isSignedIn ? null : (
        <Text size="small" tone="subtle">
          Sign in to keep your shortlist on every device.
        </Text>
      )}
    </Stack>
  );
});

export default ShortlistPanel;
