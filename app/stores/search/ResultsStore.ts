import { makeAutoObservable, observableRef } from 'mobx';
import { errorMessage, invalidPostcodeCode, isApiError } from '../../api/errors';
import type { ApiClient } from '../../api/client';
import type { Pagination, ResultsDealer, SearchCriteria, SearchResult, VehicleType } from '../../api/types';
import { Request } from '../request';
import type { RootStore } from '../RootStore';

/** What a failed search says, under 'Sorry, we could not load the results.', when the server gave no words of its own. */
const searchFailedMessage = 'Please try again.';

/** A page of results as the server's render loaded it, dehydrated for the browser (app/stores/dehydratedState.ts). */
export interface DehydratedResults {
  results: SearchResult[];
  pagination: Pagination | null;
  criteria: SearchCriteria | null;
  dealer?: ResultsDealer | null;
  distanceIsApproximate?: boolean;
}

/**
 * One page of search results (requirements 3.15, 7.7): the cards, the pagination and how the request
 * went. The search panel's store asks for them; anything that shows cards (results, compare,
 * shortlist) reads them without the panel. A later search supersedes an earlier one, whose answer is
 * discarded.
 */
export class ResultsStore {
  results: SearchResult[] = [];
  pagination: Pagination | null = null;
  /** The search's request, and why the last one failed in words for the person. */
  readonly request = new Request();
  /** The last search was refused for its postcode (code 102): its error is the server's words about it. */
  postcodeRefused = false;
  /** The criteria (request form) the results shown were found for, or null. */
  criteria: SearchCriteria | null = null;
  /** The dealer whose stock the results are (a search by DealerId), or null; each page of results sets it. */
  dealer: ResultsDealer | null = null;
  /** Whether the results' distances are approximate (the server's DistanceIsApproximate). */
  distanceIsApproximate = false;

  constructor(
    readonly root: RootStore,
    private readonly api: ApiClient,
  ) {
    // The server's answers are replaced whole, never changed in place: kept as they came (observable
    // references), which spares a deep copy of every card on each page, and the page's first task.
    makeAutoObservable<ResultsStore, 'api'>(this, {
      root: false,
      api: false,
      results: observableRef,
      pagination: observableRef,
      criteria: observableRef,
    });
  }

  get status() {
    return this.request.state;
  }

  get error() {
    return this.request.error;
  }

  /** The search context's `resultsLoaded` (requirements 3.8): a page of results (possibly empty) has arrived. */
  get isLoaded(): boolean {
    return this.status === 'loaded';
  }

  /**
   * A page has arrived since the results were last cleared: while a re-sort or page turn loads, the
   * page shown so far stays (marked busy) rather than giving way to the loading state.
   */
  get hasPage(): boolean {
    return this.pagination !== null;
  }

  get totalRecords(): number | undefined {
    return this.pagination?.TotalRecords;
  }

  /**
   * Requests one page of results for `criteria` (already in request form). Resolves with the total
   * number of matches, or undefined when the search failed or a later one superseded it.
   */
  async load(vehicleType: VehicleType, criteria: SearchCriteria, page: number, isNewSearch: boolean) {
    this.postcodeRefused = false;
    const kept = await this.request.run(
      () =>
        this.api.latest('search', (signal) =>
          this.api.POST(`/api/search/${vehicleType}/results`, {
            body: { isNewSearch, pagination: { CurrentPage: page }, searchPanelParameters: criteria },
            signal,
          }),
        ),
      ({ data }) => {
        this.results = data?.Results ?? [];
        this.pagination = data?.Pagination ?? null;
        this.criteria = criteria;
        this.dealer = data?.Dealer ?? null;
        this.distanceIsApproximate = data?.DistanceIsApproximate ?? false;
      },
      (error) => {
        this.postcodeRefused = isApiError(error) && error.Code === invalidPostcodeCode;
        return errorMessage(error, searchFailedMessage);
      },
    );
    return kept ? this.pagination?.TotalRecords : undefined;
  }

  /** The page of results shown, once loaded (what the server's render dehydrates), else null. */
  dehydrate(): DehydratedResults | null {
    if (!this.isLoaded) return null;
    return {
      results: this.results,
      pagination: this.pagination,
      criteria: this.criteria,
      dealer: this.dealer,
      distanceIsApproximate: this.distanceIsApproximate,
    };
  }

  /** Shows a page of results the server's render loaded (hydration), as if this store had asked for it. */
  hydrate({ results, pagination, criteria, dealer = null, distanceIsApproximate = false }: DehydratedResults) {
    this.results = results;
    this.distanceIsApproximate = distanceIsApproximate;
    this.pagination = pagination;
    this.criteria = criteria;
    this.dealer = dealer;
    this.request.known(true);
    this.postcodeRefused = false;
  }

  /** Forgets the results (a results page being left, or a new one starting). */
  clear() {
    this.results = [];
    this.pagination = null;
    this.criteria = null;
    this.distanceIsApproximate = false;
    this.request.reset();
    this.postcodeRefused = false;
  }
}
