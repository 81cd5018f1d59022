import { makeAutoObservable } from 'mobx';
import type { ApiClient } from '../api/client';
import { errorMessage } from '../api/errors';
import type { DealerReview, DealerReviewSummary, Pagination } from '../api/types';
import { Request } from './request';
import type { RootStore } from './RootStore';

/** How many reviews the dealer page shows to a page. */
const dealerReviewPageSize = 10;

/** What a failed list says when the server gave no words of its own. */
export const reviewsFailedMessage = 'Sorry, we could not load the reviews. Please try again.';

/**
 * A dealer's reviews on its page (`GET /api/dealers/{dealerId}/reviews`), a page at a time, newest
 * first, with the summary of the last 12 months. A later page supersedes an earlier one still on its
 * way; another page of the same dealer keeps the one shown until it arrives, another dealer starts afresh.
 */
class DealerReviewsStore {
  dealerId: number | null = null;
  page = 1;
  reviews: DealerReview[] = [];
  pagination: Pagination | null = null;
  summary: DealerReviewSummary | null = null;
  readonly request = new Request();

  constructor(
    readonly root: RootStore,
    private readonly api: ApiClient,
  ) {
    makeAutoObservable<DealerReviewsStore, 'api'>(this, { root: false, api: false, request: false });
  }

  get state() {
    return this.request.state;
  }

  get error() {
    return this.request.error;
  }

  get totalRecords(): number {
    return this.pagination?.TotalRecords ?? 0;
  }

  get totalPages(): number {
    return Math.max(1, Math.ceil(this.totalRecords / (this.pagination?.PageSize ?? dealerReviewPageSize)));
  }

  /** Asks for a page of the dealer's reviews; asking for the page shown or on its way does nothing. */
  async load(dealerId: number, page: number) {
    if (this.dealerId === dealerId && this.page === page && this.request.isUnderWay) return;
    if (this.dealerId !== dealerId) {
      this.reviews = [];
      this.pagination = null;
      this.summary = null;
    }
    this.dealerId = dealerId;
    this.page = page;
    await this.request.run(
      () =>
        this.api.GET('/api/dealers/{dealerId}/reviews', {
          params: { path: { dealerId: String(dealerId) }, query: { page, pageSize: dealerReviewPageSize } },
        }),
      ({ data }) => {
        if (!data) return false;
        this.reviews = data.Reviews;
        this.pagination = data.Pagination;
        this.summary = data.Summary;
        return true;
      },
      (error) => errorMessage(error, reviewsFailedMessage),
    );
  }
}

/** The on-demand factory (see RootStore.use). */
export const dealerReviewsStore = (root: RootStore) => new DealerReviewsStore(root, root.api);
