import { describe, expect, it } from 'vitest';
import { dealerReviewsStore, reviewsFailedMessage } from './DealerReviewsStore';
import { createTestStores, jsonResponse as json, type SentRequest } from './testing';
import { exampleReviews, reviewPage } from './testingDealers';

describe('DealerReviewsStore', () => {
  it("asks for the dealer's page of reviews, 10 to a page, and keeps the reviews, pages and summary", async () => {
    const { stores, requests } = createTestStores(() => json(reviewPage(exampleReviews, 2, 23)));
    const store = stores.use(dealerReviewsStore);
    await store.load(3106, 2);
    const [request] = requests as [SentRequest];
    expect(request.path).toBe('/api/dealers/3106/reviews');
    expect(Object.fromEntries(request.query)).toEqual({ page: '2', pageSize: '10' });
    expect(store.state).toBe('loaded');
    expect(store.reviews.map((r) => r.ReviewerName)).toEqual(['Sarah K.', 'Gareth M.', 'Priya S.']);
    expect(store.totalPages).toBe(3);
    expect(store.summary).toMatchObject({ AverageStars: 4.6, ReviewCount: 538 });
  });

  it('asks nothing again for the page shown, and keeps it shown while the next page loads', async () => {
    const { stores, requests } = createTestStores(() => json(reviewPage()));
    const store = stores.use(dealerReviewsStore);
    await store.load(3106, 1);
    await store.load(3106, 1);
    expect(requests).toHaveLength(1);
    const next = store.load(3106, 2);
    expect(store.state).toBe('loading');
    expect(store.reviews).toHaveLength(3);
    await next;
    expect(requests).toHaveLength(2);
  });

  it("fails with the server's words, or the list's own", async () => {
    const { stores } = createTestStores(() => new Response('oops', { status: 500 }));
    const store = stores.use(dealerReviewsStore);
    await store.load(3106, 1);
    expect(store.state).toBe('failed');
    expect(store.error).toBe(reviewsFailedMessage);
  });
});
