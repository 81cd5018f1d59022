import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Button, Stack, Text, formatNumber } from '@ds';
import { OverlayLayout } from '../../overlays/OverlayLayout';
import type { OverlayProps } from '../../overlays/types';
import { adviceStore } from '../../stores/AdviceStore';
import { useStore } from '../../stores/StoresContext';
import * as styles from './Advice.css';
import { ReviewSummaryCard } from './ReviewsPage';
import { vehicleWords } from '@domain/vehicleTypes';

/**
 * `review-list`: every review of one make (of cars or of vans), each with a button that opens it in
 * full in its `{product}-review` overlay (which takes this one's place).
 */
export const ReviewListOverlay = observer(function ReviewListOverlay({ data, close }: OverlayProps<'review-list'>) {
  const store = useStore(adviceStore);
  const { vehicleType, make, makeName } = data;
  const list = store.reviewList(vehicleType, make);
  const noun = vehicleWords[vehicleType].one;

  useEffect(() => {
    void store.loadReviewList(vehicleType, make);
  }, [store, vehicleType, make]);

  const reviews = list.data?.Reviews ?? [];
  const total = list.data?.Pagination.TotalRecords ?? reviews.length;
  return (
    <OverlayLayout title={`${makeName} ${noun} reviews`} close={close}>
      {list.status === 'idle' || list.status === 'loading' ? (
        <Text tone="subtle">
          <span role="status">Loading the reviews</span>
        </Text>
      ) : null}
      {list.status === 'failed' ? (
        <Stack space="small">
          <Text>{list.error}</Text>
          <div>
            <Button variant="secondary" onPress={() => void store.loadReviewList(vehicleType, make)}>
              Try again
            </Button>
          </div>
        </Stack>
      ) : null}
      {list.data && reviews.length === 0 ? (
        <Text>
          We have not reviewed a {makeName} {noun} yet.
        </Text>
      ) : null}
      {reviews.length > 0 ? (
        <Stack space="small">
          <Text>
            {total === 1 ? `1 ${makeName} review` : `${formatNumber(total)} ${makeName} reviews`}, newest first
            {total > reviews.length ? `; these are the ${reviews.length} newest.` : '.'}
          </Text>
          <ul className={styles.grid}>
            {reviews.map((review) => (
              <li key={review.Id}>
                <ReviewSummaryCard review={review} />
              </li>
            ))}
          </ul>
        </Stack>
      ) : null}
    </OverlayLayout>
  );
});
