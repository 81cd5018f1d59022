import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { SegmentedControl, Text } from '@ds';
import { criteriaToQuery } from '@domain/search/criteria';
import { useStores } from '../../stores/StoresContext';
import { SearchPanel } from '../search/SearchPanel';
import { PageFrame } from '../shell/PageFrame';
import * as styles from './HomePage.css';

const vehicleTypes = [
  { id: 'car', label: 'Cars' },
  { id: 'van', label: 'Vans' },
] as const;

/** The home page: the basic search panel with its own live count ('home_count'), for cars or vans. */
export const HomePage = observer(function HomePage() {
  const { search, searchContext, audit } = useStores();
  const navigate = useNavigate();

  useEffect(() => {
    void searchContext.start('car', 'home');
  }, [searchContext]);

  return (
    <div className={styles.hero}>
      <PageFrame
        title="Used cars and vans for sale from UK dealers"
        description="Search thousands of used cars and vans from UK dealers near you. Compare prices, monthly costs and finance, shortlist favourites and contact dealers."
        heading="Find your next used car or van"
      >
        <Text size="large" tone="subtle">
          Thousands of cars and vans from trusted UK dealers, with prices and monthly costs up front.
        </Text>
        <SegmentedControl
          label="Vehicle type"
          items={vehicleTypes}
          value={search.vehicleType}
          onChange={(type) => void searchContext.switchVehicleType(type)}
        />
        <SearchPanel
          onSubmit={() => {
            void audit.record('HomeSearch', [search.postcode, search.vehicleType]);
            void navigate(`/search/${search.vehicleType}/?${criteriaToQuery(search.panel).toString()}`);
          }}
        />
      </PageFrame>
    </div>
  );
});
