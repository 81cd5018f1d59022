import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { Button, CardRail, Heading, Inline, Link, Stack, Text, VehicleCard } from '@ds';
import type { Dealer } from '../../api/types';
import { telHref } from '@domain/uk/phone';
import { HoursTable } from '../../overlays/content/DealerHours';
import { dealerStore, type DealerStockPart } from '../../stores/DealerStore';
import { useStore, useStores } from '../../stores/StoresContext';
import { NotFoundPage } from '../errors/NotFoundPage';
import { Page } from '../shell/Page';
import { PageLoading } from '../shell/PageLoading';
import { dealerAddressLines } from '../vehicle/dealer';
import { DealerAddress } from '../vehicle/DealerAddress';
import { vehicleCardProps } from '../vehicle/links';
import { dealerOpenState, dealerWeek } from '../vehicle/openingHours';
import { DealerRating } from './DealerRating';
import { DealerReviews } from './DealerReviews';
import { OnlineOnly } from './OnlineOnly';
import { dealerHref, dealerStockHref, directories, sellsText } from './links';
import * as styles from './DealersPage.css';
import { vehicleNounFor, vehicleWords } from '@domain/vehicleTypes';

const dealerIdPattern = /^[1-9][0-9]{0,9}$/;

/** The page of reviews the address asks for (`?reviews=2`): 1 unless a page number the contract allows. */
function reviewsPageFrom(value: string | null): number {
  const page = value && /^[1-9][0-9]{0,3}$/.test(value) ? Number(value) : 1;
  return Math.min(page, 1000);
}

/**
 * The dealer page, `/dealers/{dealerId}/{name-slug}/`: the dealer's details (address, phone, website,
 * reviews, how to write to it), whether it is open now with its week, and the first of its stock per
 * kind of vehicle it sells, each with a link to the whole stock in the results (DealerId). A dealer
 * the server does not know is the 404 page.
 */
export const DealerPage = observer(function DealerPage({ now = new Date() }: { now?: Date }) {
  const { dealerId = '' } = useParams();
  const id = dealerIdPattern.test(dealerId) ? Number(dealerId) : null;
  const [params] = useSearchParams();
  const reviewsPage = reviewsPageFrom(params.get('reviews'));
  const store = useStore(dealerStore);

  useEffect(() => {
    if (id !== null) void store.loadDealer(id);
  }, [store, id]);

  const isThis = id !== null && store.dealerId === id;
  if (id === null || (isThis && store.notFound)) return <NotFoundPage missing="dealer" />;
  if (isThis && store.dealerState === 'failed') {
    return (
      <Page title="Dealer" description="A dealer on Forecourt." trail={directories.all.trail}>
        <Text role="alert">Sorry, we could not load this dealer. Please try again.</Text>
        <div>
          <Button onPress={() => void store.loadDealer(id)}>Try again</Button>
        </div>
      </Page>
    );
  }
  const dealer = isThis ? store.dealer : null;
  if (!dealer) return <PageLoading />;

  const town = dealer.Address?.Town;
  const sells = sellsText(dealer);
  return (
    <Page
      title={town ? `${dealer.Name}, ${town}` : dealer.Name}
      description={`${dealer.Name}${town ? ` in ${town}` : ''}: address, opening hours, reviews and vehicles for sale.`}
      heading={dealer.Name}
      trail={[...directories.all.trail, { label: dealer.Name, href: dealerHref(dealer) }]}
    >
      <Stack space="small">
        <Text>
          Customer reviews: <DealerRating summary={dealer.ReviewSummary} />
        </Text>
        {sells ? <Text>{sells}</Text> : null}
        {dealer.IsOnlineOnly ? <OnlineOnly dealer={dealer} /> : null}
      </Stack>
      <div className={styles.dealerLayout}>
        <DealerDetails dealer={dealer} />
        <DealerOpeningHours dealer={dealer} now={now} />
      </div>
      {store.stock.map((part) => (
        <DealerStockSection key={part.vehicleType} dealer={dealer} part={part} />
      ))}
      <DealerReviews dealer={dealer} page={reviewsPage} />
    </Page>
  );
});

