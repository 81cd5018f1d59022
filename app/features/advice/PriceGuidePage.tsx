import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { Button, DescriptionList, Heading, Inline, Link, Stack, Table, Text, formatNumber, formatPrice } from '@ds';
import type { PriceBand, PriceGuide } from '../../api/types';
import { adviceStore, guideSelectionFrom, type GuideSelection } from '../../stores/AdviceStore';
import { useStore, useStores } from '../../stores/StoresContext';
import { Page } from '../shell/Page';
import { PageLoading } from '../shell/PageLoading';
import { advicePages, formatDate, range, usedVehiclesHref } from './advicePages';

/** How many days 'recently reduced' covers (the contract's price guide). */
export const reducedDays = 14;

/** The guide's heading: 'Car price guide' for every car, else 'Ford Fiesta prices'. */
const guideHeading = (guide: PriceGuide) => (guide.MakeSlug ? `${guide.Title} prices` : 'Car price guide');

/** What the guide's cars are called in a sentence: 'Ford Fiestas' would need plurals, so 'Ford Fiesta cars'. */
const guideNoun = (guide: PriceGuide) => (guide.MakeSlug ? `${guide.Title} cars` : 'cars');

const bandColumns = (first: string) => [
  { id: 'band', header: first },
  { id: 'adverts', header: 'Adverts', align: 'end' as const },
  { id: 'low', header: 'Lowest', align: 'end' as const },
  { id: 'average', header: 'Average', align: 'end' as const },
  { id: 'high', header: 'Highest', align: 'end' as const },
];

const bandRows = (bands: readonly PriceBand[], label: (band: PriceBand) => string) =>
  bands.map((band) => ({
    id: label(band),
    cells: [
      label(band),
      formatNumber(band.AdvertCount),
      formatPrice(band.Low),
      formatPrice(band.Average),
      formatPrice(band.High),
    ],
  }));

/**
 * /car-price-guide/ (`?make=ford&model=fiesta`): what used cars of a make and model (or every car)
 * are advertised for today, from the contract's price guide: adverts, average and range, by
 * registration year and by mileage band, and the recently reduced adverts (`reduced-list`). The make
 * and model are chosen in `pricing-hub-filter`; `pricing-hub-compare` sets another model beside it.
 * The page shows its loading state until the guide has arrived, then appears complete.
 */
export const PriceGuidePage = observer(function PriceGuidePage() {
  const store = useStore(adviceStore);
  const [query] = useSearchParams();
  const { make, model } = guideSelectionFrom(query);
  const selection: GuideSelection = { make, model };
  const entry = store.priceGuide(selection);
  const meta = advicePages.priceGuide;

  useEffect(() => {
    void store.loadPriceGuide({ make, model });
  }, [store, make, model]);

  if (entry.status === 'failed') {
    return (
      <Page title={meta.title} description={meta.description} trail={meta.trail}>
        <Text>{entry.error}</Text>
        {entry.notFound ? (
          <Text>
            <Link href="/car-price-guide/" variant="standalone">
              See prices for every car
            </Link>
          </Text>
        ) : (
          <div>
            <Button onPress={() => void store.loadPriceGuide(selection)}>Try again</Button>
          </div>
        )}
      </Page>
    );
  }
  const guide = entry.data;
  if (!guide) return <PageLoading />;

  const title = guideHeading(guide);
  return (
    <Page
      title={guide.MakeSlug ? `${title}: ${meta.title}` : meta.title}
      description={`${meta.description} ${guide.Title}: ${formatNumber(guide.AdvertCount)} adverts.`}
      heading={title}
      trail={
        guide.MakeSlug
          ? [...meta.trail, { label: guide.Title, href: `/car-price-guide/?${query.toString()}` }]
          : meta.trail
      }
    >
      <Text>
        What {guideNoun(guide)} are advertised for on Forecourt today. Prices include any admin fee, as the adverts show
        them. Figures updated {formatDate(guide.UpdatedOn)}.
      </Text>
      <GuideChoices guide={guide} />
      <GuideSummary guide={guide} />
      {guide.ByYear.length > 0 ? (
        <section aria-labelledby="by-year">
          <Stack space="small">
            <Heading level={2} size="large" id="by-year">
              Prices by registration year
            </Heading>
            <Table
              caption={`${guide.Title}: prices by registration year`}
              isCaptionHidden
              columns={bandColumns('Year')}
              rows={bandRows(guide.ByYear, (band) => String(band.Year ?? ''))}
            />
          </Stack>
        </section>
      ) : null}
      {guide.ByMileage.length > 0 ? (
        <section aria-labelledby="by-mileage">
          <Stack space="small">
            <Heading level={2} size="large" id="by-mileage">
              Prices by mileage
            </Heading>
            <Table
              caption={`${guide.Title}: prices by mileage`}
              isCaptionHidden
              columns={bandColumns('Mileage')}
              rows={bandRows(guide.ByMileage, (band) => band.Band ?? '')}
            />
          </Stack>
        </section>
      ) : null}
      <RecentlyReduced guide={guide} />
    </Page>
  );
});

