import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Button, DescriptionList, Heading, Link, Stack, Text, formatNumber, formatPrice } from '@ds';
import type { Review } from '../../api/types';
import { OverlayLayout } from '../../overlays/OverlayLayout';
import type { ReviewOverlayData } from '../../overlays/types';
import { adviceStore, guideHref } from '../../stores/AdviceStore';
import { useStore } from '../../stores/StoresContext';
import { formatDate, range, usedVehiclesHref } from './advicePages';
import * as styles from './Advice.css';
import { Rating } from './Rating';
import { vehicleWords } from '@domain/vehicleTypes';

/**
 * `car-review` and `van-review` (`{product}-review`, requirements 2.13): a review in full, loaded by id. The title
 * comes with the data, so the dialog is named while the review loads.
 */
export const ReviewOverlay = observer(function ReviewOverlay({
  data,
  close,
}: {
  data: Readonly<ReviewOverlayData>;
  close: () => void;
}) {
  const store = useStore(adviceStore);
  const entry = store.review(data.reviewId);

  useEffect(() => {
    void store.loadReview(data.reviewId);
  }, [store, data.reviewId]);

  return (
    <OverlayLayout title={data.title} close={close}>
      {entry.status === 'idle' || entry.status === 'loading' ? (
        <Text tone="subtle">
          <span role="status">Loading the review</span>
        </Text>
      ) : null}
      {entry.status === 'failed' ? (
        <Stack space="small">
          <Text>{entry.error}</Text>
          {entry.notFound ? null : (
            <div>
              <Button variant="secondary" onPress={() => void store.loadReview(data.reviewId)}>
                Try again
              </Button>
            </div>
          )}
        </Stack>
      ) : null}
      {entry.data ? <ReviewBody review={entry.data} close={close} /> : null}
    </OverlayLayout>
  );
});

/** The review's parts: who and when, the scores, verdict, pros and cons, running costs, prices and sections. */
function ReviewBody({ review, close }: { review: Review; close: () => void }) {
  const summary = review.Summary;
  const name = `${summary.Make} ${summary.Model}`;
  const costs = review.RunningCosts;
  const runningCosts = [
    costs.FuelEconomyMpg
      ? {
          term: 'Fuel economy',
          description: `${range(costs.FuelEconomyMpg.Low, costs.FuelEconomyMpg.High, formatNumber)} mpg`,
        }
      : null,
    costs.ElectricRangeMiles
      ? {
          term: 'Electric range',
          description: `${range(costs.ElectricRangeMiles.Low, costs.ElectricRangeMiles.High, formatNumber)} miles`,
        }
      : null,
    costs.InsuranceGroups
      ? {
          term: 'Insurance groups',
          description: range(costs.InsuranceGroups.Low, costs.InsuranceGroups.High, formatNumber),
        }
      : null,
    costs.AnnualTaxGBP !== undefined
      ? { term: 'Road tax (VED)', description: `${formatPrice(costs.AnnualTaxGBP)} a year` }
      : null,
    review.UsedPrices
      ? {
          term: 'Used prices on Forecourt',
          description: range(review.UsedPrices.Low, review.UsedPrices.High, formatPrice),
        }
      : null,
  ].filter((item) => item !== null);

  return (
    <Stack space="large">
      <Stack space="xsmall">
        {summary.Generation ? <Text tone="subtle">Models from {summary.Generation}</Text> : null}
        <Text tone="subtle">
          By {summary.Reviewer.Name}
          {summary.Reviewer.Role ? `, ${summary.Reviewer.Role}` : ''}, {formatDate(summary.PublishedOn)}
        </Text>
        <Text weight="strong">
          <Rating score={summary.OverallRating} label="Overall rating" />
        </Text>
      </Stack>
      <Stack space="small">
        <Heading level={3} size="large">
          Our verdict
        </Heading>
        <Text>{review.Verdict}</Text>
      </Stack>
      <div className={styles.prosCons}>
        <Points heading="What we like" points={review.Pros} />
        <Points heading="What we do not like" points={review.Cons} />
      </div>
      {review.Ratings.length > 0 ? (
        <Stack space="small">
          <Heading level={3} size="large">
            Scores
          </Heading>
          <DescriptionList
            layout="rows"
            items={review.Ratings.map((rating) => ({
              term: rating.Category,
              description: <Rating score={rating.Score} />,
            }))}
          />
        </Stack>
      ) : null}
      {runningCosts.length > 0 ? (
        <Stack space="small">
          <Heading level={3} size="large">
            Running costs
          </Heading>
          <DescriptionList layout="rows" items={runningCosts} />
        </Stack>
      ) : null}
      {review.Sections.map((section) => (
        <Stack space="small" key={section.Heading}>
          <Heading level={3} size="large">
            {section.Heading}
          </Heading>
          <Text>{section.Text}</Text>
        </Stack>
      ))}
      <Stack space="small">
        <Link
          href={usedVehiclesHref(summary.VehicleType, summary.MakeSlug, summary.ModelSlug)}
          variant="standalone"
          onPress={close}
        >
          {`Search used ${name} ${vehicleWords[summary.VehicleType].many}`}
        </Link>
        {summary.VehicleType === 'car' ? (
          <Link
            href={guideHref({ make: summary.MakeSlug, model: summary.ModelSlug })}
            variant="standalone"
            onPress={close}
          >
            {`${name} prices in our price guide`}
          </Link>
        ) : null}
      </Stack>
    </Stack>
  );
}

function Points({ heading, points }: { heading: string; points: readonly string[] }) {
  if (points.length === 0) return null;
  return (
    <Stack space="small">
      <Heading level={3} size="large">
        {heading}
      </Heading>
      <ul className={styles.points}>
        {points.map((point) => (
          <li key={point}>
            <Text elementType="span">{point}</Text>
          </li>
        ))}
      </ul>
    </Stack>
  );
}
