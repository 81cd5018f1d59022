import { CardRail, Heading, Link, Stack, VehicleCard } from '@ds';
import type { VehicleDetail } from '../../api/types';
import { dealerStockHref } from '../dealers/links';
import { vehicleCardProps } from './links';

/** The dealer's other vehicles, as cards in a rail, and a link to the whole stock in the results. */
export function DealerStock({ detail }: { detail: VehicleDetail }) {
  const { DealerStock: cards, DealerStockCount: count, Dealer: dealer, Vehicle: card } = detail;
  if (cards.length === 0) return null;
  const vehicleType = card.VehicleType === 7 ? 'van' : 'car';
  return (
    <section aria-labelledby="dealer-stock">
      <Stack space="medium">
        <Heading level={2} size="large" id="dealer-stock">
          More from {dealer.Name}
        </Heading>
        <CardRail aria-label={`More from ${dealer.Name}`} items={cards} itemKey={(other) => other.VehicleId}>
          {(other) => <VehicleCard {...vehicleCardProps(other, 'dealer-stock')} />}
        </CardRail>
        {count > cards.length ? (
          <Link href={dealerStockHref(vehicleType, dealer.Id)} variant="standalone">
            See all {count} vehicles from {dealer.Name}
          </Link>
        ) : null}
      </Stack>
    </section>
  );
}