/** The make and model shown, and the buttons that change it or set another beside it. */
const GuideChoices = observer(function GuideChoices({ guide }: { guide: PriceGuide }) {
  const { modal } = useStores();
  const selection = { make: guide.MakeSlug, model: guide.ModelSlug, title: guide.Title };
  return (
    <Stack space="small">
      <Text>
        Showing prices for: <strong>{guide.Title}</strong>
      </Text>
      <Inline space="small">
        <Button variant="secondary" onPress={() => modal.open('pricing-hub-filter', selection)}>
          Choose a make and model
        </Button>
        <Button variant="secondary" onPress={() => modal.open('pricing-hub-compare', selection)}>
          Compare with another model
        </Button>
      </Inline>
    </Stack>
  );
});

/** Adverts, average price and range, and a way to the adverts themselves. */
function GuideSummary({ guide }: { guide: PriceGuide }) {
  const items = [
    { term: 'Adverts', description: formatNumber(guide.AdvertCount) },
    ...(guide.AveragePrice !== undefined
      ? [{ term: 'Average price', description: formatPrice(guide.AveragePrice) }]
      : []),
    ...(guide.PriceRange
      ? [{ term: 'Price range', description: range(guide.PriceRange.Low, guide.PriceRange.High, formatPrice) }]
      : []),
  ];
  return (
    <section aria-labelledby="at-a-glance">
      <Stack space="small">
        <Heading level={2} size="large" id="at-a-glance">
          At a glance
        </Heading>
        <DescriptionList items={items} />
        <Text>
          <Link
            href={guide.MakeSlug ? usedVehiclesHref('car', guide.MakeSlug, guide.ModelSlug) : '/used-cars/'}
            variant="standalone"
          >
            {guide.MakeSlug ? `Search used ${guide.Title} cars` : 'Search all used cars'}
          </Link>
        </Text>
      </Stack>
    </section>
  );
}

/** How many adverts were reduced lately, and the `reduced-list` overlay with the latest of them. */
const RecentlyReduced = observer(function RecentlyReduced({ guide }: { guide: PriceGuide }) {
  const { modal } = useStores();
  const count = guide.RecentlyReducedCount;
  const noun = guideNoun(guide);
  return (
    <section aria-labelledby="recently-reduced">
      <Stack space="small">
        <Heading level={2} size="large" id="recently-reduced">
          Recently reduced
        </Heading>
        <Text>
          {count === 0
            ? `No ${noun} have been reduced in the last ${reducedDays} days.`
            : `${formatNumber(count)} ${count === 1 ? 'advert' : 'adverts'} for ${noun} reduced in the last ${reducedDays} days.`}
        </Text>
        {guide.RecentlyReduced.length > 0 ? (
          <div>
            <Button
              variant="secondary"
              onPress={() =>
                modal.open('reduced-list', {
                  title: `Recently reduced ${noun}`,
                  adverts: guide.RecentlyReduced,
                  count,
                })
              }
            >
              {`See recently reduced ${noun}`}
            </Button>
          </div>
        ) : null}
      </Stack>
    </section>
  );
});
