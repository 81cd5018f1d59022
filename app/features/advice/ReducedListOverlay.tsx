import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { Stack, Text, VehicleCard, formatNumber, formatPrice } from '@ds';
import { OverlayLayout } from '../../overlays/OverlayLayout';
import type { OverlayProps } from '../../overlays/types';
import { vehicleCardProps } from '../vehicle/links';
import { formatDate } from './advicePages';
import * as styles from './Advice.css';
import { reducedDays } from './PriceGuidePage';

/** The tracking id of a vehicle link followed from the recently reduced list (`m=reduced`). */
const reducedTrackingId = 'reduced';

/** Closes the overlay once a link in it has taken the person to another page (or Back has). */
function useCloseOnNavigation(close: () => void) {
  const { pathname, search } = useLocation();
  const opened = useRef(`${pathname}${search}`);
  useEffect(() => {
    if (`${pathname}${search}` !== opened.current) close();
  }, [pathname, search, close]);
}

/**
 * `reduced-list`: the price guide's recently reduced adverts as vehicle cards, each linking to its
 * vehicle page (`{DetailsPageUrl}/?i={Position}&m=reduced`), with the price before and the day it fell.
 */
export default function ReducedListOverlay({ data, close }: OverlayProps<'reduced-list'>) {
  useCloseOnNavigation(close);
  const { title, adverts, count } = data;
  return (
    <OverlayLayout title={title} close={close}>
      <Text>
        {count > adverts.length
          ? `${formatNumber(count)} adverts reduced in the last ${reducedDays} days; these are the ${adverts.length} reduced most recently.`
          : `${formatNumber(count)} ${count === 1 ? 'advert' : 'adverts'} reduced in the last ${reducedDays} days.`}
      </Text>
      <ul className={styles.grid}>
        {adverts.map((advert, index) => (
          <li key={advert.Vehicle.VehicleId}>
            <Stack space="small">
              <VehicleCard
                {...vehicleCardProps(advert.Vehicle, reducedTrackingId)}
                loading={index < 2 ? 'eager' : 'lazy'}
              />
              <Text size="small">
                {`Was ${formatPrice(advert.PreviousPrice)}, reduced by ${formatPrice(Math.max(0, advert.PreviousPrice - advert.Vehicle.GBPPrice))} on ${formatDate(advert.ReducedOn)}`}
              </Text>
            </Stack>
          </li>
        ))}
      </ul>
    </OverlayLayout>
  );
}
