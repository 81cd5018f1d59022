import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { Button, Gallery, Heading, Inline, Stack, Text } from '@ds';
import type { VehicleDetail } from '../../api/types';
import type { VehicleType } from '../../lib/catalogue';
import { useStore, useStores } from '../../stores/StoresContext';
import { vehicleStore } from '../../stores/VehicleStore';
import { NotFoundPage } from '../errors/NotFoundPage';
import { VehicleFinance } from '../finance/VehicleFinance';
import { Page, type Crumb } from '../shell/Page';
import { PageLoading } from '../shell/PageLoading';
import { DealerSection } from './DealerSection';
import { DealerStock } from './DealerStock';
import { FactList } from './FactList';
import { HistorySection } from './history/HistorySection';
import { keyFacts } from './facts';
import { PricePanel } from './PricePanel';
import { RunningCostSection } from './RunningCostSection';
import { VehicleEnquiryActions } from './VehicleEnquiryActions';
import { paragraphs } from './text';
import * as styles from './VehiclePage.css';

const vehicleIdPattern = /^[1-9][0-9]{0,9}$/;

/** How many of the description's paragraphs the page shows before "Read the full description". */
const descriptionPreview = 2;

/**
 * The vehicle page at `{DetailsPageUrl}/?i={position}&m={trackingId}` (`/used-cars/{make}/{model}/{VehicleId}/`
 * or the van one): the photos, the price column (price with its admin fee and label, shortlist, share,
 * the enquiry actions), key facts, description, specification, running costs, finance, history, the dealer
 * and its other stock. Each view is recorded as recently viewed and sent to the audit with `i` and `m`.
 * A vehicle the server does not know is the 404 page.
 */
const VehiclePage = observer(function VehiclePage({ vehicleType }: { vehicleType: VehicleType }) {
  const { make = '', model = '', vehicleId = '' } = useParams();
  const [query] = useSearchParams();
  const id = vehicleIdPattern.test(vehicleId) ? Number(vehicleId) : null;
  const store = useStore(vehicleStore);
  const position = query.get('i') ?? undefined;
  const trackingId = query.get('m') ?? undefined;

  useEffect(() => {
    if (id !== null) void store.load(id, { position, trackingId });
  }, [store, id, position, trackingId]);

  const isThis = id !== null && store.vehicleId === id;
  if (id === null || (isThis && store.notFound)) return <NotFoundPage />;
  if (isThis && store.status === 'failed') {
    return (
      <Page title="Vehicle" description="A used vehicle for sale.">
        <Text>Sorry, we could not load this vehicle. Please try again.</Text>
        <div>
          <Button onPress={() => void store.load(id)}>Try again</Button>
        </div>
      </Page>
    );
  }
  const detail = isThis ? store.vehicle : null;
  if (!detail) return <PageLoading />;

  const card = detail.Vehicle;
  const section: Crumb =
    vehicleType === 'van' ? { label: 'Used vans', href: '/used-vans/' } : { label: 'Used cars', href: '/used-cars/' };
  const pagePath = `/used-${vehicleType}s/${make}/${model}/${card.VehicleId}/`;
  const trail: Crumb[] = [
    section,
    {
      label: `${card.Manufacturer} ${card.Model}`,
      href: vehicleType === 'van' ? `/used-vans/${make}/${model}/` : `/${make}/${model}/used-cars/`,
    },
    { label: card.Title, href: pagePath },
  ];
  const facts = keyFacts(detail);

  return (
    <Page
      title={`${card.Title}, ${card.Price}`}
      description={`${card.Title} for ${card.Price}: ${facts.map((fact) => fact.value).join(', ')}.`}
      heading={card.Title}
      trail={trail}
    >
      <div className={styles.layout}>
        <div className={styles.gallery}>
          <Gallery
            label={card.Title}
            images={detail.Images.map((image) => ({ src: image.Medium, largeSrc: image.Large, alt: image.AltText }))}
            defaultImageSrc={card.MainImage.DefaultImage}
          />
        </div>
        <div className={styles.aside}>
          <PricePanel detail={detail} sharePath={pagePath} />
          <VehicleEnquiryActions detail={detail} />
          <DealerSection detail={detail} store={store} />
        </div>
        <div className={styles.main}>
          <Stack space="xlarge">
            <section aria-labelledby="key-facts">
              <Stack space="small">
                <Heading level={2} size="large" id="key-facts">
                  Key facts
                </Heading>
                <FactList facts={facts} />
              </Stack>
            </section>
            <AboutSection detail={detail} />
            <RunningCostSection detail={detail} />
            <VehicleFinance detail={detail} />
            <HistorySection detail={detail} />
          </Stack>
        </div>
      </div>
      <DealerStock detail={detail} />
    </Page>
  );
});

/** The description (its first paragraphs, the rest in `vehicle-description`), the specification and the generation. */
const AboutSection = observer(function AboutSection({ detail }: { detail: VehicleDetail }) {
  const { modal } = useStores();
  const text = paragraphs(detail.Description);
  const generation = detail.Generation;
  const card = detail.Vehicle;
  return (
    <section aria-labelledby="description">
      <Stack space="small">
        <Heading level={2} size="large" id="description">
          Description
        </Heading>
        {text.length === 0 ? <Text>The dealer has not written a description.</Text> : null}
        {text.slice(0, descriptionPreview).map((paragraph, index) => (
          <Text key={index}>{paragraph}</Text>
        ))}
        <Inline space="small">
          {text.length > descriptionPreview || detail.Features.length > 0 ? (
            <Button variant="secondary" onPress={() => modal.open('vehicle-description', { vehicle: detail })}>
              Read the full description
            </Button>
          ) : null}
          <Button variant="secondary" onPress={() => modal.open('vehicle-spec', { vehicle: detail })}>
            See the full specification
          </Button>
        </Inline>
        {generation ? (
          <Inline space="small">
            <Text>
              This is the {generation.Name}, built from {generation.YearFrom}
              {generation.YearTo ? ` to ${generation.YearTo}` : ' and still on sale'}.
            </Text>
            <Button
              variant="tertiary"
              size="small"
              onPress={() =>
                modal.open('generation-info', {
                  model: `${card.Manufacturer} ${card.Model}`,
                  generation: generation.Name,
                  years: generation.YearTo
                    ? `${generation.YearFrom} to ${generation.YearTo}`
                    : `${generation.YearFrom}`,
                  summary: generation.Summary,
                })
              }
            >
              About this generation
            </Button>
          </Inline>
        ) : null}
      </Stack>
    </section>
  );
});

export default VehiclePage;
