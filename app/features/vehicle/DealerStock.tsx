import { CardRail, formatNumber, Heading, Link, Stack, VehicleCard } from '@ds';
import type { VehicleDetail } from '../../api/types';
import { dealerHref } from '../dealers/links';
import { vehicleCardProps } from './links';

/**
 * The dealer's other vehicles, as cards in a rail, and a link to the dealer's page with its whole stock,
 * counted as the directory and that page count it (StockCount). The rail is the one region: the section
 * around it has no name of its own, so the page has no two regions of one name.
 */
export function DealerStock({ detail }: { detail: VehicleDetail }) {
  const { DealerStock: cards, DealerStockCount: count, Dealer: dealer } = detail;
  if (cards.length === 0) return null;
  const total = dealer.StockCount ?? count + 1;
  return (
    <section>
      <Stack space="medium">
        <Heading level={2} size="large" id="dealer-stock">
          More from {dealer.Name}
        </Heading>
        <CardRail aria-label={`More from ${dealer.Name}`} items={cards} itemKey={(other) => other.VehicleId}>
          {(other) => <VehicleCard {...vehicleCardProps(other, 'dealer-stock')} />}
        </CardRail>
        {count > cards.length ? (
          <Link href={dealerHref(dealer)} variant="standalone">
            See all {formatNumber(total)} vehicles from {dealer.Name}
          </Link>
        ) : null}
      </Stack>
    </section>
  );
}
