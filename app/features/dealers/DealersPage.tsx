import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Heading, Link, Stack, Text } from '@ds';
import type { VehicleType } from '../../lib/catalogue';
import { telHref } from '../../lib/uk/phone';
import { useStores } from '../../stores/StoresContext';
import { Page, type Crumb } from '../shell/Page';
import * as styles from './DealersPage.css';

const directories = {
  car: {
    title: 'Used car dealers',
    trail: [
      { label: 'Used cars', href: '/used-cars/' },
      { label: 'Dealers', href: '/used-cars/dealers/' },
    ],
  },
  van: {
    title: 'Used van dealers',
    trail: [
      { label: 'Used vans', href: '/used-vans/' },
      { label: 'Dealers', href: '/used-vans/dealers/' },
    ],
  },
  all: { title: 'All dealers', trail: [{ label: 'All dealers', href: '/dealers/all/' }] },
} satisfies Record<string, { title: string; trail: Crumb[] }>;

/** /used-cars/dealers/, /used-vans/dealers/ and /dealers/all/: the dealer directory. */
export const DealersPage = observer(function DealersPage({ kind }: { kind: keyof typeof directories }) {
  const { directory } = useStores();
  const vehicleType: VehicleType = kind === 'van' ? 'van' : 'car';
  const { title, trail } = directories[kind];
  useEffect(() => void directory.loadDealers(vehicleType), [directory, vehicleType]);

  return (
    <Page
      title={title}
      description={`${title} on Forecourt: addresses, phone numbers, review scores and stock.`}
      trail={trail}
    >
      {directory.dealersState === 'failed' ? (
        <Text role="alert">Sorry, we could not load the dealers. Please refresh the page and try again.</Text>
      ) : (
        <ul className={styles.dealers} aria-busy={directory.dealersState !== 'loaded'}>
          {directory.dealers.map((dealer) => (
            <li key={dealer.Id} className={styles.dealer}>
              <Stack space="xsmall">
                <Heading level={2} size="large">
                  {dealer.Name}
                </Heading>
                {dealer.Address ? (
                  <Text>
                    {dealer.Address.Line1}, {dealer.Address.Town}, {dealer.Address.PostCode}
                  </Text>
                ) : null}
                <Text>
                  <Link href={telHref(dealer.PhoneNumber)}>Call {dealer.PhoneNumber}</Link>
                </Text>
                <Text size="small" tone="subtle">
                  Rated {dealer.ReviewSummary.ScorePercentage}% by customers
                  {dealer.StockCount === undefined ? '' : ` · ${dealer.StockCount} vehicles in stock`}
                </Text>
              </Stack>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
});

export default DealersPage;
