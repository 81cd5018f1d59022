import { makeAutoObservable, observableRef } from 'mobx';
import type { ApiClient } from '../api/client';
import { errorMessage, isApiError } from '../api/errors';
import type { Dealer, DealerVehicleType, Pagination, VehicleCard, VehicleType } from '../api/types';
import { type LoadState, Request } from './request';
import type { RootStore } from './RootStore';

/** What a directory page asks for: the kind of dealer, where, and the page. */
export interface DirectoryQuery {
  kind: DealerVehicleType;
  /** A county slug from the locations lookup. */
  county?: string;
  /** A town slug of that county. */
  town?: string;
  /** Spaces stripped, upper case: dealers nearest to it first. */
  postcode?: string;
  page: number;
}

/** One kind of a dealer's stock on its page: the first cards and how many there are in all. */
export interface DealerStockPart {
  vehicleType: VehicleType;
  cards: VehicleCard[];
  total: number;
  state: LoadState;
}

/** A part as loaded: its cards and total, and its own request. */
class StockLoad {
  cards: VehicleCard[] = [];
  total = 0;
  readonly request = new Request();

  constructor(readonly vehicleType: VehicleType) {
    makeAutoObservable(this, { vehicleType: false, request: false });
  }
}

/** How many of each kind of the dealer's vehicles its page shows (the rest are in the results). */
export const dealerStockPreview = 8;

/** What a failed directory says when the server gave no words of its own. */
export const directoryFailedMessage = 'Sorry, we could not load the dealers. Please try again.';

const sameQuery = (a: DirectoryQuery | null, b: DirectoryQuery) =>
  a !== null &&
  a.kind === b.kind &&
  a.county === b.county &&
  a.town === b.town &&
  a.postcode === b.postcode &&
  a.page === b.page;

/**
 * The dealer directory (`GET /api/dealers`: /used-cars/dealers/, /used-vans/dealers/, /dealers/all/)
 * and the dealer page (`GET /api/dealers/{dealerId}`, with its stock: the first results of
 * `POST /api/search/{type}/results` with the dealer's DealerId, per kind of vehicle it sells). A later
 * directory request supersedes an earlier one, whose answer is dropped; a new page of the same
 * directory keeps the one shown until it arrives. A dealer the server does not know (404) is `notFound`.
 */
class DealerStore {
  query: DirectoryQuery | null = null;
  dealers: Dealer[] = [];
  pagination: Pagination | null = null;
  /** The directory's request, and why it failed in words for the person. */
  readonly directory = new Request();

  dealerId: number | null = null;
  dealer: Dealer | null = null;
  readonly dealerRequest = new Request();
  notFound = false;
  private stockLoads: StockLoad[] = [];

  constructor(
    readonly root: RootStore,
    private readonly api: ApiClient,
  ) {
    makeAutoObservable<DealerStore, 'api' | 'stockLoads'>(this, {
      root: false,
      api: false,
      stockLoads: observableRef,
    });
  }

  get directoryState() {
    return this.directory.state;
  }

  get directoryError() {
    return this.directory.error;
  }

  get dealerState() {
    return this.dealerRequest.state;
  }

  /** Each kind of the dealer's stock, as loaded so far. */
  get stock(): DealerStockPart[] {
    return this.stockLoads.map(({ vehicleType, cards, total, request }) => ({
      vehicleType,
      cards,
      total,
      state: request.state,
    }));
  }

  /** A page of this directory has arrived since it was first asked for (a page turn keeps it shown). */
  get hasPage(): boolean {
    return this.pagination !== null;
  }

  get totalRecords(): number {
    return this.pagination?.TotalRecords ?? 0;
  }

  /** The page size the server used (20 unless it says). */
  get pageSize(): number {
    return this.pagination?.PageSize ?? 20;
  }

  get totalPages(): number {
    return Math.max(1, Math.ceil(this.totalRecords / this.pageSize));
  }

  /**
   * Asks for a page of the directory. A different kind of directory starts afresh (its loading
   * state); another place or page of the same kind keeps the page shown, marked loading, until the
   * answer. Asking for what is already shown or on its way does nothing.
   */
  async loadDirectory(query: DirectoryQuery) {
    if (sameQuery(this.query, query) && !this.directory.isFailed) return;
    if (this.query?.kind !== query.kind) {
      this.dealers = [];
      this.pagination = null;
    }
    this.query = query;
    const { kind, county, town, postcode, page } = query;
    await this.directory.run(
      () =>
        this.api.GET('/api/dealers', {
          params: {
            query: {
              vehicleType: kind,
              ...(county ? { county } : {}),
              ...(county && town ? { town } : {}),
              ...(postcode ? { postcode } : {}),
              page,
            },
          },
        }),
      ({ data }) => {
        this.dealers = data?.Dealers ?? [];
        this.pagination = data?.Pagination ?? { CurrentPage: page, TotalRecords: this.dealers.length };
      },
      (error) => errorMessage(error, directoryFailedMessage),
    );
  }

  /** The dealer page: the dealer, then the first of its stock for each kind of vehicle it sells. */
  async loadDealer(dealerId: number) {
    if (this.dealerId === dealerId && this.dealerRequest.isUnderWay) return;
    this.dealerId = dealerId;
    this.dealer = null;
    this.notFound = false;
    this.stockLoads = [];
    let types: VehicleType[] = [];
    const found = await this.dealerRequest.run(
      () => this.api.GET('/api/dealers/{dealerId}', { params: { path: { dealerId: String(dealerId) } } }),
      ({ data: dealer }) => {
        types = dealer?.VehicleTypes?.length ? [...new Set(dealer.VehicleTypes)] : ['car'];
        this.dealer = dealer ?? null;
        this.stockLoads = dealer ? types.map((vehicleType) => new StockLoad(vehicleType)) : [];
        return dealer !== undefined;
      },
      (error) => {
        this.notFound = isApiError(error) && error.Code === 404;
        return null;
      },
    );
    if (found) await Promise.all(types.map((vehicleType) => this.loadStock(dealerId, vehicleType)));
  }

  /** The first of the dealer's vehicles of one type: the results of a search by its DealerId. */
  private async loadStock(dealerId: number, vehicleType: VehicleType) {
    const part = this.stockLoads.find((entry) => entry.vehicleType === vehicleType);
    if (!part) return;
    await part.request.run(
      () =>
        this.api.POST(`/api/search/${vehicleType}/results`, {
          body: {
            isNewSearch: true,
            pagination: { CurrentPage: 1, PageSize: dealerStockPreview },
            searchPanelParameters: { Type: vehicleType, DealerId: dealerId, PaginationCurrentPage: 1 },
          },
        }),
      ({ data }) => {
        if (this.dealerId !== dealerId) return;
        // Special offers are a results page's feature: the dealer page shows the dealer's own cards.
        const cards = (data?.Results ?? []).filter((result): result is VehicleCard => 'VehicleId' in result);
        part.cards = cards.slice(0, dealerStockPreview);
        part.total = data?.Pagination.TotalRecords ?? 0;
      },
    );
  }
}

/** The on-demand factory (see RootStore.use). */
export const dealerStore = (root: RootStore) => new DealerStore(root, root.api);
