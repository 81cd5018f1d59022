import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { Button, Heading, Icon, Inline, Link, Stack, Text } from '@ds';
import type { VehicleDetail } from '../../api/types';
import { telHref } from '@domain/uk/phone';
import { postcodeLookupMessages } from '@domain/uk/postcode';
import { useStores } from '../../stores/StoresContext';
import type { VehicleStore } from '../../stores/VehicleStore';
import { OnlineOnly } from '../dealers/OnlineOnly';
import { dealerHref } from '../dealers/links';
import { DealerRating } from '../dealers/DealerRating';
import { dealerAddressLines } from './dealer';
import { DealerAddress } from './DealerAddress';
import { distanceText } from './facts';
import { dealerOpenState, dealerWeek } from './openingHours';
import * as styles from './VehiclePage.css';

/**
 * The dealer: name, reviews, the address as text (a map on request), the distance from the visitor's
 * postcode (asked for when unknown), whether it is open now with its week, and the phone number,
 * revealed on request and then a `tel:` link.
 */
export const DealerSection = observer(function DealerSection({
  detail,
  store,
  now = new Date(),
}: {
  detail: VehicleDetail;
  store: VehicleStore;
  /** The time the opening state is judged at (tests fix it). */
  now?: Date;
}) {
  const { modal } = useStores();
  const dealer = detail.Dealer;
  const lines = dealerAddressLines(dealer);
  const hours = dealer.OpeningHours?.length ? dealer.OpeningHours : null;
  const state = hours ? dealerOpenState(hours, now) : null;
  const week = hours ? dealerWeek(hours) : undefined;
  const miles = store.distanceMiles;
  // The button gives way to the number: focus follows it, so keyboard and screen reader users land on it.
  const phoneLink = useRef<HTMLAnchorElement>(null);
  const [revealedHere, setRevealedHere] = useState(false);
  useEffect(() => {
    if (revealedHere) phoneLink.current?.focus();
  }, [revealedHere]);
  const askPostcode = () =>
    modal.open('vdp-force-postcode', {
      reason: 'Enter your postcode to see how far this vehicle is from you. We remember it for a day.',
      onPostcode: (postcode) => void store.usePostcode(postcode),
    });

  return (
    <section aria-labelledby="dealer-heading" className={styles.panel}>
      <Stack space="medium">
        <Heading level={2} size="large" id="dealer-heading">
          Sold by {dealer.Name}
        </Heading>
        <Text>
          Customer reviews: <DealerRating summary={dealer.ReviewSummary} />
        </Text>
        {dealer.IsOnlineOnly ? <OnlineOnly dealer={dealer} /> : null}
        <DealerAddress lines={lines} />
        <Inline space="small">
          {miles !== null ? <Text>{distanceText(miles, store.askedPostcode)}</Text> : null}
          {store.distanceIsApproximate ? <Text>{postcodeLookupMessages.approximate(store.askedPostcode)}</Text> : null}
          <Button variant="tertiary" size="small" onPress={askPostcode}>
            {miles !== null ? 'Change postcode' : 'How far is it from me?'}
          </Button>
          {lines.length > 0 || dealer.Location ? (
            <Button variant="tertiary" size="small" onPress={() => modal.open('dealer-map', { dealer })}>
              Map and directions
            </Button>
          ) : null}
        </Inline>
        {state ? (
          <Inline space="small">
            <Text weight="strong">
              {state.isOpen ? 'Open now' : `Closed now${state.opensAt ? `, opens ${state.opensAt}` : ''}`}
            </Text>
            <Button
              variant="tertiary"
              size="small"
              onPress={() =>
                modal.open(state.isOpen ? 'operating-status' : 'out-of-hours', {
                  dealerName: dealer.Name,
                  isOpen: state.isOpen,
                  opensAt: state.opensAt,
                  hours: week,
                })
              }
            >
              Opening hours
            </Button>
          </Inline>
        ) : null}
        <Link href={dealerHref(dealer)} variant="standalone">
          About {dealer.Name}: opening hours and stock
        </Link>
        <div>
          {store.phoneRevealed ? (
            <Link ref={phoneLink} href={telHref(dealer.PhoneNumber)} variant="standalone">
              Call {dealer.PhoneNumber}
            </Link>
          ) : (
            <Button
              variant="secondary"
              onPress={() => {
                store.revealPhone();
                setRevealedHere(true);
              }}
            >
              <Icon name="phone" size="small" /> Show phone number
            </Button>
          )}
        </div>
      </Stack>
    </section>
  );
});
