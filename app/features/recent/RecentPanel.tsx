import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Button, Link, Stack, Text, VehicleCard } from '@ds';
import { formatPostcode } from '@domain/uk/postcode';
import { recentShown, recentStore } from '../../stores/RecentStore';
import { useStore, useStores } from '../../stores/StoresContext';
import { PostcodeSearchForm } from '../search/PostcodeSearchForm';
import { Loading } from '../shell/Loading';
import { vehicleCardProps } from '../vehicle/links';
import * as styles from './RecentPanel.css';

/**
 * The Recent panel's content (requirements 2.17, 5.5): the cards of the 4 vehicles viewed last, most
 * recent first, fetched each time it opens. With none, the empty message and a postcode search
 * starter: the postcode kept from the last search (its one-day cookie) is used directly; otherwise
 * the postcode form goes to /search/car/ with the PostCode.
 */
const RecentPanel = observer(function RecentPanel({ onClose }: { onClose: () => void }) {
  const { rememberedSearch, audit, enquired } = useStores();
  const recent = useStore(recentStore);

  useEffect(() => {
    void recent.load();
  }, [recent]);

  if (recent.status === 'idle' || recent.status === 'loading')
    return <Loading label="Loading recently viewed vehicles" />;
  if (recent.status === 'failed') {
    return (
      <Stack space="small">
        <Text>Sorry, we could not load the vehicles you viewed.</Text>
        <div>
          <Button variant="secondary" onPress={() => void recent.load()}>
            Try again
          </Button>
        </div>
      </Stack>
    );
  }
  if (recent.shown.length > 0) {
    return (
      <ul className={styles.cards} aria-label={`The ${recentShown} vehicles you viewed last`}>
        {recent.shown.map((card) => (
          <li key={card.VehicleId}>
            <VehicleCard
              {...vehicleCardProps(card, 'recent')}
              isEnquired={enquired.isEnquired(card)}
              headingLevel={3}
            />
          </li>
        ))}
      </ul>
    );
  }

  const postcode = rememberedSearch.postcode();
  return (
    <Stack space="medium">
      <Text>You haven’t viewed any vehicles yet. The last 4 you look at will appear here.</Text>
      {postcode ? (
        <Link
          href={`/search/car/?PostCode=${encodeURIComponent(postcode)}`}
          variant="standalone"
          onPress={() => {
            void audit.record('HomeSearch', [postcode, 'car']);
            onClose();
          }}
        >
          Search cars near {formatPostcode(postcode)}
        </Link>
      ) : (
        <PostcodeSearchForm label="Search cars near you" onSearch={onClose} />
      )}
    </Stack>
  );
});

export default RecentPanel;
