import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { Heading, Link, Stack, Text } from '@ds';
import type { Dealer } from '../../api/types';
import { telHref } from '@domain/uk/phone';
import { dealerAddressLines } from '../vehicle/dealer';
import { DealerRating } from './DealerRating';
import { dealerHref, sellsText } from './links';
import { OnlineOnly } from './OnlineOnly';
import * as styles from './DealersPage.css';

/**
 * A dealer in the directory: its name (the link to its page), address, review score, phone number,
 * what it sells and its stock; an online-only dealer says so and explains it (`online-dealer`).
 */
export const DealerCard = observer(function DealerCard({ dealer }: { dealer: Dealer }) {
  const headingId = useId();
  const lines = dealerAddressLines(dealer);
  const sells = sellsText(dealer);
  const stock =
    dealer.StockCount === undefined
      ? null
      : `${new Intl.NumberFormat('en-GB').format(dealer.StockCount)} ${dealer.StockCount === 1 ? 'vehicle' : 'vehicles'} in stock`;
  return (
    <article className={styles.dealer} aria-labelledby={headingId}>
      <Stack space="small">
        <Heading level={3} size="large" id={headingId}>
          <Link href={dealerHref(dealer)}>{dealer.Name}</Link>
        </Heading>
        {lines.length > 0 ? <address className={styles.address}>{lines.join(', ')}</address> : null}
        <Text>
          Customer reviews: <DealerRating summary={dealer.ReviewSummary} />
        </Text>
        <Text>
          <Link href={telHref(dealer.PhoneNumber)}>Call {dealer.PhoneNumber}</Link>
        </Text>
        {sells || stock ? (
          <Text size="small" tone="subtle">
            {[sells, stock].filter(Boolean).join(' · ')}
          </Text>
        ) : null}
        {dealer.IsOnlineOnly ? <OnlineOnly dealer={dealer} /> : null}
      </Stack>
    </article>
  );
});
