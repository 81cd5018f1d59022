import { makeAutoObservable, observable, runInAction, type ObservableMap } from 'mobx';
import type { ApiClient } from '../api/client';
import { errorMessage, isApiError } from '../api/errors';
import { SlugPattern } from '../../openapi/generated/limits';
import type { MakeModel, PriceGuide, Review, ReviewList, VehicleType } from '../api/types';
import { type LoadState, Request } from './request';
import type { RootStore } from './RootStore';

/** What each failed load shows when the failure carries no message of its own (the client always gives one). */
const adviceMessages = {
  reviews: 'Sorry, we could not load the reviews. Please try again.',
  review: 'Sorry, we could not load this review. Please try again.',
  guide: 'Sorry, we could not load the price guide. Please try again.',
} as const;

/** One thing loaded by key: its state, the answer, and why it failed (a 404 is `notFound`). */
export interface Loaded<T> {
  readonly status: LoadState;
  readonly data: T | null;
  readonly error: string | null;
  readonly notFound: boolean;
}

class Entry<T> implements Loaded<T> {
  readonly request = new Request();
  data: T | null = null;
  notFound = false;

  constructor() {
    makeAutoObservable(this, { request: false });
  }

  get status() {
    return this.request.state;
  }

  get error() {
    return this.request.error;
  }
}

/** What nothing has asked for yet looks like. */
const idle: Loaded<never> = Object.freeze({ status: 'idle', data: null, error: null, notFound: false });

/** A price guide's subject: a make and model, a whole make, or every car (neither). Slugs of the makes lookup. */
export interface GuideSelection {
  make?: string;
  model?: string;
}

const slug = new RegExp(SlugPattern);

/** The selection an address asks for (`?make=ford&model=fiesta`): anything not a slug is left out, a model needs its make. */
export function guideSelectionFrom(query: URLSearchParams): GuideSelection {
  const make = query.get('make') ?? '';
  const model = query.get('model') ?? '';
  if (!slug.test(make)) return {};
  return slug.test(model) ? { make, model } : { make };
}

/** The price guide's address for a selection (shareable: the page reads it back with `guideSelectionFrom`). */
export function guideHref(selection: GuideSelection): string {
  const query = new URLSearchParams();
  if (selection.make) query.set('make', selection.make);
  if (selection.make && selection.model) query.set('model', selection.model);
  const text = query.toString();
  return `/car-price-guide/${text ? `?${text}` : ''}`;
}

const guideKey = ({ make, model }: GuideSelection) => `${make ?? ''}/${make ? (model ?? '') : ''}`;
const listKey = (vehicleType: VehicleType, make?: string) => `${vehicleType}/${make ?? ''}`;

/**
 * Car Advice (/car-reviews/, /car-price-guide/ and their overlays): review lists (per vehicle type and
 * make), reviews in full, price guides (per make and model) and the car makes the guide's choices
 * come from. Each is loaded once a visit by key and kept, so reopening an overlay shows it at once;
 * a failed load can be asked again. Nothing here computes a figure: every price is the server's.
 */
export class AdviceStore {
  private readonly lists: ObservableMap<string, Entry<ReviewList>> = observable.map();
  private readonly reviews: ObservableMap<string, Entry<Review>> = observable.map();
  private readonly guides: ObservableMap<string, Entry<PriceGuide>> = observable.map();
  carMakes: MakeModel[] = [];
  /** The car makes lookup's request. */
  readonly makesRequest = new Request();

  constructor(
    readonly root: RootStore,
    private readonly api: ApiClient,
  ) {
    makeAutoObservable<AdviceStore, 'api' | 'lists' | 'reviews' | 'guides'>(this, {
      root: false,
      api: false,
      lists: false,
      reviews: false,
      guides: false,
    });
  }

  get makesState() {
    return this.makesRequest.state;
  }

  /** The reviews of a vehicle type (and make), as loaded so far. */
  reviewList(vehicleType: VehicleType, make?: string): Loaded<ReviewList> {
    return this.lists.get(listKey(vehicleType, make)) ?? idle;
  }

  loadReviewList(vehicleType: VehicleType, make?: string): Promise<void> {
    return this.fetchInto(this.lists, listKey(vehicleType, make), adviceMessages.reviews, () =>
      this.api.GET('/api/reviews', { params: { query: { vehicleType, ...(make ? { make } : {}) } } }),
    );
  }

  /** A review in full, as loaded so far. */
  review(reviewId: string): Loaded<Review> {
    return this.reviews.get(reviewId) ?? idle;
  }

  loadReview(reviewId: string): Promise<void> {
    return this.fetchInto(this.reviews, reviewId, adviceMessages.review, () =>
      this.api.GET('/api/reviews/{reviewId}', { params: { path: { reviewId } } }),
    );
  }

  /** The price guide of a selection, as loaded so far. */
  priceGuide(selection: GuideSelection): Loaded<PriceGuide> {
    return this.guides.get(guideKey(selection)) ?? idle;
  }

  loadPriceGuide(selection: GuideSelection): Promise<void> {
    const query = selection.make
      ? { make: selection.make, ...(selection.model ? { model: selection.model } : {}) }
      : {};
    return this.fetchInto(this.guides, guideKey(selection), adviceMessages.guide, () =>
      this.api.GET('/api/price-guide', { params: { query } }),
    );
  }

  /** The car makes the guide's choices offer (the wildcard left out), by name. */
  get makes(): MakeModel[] {
    return this.carMakes
      .filter((make) => make.Value !== '*')
      .toSorted((a, b) => (a.Name ?? a.Value).localeCompare(b.Name ?? b.Value, 'en-GB'));
  }

  /** A make's models (the wildcard left out), by name; none for an unknown make. */
  modelsOf(make: string | undefined): MakeModel[] {
    const found = this.carMakes.find((entry) => entry.Value === make);
    return (found?.Models ?? [])
      .filter((model) => model.Value !== '*')
      .toSorted((a, b) => (a.Name ?? a.Value).localeCompare(b.Name ?? b.Value, 'en-GB'));
  }

  /** Loads the car makes lookup once a visit (again only after a failure). */
  async loadCarMakes() {
    if (this.makesRequest.isUnderWay) return;
    await this.makesRequest.run(
      () => this.api.GET('/api/lookups/car/makes'),
      ({ data }) => {
        this.carMakes = data?.Makes ?? [];
      },
    );
  }

  /** Loads one keyed thing unless it is loaded or on its way. */
  private async fetchInto<T>(
    entries: ObservableMap<string, Entry<T>>,
    key: string,
    fallback: string,
    request: () => Promise<{ data?: T }>,
  ) {
    const existing = entries.get(key);
    if (existing?.request.isUnderWay) return;
    const entry = existing ?? new Entry<T>();
    runInAction(() => {
      if (!existing) entries.set(key, entry);
      entry.notFound = false;
    });
    await entry.request.run(
      request,
      ({ data }) => {
        entry.data = data ?? null;
        return data !== undefined;
      },
      (error) => {
        entry.notFound = isApiError(error) && error.Code === 404;
        return errorMessage(error, fallback);
      },
    );
  }
}

/** The on-demand factory (see RootStore.use). */
export const adviceStore = (root: RootStore) => new AdviceStore(root, root.api);
