import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { Button, Heading, Stack, Text } from '@ds';
import type { ReviewSummary, VehicleType } from '../../api/types';
import { adviceStore, type AdviceStore } from '../../stores/AdviceStore';
import { useStore, useStores } from '../../stores/StoresContext';
import { Page } from '../shell/Page';
import { usePageLoading } from '../shell/PageLoading';
import { advicePages, formatDate } from './advicePages';
import * as styles from './Advice.css';
import { Rating } from './Rating';

/** The overlay a review opens in: `{product}-review` of requirements 2.13. */
const reviewOverlayOf = (vehicleType: VehicleType) => (vehicleType === 'van' ? 'van-review' : 'car-review');

const sections: ReadonlyArray<{ vehicleType: VehicleType; heading: string; noun: string }> = [
  { vehicleType: 'car', heading: 'Latest car reviews', noun: 'car' },
  { vehicleType: 'van', heading: 'Latest van reviews', noun: 'van' },
];

/**
 * /car-reviews/: the latest car and van reviews, each opening in full in its `car-review` or
 * `van-review` overlay, and the makes reviewed, each opening the `review-list` overlay of that make.
 * The footer waits until both lists have arrived (or failed), so nothing moves as they do.
 */
export const ReviewsPage = observer(function ReviewsPage() {
  const store = useStore(adviceStore);
  const meta = advicePages.reviews;

  useEffect(() => {
    for (const { vehicleType } of sections) void store.loadReviewList(vehicleType);
  }, [store]);

  const settled = sections.every(({ vehicleType }) => {
    const status = store.reviewList(vehicleType).status;
    return status === 'loaded' || status === 'failed';
  });
  usePageLoading(!settled);

  return (
    <Page title={meta.title} description={meta.description} trail={meta.trail}>
      <Text>
        Our road testers drive every car and van they review. Each review gives our verdict, what we like and what we do
        not, a score out of 5 for each part and what it costs to run, so you know what you are buying before you visit a
        dealer.
      </Text>
      {sections.map((section) => (
        <ReviewSection key={section.vehicleType} store={store} {...section} />
      ))}
    </Page>
  );
});

const ReviewSection = observer(function ReviewSection({
  store,
  vehicleType,
  heading,
  noun,
}: {
  store: AdviceStore;
  vehicleType: VehicleType;
  heading: string;
  noun: string;
}) {
  const { modal } = useStores();
  const list = store.reviewList(vehicleType);
  const id = `${vehicleType}-reviews`;
  return (
    <section aria-labelledby={id}>
      <Stack space="medium">
        <Heading level={2} size="large" id={id}>
          {heading}
        </Heading>
        {list.status === 'failed' ? (
          <Stack space="small">
            <Text>{list.error}</Text>
            <div>
              <Button variant="secondary" onPress={() => void store.loadReviewList(vehicleType)}>
                Try again
              </Button>
            </div>
          </Stack>
        ) : null}
        {list.status === 'idle' || list.status === 'loading' ? (
          <Text tone="subtle" elementType="p">
            <span role="status">Loading</span>
          </Text>
        ) : null}
        {list.data && list.data.Reviews.length === 0 ? <Text>There are no {noun} reviews yet.</Text> : null}
        {list.data && list.data.Reviews.length > 0 ? (
          <ul className={styles.grid}>
            {list.data.Reviews.map((review) => (
              <li key={review.Id}>
                <ReviewSummaryCard review={review} />
              </li>
            ))}
          </ul>
        ) : null}
        {list.data && list.data.Makes.length > 0 ? (
          <Stack space="small">
            <Heading level={3} size="standard">
              {noun === 'van' ? 'Van reviews by make' : 'Car reviews by make'}
            </Heading>
            <ul className={styles.grid}>
              {list.data.Makes.map((make) => (
                <li key={make.Slug}>
                  <Button
                    variant="secondary"
                    onPress={() => modal.open('review-list', { vehicleType, make: make.Slug, makeName: make.Name })}
                  >
                    {`${make.Name} ${noun} reviews (${make.ReviewCount})`}
                  </Button>
                </li>
              ))}
            </ul>
          </Stack>
        ) : null}
      </Stack>
    </section>
  );
});

/** A review in a list: its title, generation, overall score and one-line verdict, and a button to read it in full. */
export const ReviewSummaryCard = observer(function ReviewSummaryCard({
  review,
  headingLevel = 3,
}: {
  review: ReviewSummary;
  headingLevel?: 3 | 4;
}) {
  const { modal } = useStores();
  // The same review can show on the page and in the review-list overlay at once: ids are per card.
  const headingId = useId();
  return (
    <article className={styles.summary} aria-labelledby={headingId}>
      <Heading level={headingLevel} size="standard" id={headingId}>
        {review.Title}
      </Heading>
      {review.Generation ? (
        <Text size="small" tone="subtle">
          Models from {review.Generation}
        </Text>
      ) : null}
      <Rating score={review.OverallRating} label="Overall" />
      <Text>{review.Headline}</Text>
      <Text size="small" tone="subtle">
        By {review.Reviewer.Name}, {formatDate(review.PublishedOn)}
      </Text>
      <div className={styles.summaryAction}>
        <Button
          variant="secondary"
          onPress={() => modal.open(reviewOverlayOf(review.VehicleType), { reviewId: review.Id, title: review.Title })}
        >
          {`Read the ${review.Make} ${review.Model} review`}
        </Button>
      </div>
    </article>
  );
});
