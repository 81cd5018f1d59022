import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { Button, Heading, Pagination, Stack, StarRating, Text } from '@ds';
import type { Dealer, DealerReview } from '../../api/types';
import { focusIntentOf, withFocusIntent } from '../../lib/focusIntent';
import { dealerReviewsStore } from '../../stores/DealerReviewsStore';
import { useStore } from '../../stores/StoresContext';
import { formatDate } from '../advice/advicePages';
import { positiveShareText, starsText } from '../vehicle/dealer';
import { DealerRating } from './DealerRating';
import { dealerHref } from './links';
import * as styles from './DealerReviews.css';

const headingId = 'dealer-reviews';

/** The dealer page's address of a page of its reviews (page 1 is the page itself). */
function reviewsPageHref(dealer: Dealer, page: number): string {
  return page > 1 ? `${dealerHref(dealer)}?reviews=${page}#${headingId}` : `${dealerHref(dealer)}#${headingId}`;
}

/**
 * The dealer's reviews on its page: the summary of the last 12 months (said to count those only),
 * then the reviews newest first, 10 to a page, each with its stars in words, its date and text and
 * the dealer's reply. Turning a page updates the list in place and takes focus to its heading.
 */
export const DealerReviews = observer(function DealerReviews({ dealer, page }: { dealer: Dealer; page: number }) {
  const store = useStore(dealerReviewsStore);
  const location = useLocation();

  useEffect(() => void store.load(dealer.Id, page), [store, dealer.Id, page]);
  const focusIntent = focusIntentOf(location.state);
  useEffect(() => {
    if (focusIntent === 'results') document.getElementById(headingId)?.focus();
  }, [focusIntent, location.key]);

  const isThis = store.dealerId === dealer.Id;
  const summary = (isThis ? store.summary : null) ?? dealer.ReviewSummary;
  const reviews = isThis ? store.reviews : [];
  const loading = !isThis || store.state === 'loading' || store.state === 'idle';
  const first = (page - 1) * (store.pagination?.PageSize ?? 10) + 1;
  return (
    <section aria-labelledby={headingId} aria-busy={loading}>
      <Stack space="medium">
        <Heading level={2} size="large" id={headingId} tabIndex={-1}>
          Reviews of {dealer.Name}
        </Heading>
        <Stack space="small">
          <DealerRating summary={summary} size="medium" />
          {summary.ReviewCount ? <Text>{positiveShareText(summary)}</Text> : null}
          <Text size="small" tone="subtle">
            The rating counts the reviews of the last 12 months only. Older reviews are listed, not counted.
          </Text>
        </Stack>
        {loading && reviews.length === 0 ? <Text role="status">Loading reviews</Text> : null}
        {isThis && store.state === 'failed' ? (
          <div role="alert">
            <Stack space="small">
              <Text>{store.error}</Text>
              <div>
                <Button variant="secondary" onPress={() => void store.load(dealer.Id, page)}>
                  Try again
                </Button>
              </div>
            </Stack>
          </div>
        ) : null}
        {isThis && store.state === 'loaded' && store.totalRecords === 0 ? (
          <Text>No one has reviewed {dealer.Name} yet.</Text>
        ) : null}
        {reviews.length > 0 ? (
          <>
            <Text role="status">
              Reviews {first} to {first + reviews.length - 1} of {store.totalRecords}, newest first
            </Text>
            <ol className={styles.list}>
              {reviews.map((review) => (
                <li key={review.Id} className={styles.review}>
                  <ReviewItem review={review} dealer={dealer} />
                </li>
              ))}
            </ol>
          </>
        ) : null}
        <Pagination
          aria-label="Review pages"
          currentPage={store.pagination?.CurrentPage ?? page}
          totalPages={isThis ? store.totalPages : 1}
          getPageHref={(to) => reviewsPageHref(dealer, to)}
          routerOptions={withFocusIntent('results')}
        />
      </Stack>
    </section>
  );
});

/** One review: its title (or who wrote it), stars in words, who and when, the text, the dealer's reply. */
function ReviewItem({ review, dealer }: { review: DealerReview; dealer: Dealer }) {
  return (
    <article aria-labelledby={`review-${review.Id}`}>
      <Stack space="small">
        <h3 id={`review-${review.Id}`} className={styles.heading}>
          {review.Title ?? `Review by ${review.ReviewerName}`}
        </h3>
        <StarRating value={review.Stars} text={starsText(review.Stars)} />
        <Text size="small" tone="subtle">
          {review.ReviewerName}, <time dateTime={review.PublishedAt}>{formatDate(review.PublishedAt)}</time>
        </Text>
        <Text>{review.Text}</Text>
        {review.Reply ? (
          <div className={styles.reply}>
            <Stack space="xsmall">
              <Text size="small" weight="strong">
                Reply from {dealer.Name},{' '}
                <time dateTime={review.Reply.RepliedAt}>{formatDate(review.Reply.RepliedAt)}</time>
              </Text>
              <Text>{review.Reply.Text}</Text>
            </Stack>
          </div>
        ) : null}
      </Stack>
    </article>
  );
}
