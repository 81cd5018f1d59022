import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef } from 'react';
import { Button, CardRail, type HeadingLevel, Stack, Text, VehicleCard, VisuallyHidden } from '@ds';
import { vehicleCardProps } from '../vehicle/links';
import { Loading } from '../shell/Loading';
import { useShortlist } from './useShortlist';

export interface ShortlistCardsProps {
  /** The cards' heading level under the section they sit in. */
  headingLevel?: HeadingLevel;
  /** Where the cards' links say they were followed from (the `m` of the vehicle link). */
  trackingId?: string;
  /** Shown when the shortlist is empty. */
  empty: string;
}

/**
 * The shortlisted vehicles as cards, newest first, in a row that scrolls sideways (as many whole
 * cards as the screen allows, requirements 9.2), each with Remove; the loading, failed and empty
 * states. A vehicle the catalogue no longer holds shows as its saved card, labelled, with no link
 * (requirements 10.14). Used by the shortlist panel and the account home. Remove takes focus to the next car's
 * Remove, or the previous car's when the last went, or the empty state when none is left: never to
 * the dialog's Close or the page (requirements 4.1).
 */
export const ShortlistCards = observer(function ShortlistCards({
  headingLevel = 3,
  trackingId = 'shortlist',
  empty,
}: ShortlistCardsProps) {
  const shortlist = useShortlist({ always: true });
  const isReady = shortlist?.isReady ?? false;
  const count = shortlist?.count ?? 0;

  useEffect(() => {
    if (shortlist && isReady) void shortlist.loadCards();
  }, [shortlist, isReady, count]);

  // Where focus goes once a removed car has left the rail (an element id of this list).
  const prefix = useId();
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (!focusNext.current) return;
    const target = document.getElementById(focusNext.current);
    focusNext.current = null;
    target?.focus();
  });

  if (shortlist?.listState === 'failed') {
    return (
      <Stack space="small">
        <Text>Sorry, we could not load your shortlist.</Text>
        <div>
          <Button variant="secondary" onPress={() => void shortlist.loadAccountList()}>
            Try again
          </Button>
        </div>
      </Stack>
    );
  }
  if (!shortlist || !isReady) return <Loading label="Loading your shortlist" />;
  if (count === 0)
    return (
      <Text id={`${prefix}-empty`} tabIndex={-1}>
        {empty}
      </Text>
    );

  const { vehicles, cardsState, unavailableCount } = shortlist;
  return (
    <Stack space="medium">
      {vehicles.length > 0 ? (
        <CardRail aria-label="Shortlisted vehicles" items={vehicles} itemKey={(card) => card.VehicleId}>
          {(card) => (
            <VehicleCard
              {...vehicleCardProps(card, trackingId)}
              isNoLongerAvailable={card.NoLongerAvailable}
              headingLevel={headingLevel}
              actions={
                <Button
                  id={`${prefix}-${card.VehicleId}`}
                  variant="secondary"
                  size="small"
                  onPress={() => {
                    const ids = vehicles.map((vehicle) => vehicle.VehicleId);
                    const at = ids.indexOf(card.VehicleId);
                    const next = ids[at + 1] ?? ids[at - 1];
                    focusNext.current = next === undefined ? `${prefix}-empty` : `${prefix}-${next}`;
                    shortlist.remove(card.VehicleId);
                  }}
                >
                  Remove<VisuallyHidden> {card.Title}</VisuallyHidden>
                </Button>
              }
            />
          )}
        </CardRail>
      ) : null}
      {cardsState === 'loading' ? <Loading label="Loading your shortlisted vehicles" /> : null}
      {cardsState === 'failed' ? (
        <Stack space="small">
          <Text>Sorry, we could not load your shortlisted vehicles.</Text>
          <div>
            <Button variant="secondary" onPress={() => void shortlist.loadCards()}>
              Try again
            </Button>
          </div>
        </Stack>
      ) : null}
      {unavailableCount > 0 ? (
        <Stack space="small">
          <Text size="small" tone="subtle">
            {unavailableCount === 1
              ? '1 vehicle on your shortlist is no longer advertised.'
              : `${unavailableCount} vehicles on your shortlist are no longer advertised.`}
          </Text>
          <div>
            <Button variant="tertiary" size="small" onPress={() => shortlist.removeUnavailable()}>
              Remove {unavailableCount === 1 ? 'it' : 'them'}
            </Button>
          </div>
        </Stack>
      ) : null}
    </Stack>
  );
});