/** Address, phone, website, map and how to write to the dealer. */
const DealerDetails = observer(function DealerDetails({ dealer }: { dealer: Dealer }) {
  const { modal } = useStores();
  const lines = dealerAddressLines(dealer);
  return (
    <section aria-labelledby="dealer-contact" className={styles.panel}>
      <Stack space="medium">
        <Heading level={2} size="large" id="dealer-contact">
          Contact details
        </Heading>
        <DealerAddress lines={lines} />
        <Link href={telHref(dealer.PhoneNumber)} variant="standalone">
          Call {dealer.PhoneNumber}
        </Link>
        {dealer.Website ? (
          <Link href={dealer.Website} isExternal variant="standalone">
            {dealer.Name}&apos;s website
          </Link>
        ) : null}
        <Inline space="small">
          {dealer.EmailEnabled ? (
            <Button
              variant="secondary"
              onPress={() =>
                modal.open('forms/contact-dealer', {
                  variant: 'plain',
                  dealerId: dealer.Id,
                  dealerName: dealer.Name,
                  partners: dealer.PartnerListForThankYou,
                })
              }
            >
              Email the dealer
            </Button>
          ) : null}
          {lines.length > 0 || dealer.Location ? (
            <Button variant="tertiary" onPress={() => modal.open('dealer-map', { dealer })}>
              Map and directions
            </Button>
          ) : null}
        </Inline>
        {dealer.EmailEnabled ? null : <Text>This dealer takes enquiries by phone.</Text>}
      </Stack>
    </section>
  );
});

/** Open now or when it opens next (UK time), and the week (the vehicle page's rules). */
function DealerOpeningHours({ dealer, now }: { dealer: Dealer; now: Date }) {
  const hours = dealer.OpeningHours?.length ? dealer.OpeningHours : null;
  const state = hours ? dealerOpenState(hours, now) : null;
  return (
    <section aria-labelledby="dealer-hours" className={styles.panel}>
      <Stack space="medium">
        <Heading level={2} size="large" id="dealer-hours">
          Opening hours
        </Heading>
        {hours && state ? (
          <>
            <Text weight="strong">
              {state.isOpen ? 'Open now' : `Closed now${state.opensAt ? `, opens ${state.opensAt}` : ''}`}
            </Text>
            <HoursTable hours={dealerWeek(hours)} dealerName={dealer.Name} />
            {dealer.IsOnlineOnly ? (
              <Text size="small" tone="subtle">
                The hours the dealer answers the phone and messages: it has no forecourt to visit.
              </Text>
            ) : null}
          </>
        ) : (
          <Text>This dealer has not published its opening hours. Call before you visit.</Text>
        )}
      </Stack>
    </section>
  );
}

/** The first of the dealer's cars or vans, and the link to all of them in the results. */
function DealerStockSection({ dealer, part }: { dealer: Dealer; part: DealerStockPart }) {
  const words = vehicleWords[part.vehicleType];
  const headingId = `dealer-stock-${part.vehicleType}`;
  const heading = `${words.Many} from ${dealer.Name}`;
  return (
    // Not a region of its own: the rail is, named by the same heading.
    <section aria-busy={part.state === 'loading'}>
      <Stack space="medium">
        <Heading level={2} size="large" id={headingId}>
          {heading}
        </Heading>
        {part.state === 'loading' ? <Text role="status">Loading</Text> : null}
        {part.state === 'failed' ? (
          <Text>
            Sorry, we could not load the {words.many} just now.{' '}
            <Link href={dealerStockHref(part.vehicleType, dealer.Id)}>See them in the search results</Link>.
          </Text>
        ) : null}
        {part.state === 'loaded' && part.total === 0 ? <Text>No {words.many} for sale right now.</Text> : null}
        {part.state === 'loaded' && part.cards.length > 0 ? (
          <CardRail aria-label={heading} items={part.cards} itemKey={(card) => card.VehicleId}>
            {(card) => <VehicleCard {...vehicleCardProps(card, 'dealer')} />}
          </CardRail>
        ) : null}
        {part.state === 'loaded' && part.total > 0 ? (
          <Link href={dealerStockHref(part.vehicleType, dealer.Id)} variant="standalone">
            See all {new Intl.NumberFormat('en-GB').format(part.total)} {vehicleNounFor(part.vehicleType, part.total)}{' '}
            from {dealer.Name}
          </Link>
        ) : null}
      </Stack>
    </section>
  );
}

export default DealerPage;
