import { observer } from 'mobx-react-lite';
import { Badge, Button, Inline, PriceTag, Stack, Text, featuredAdvertNote, vehicleBadges } from '@ds';
import type { VehicleDetail } from '../../api/types';
import { useStores } from '../../stores/StoresContext';
import { ShortlistToggle } from '../shortlist/ShortlistToggle';
import { PriceIndicatorDetails, notRatedText } from './PriceIndicatorDetails';
import * as styles from './VehiclePage.css';

/**
 * The price column: Sold, Reduced and Featured (with what Featured means), the price inc./exc. VAT
 * with the admin fee it includes, the price label with its comparables, and what to do next.
 */
export const PricePanel = observer(function PricePanel({
  detail,
  sharePath,
  children,
}: {
  detail: VehicleDetail;
  /** The advert's path to share (without the link's tracking), made whole when shared. */
  sharePath: string;
  /** The enquiry actions, under the price. */
  children?: React.ReactNode;
}) {
  const { modal } = useStores();
  const card = detail.Vehicle;
  const isReduced = card.Reduced || card.isReduced;
  const labels = [
    ...(card.Sold ? [vehicleBadges.sold] : []),
    ...(isReduced ? [vehicleBadges.reduced] : []),
    ...(card.IsFeaturedAdvert ? [vehicleBadges.featured] : []),
  ];
  return (
    <div className={styles.panel}>
      <Stack space="medium">
        {card.Sold ? (
          <p className={styles.soldNotice}>This vehicle has been sold. The dealer may have similar ones below.</p>
        ) : null}
        {labels.length > 0 ? (
          <ul className={styles.badges} aria-label="Labels">
            {labels.map((label) => (
              <li key={label.label}>
                <Badge tone={label.tone}>{label.label}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
        {card.IsFeaturedAdvert ? (
          <Text size="small" tone="subtle">
            {featuredAdvertNote} Featured adverts appear first; the rest are in the order you chose.
          </Text>
        ) : null}
        <PriceTag
          price={card.GBPPrice}
          priceIncVat={card.GBPPriceIncVAT}
          isPriceExcludingVat={card.IsPriceExcludingVAT}
          adminFee={card.AdminFee}
        />
        {detail.PriceIndicator ? (
          <PriceIndicatorDetails
            indicator={detail.PriceIndicator}
            price={card.GBPPriceIncVAT}
            vehicleType={card.VehicleType}
          />
        ) : detail.PriceNotRated && notRatedText(detail.PriceNotRated, card.VehicleType) ? (
          <Text size="small" tone="subtle">
            {notRatedText(detail.PriceNotRated, card.VehicleType)}
          </Text>
        ) : null}
        {children}
        <Inline space="small">
          <ShortlistToggle card={card} />
          <Button
            variant="secondary"
            onPress={() =>
              modal.open('social-share', {
                url: new URL(sharePath, window.location.origin).href,
                title: `${card.Title}, ${card.Price}`,
              })
            }
          >
            Share
          </Button>
        </Inline>
      </Stack>
    </div>
  );
});
