import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '../../api/client';
import type { SearchCriteria, VehicleType } from '../../api/types';
import type { RootStore } from '../RootStore';
import { criteriaFromQuery, requestCriteria, resultsPageOf } from '@domain/search/criteria';
import { DefaultPanels } from './DefaultPanels';
import type { PageType } from './SearchStore';

export interface OpenResultsOptions {
  /** A landing page's criterion, applied to the default panel before the address's criteria. */
  preset?: (panel: SearchCriteria) => SearchCriteria;
  /** Keep the results shown while the new ones load (a re-sort or page turn of the same page). */
  keepResults?: boolean;
  /** Whether the page still wants its results once the panel has started. */
  live?: () => boolean;
  /**
   * The panel as the person left it, for a re-sort or page turn of the search that ran: the search
   * is the address's, and the panel then shows this again, in the address's order (a choice not yet
   * searched stays chosen and unsent, requirements 4.9).
   */
  draft?: SearchCriteria;
}

/**
 * The search context of a page (requirements 3.8, 4.9 to 4.14): the search panel started for it from the
 * server's default panel, with the remembered search or the page's own criteria on top, and for a
 * results page its page of results, remembered as the visitor's search. The panel is SearchStore,
 * its live count SearchCountStore, the results ResultsStore.
 */
export class SearchContextStore {
  /** The default panel per vehicle type, kept for the visit. */
  readonly defaultPanels: DefaultPanels;
  /** How many starts have been asked for: only the latest may load its panel. */
  private starts = 0;

  constructor(
    readonly root: RootStore,
    api: ApiClient,
  ) {
    this.defaultPanels = new DefaultPanels(api);
    makeAutoObservable<SearchContextStore, 'starts'>(this, { root: false, defaultPanels: false, starts: false });
  }

  /** `resultsLoaded` (requirements 3.8): the results store holds a page for this search. */
  get resultsLoaded(): boolean {
    return this.root.results.isLoaded;
  }

  /**
   * Starts a search context from the server's default panel for the vehicle type (fetched once a
   * visit), with the remembered postcode and then `preset` applied on top (a results page's address, a
   * landing page's criterion). The home page counts a remembered search; a results page's one count
   * is the one its results bring.
   */
  async start(
    vehicleType: VehicleType,
    pageType: PageType,
    preset: (panel: SearchCriteria) => SearchCriteria = pageType === 'home'
      ? (panel) => this.root.rememberedSearch.restore(this.root.search.vehicleType, panel)
      : (panel) => panel,
    { keepResults = false } = {},
  ) {
    const { search, searchCount, rememberedSearch, searchHydration } = this.root;
    search.setPage(vehicleType, pageType);
    searchHydration.forget();
    const started = ++this.starts;
    const defaults = this.defaultPanels.get(vehicleType) ?? (await this.fetchDefaultPanel(vehicleType));
    // A later start (the person switched back to cars while the van panel was on its way) has the last
    // word: this one's panel, arriving late, must not undo that choice.
    if (started !== this.starts) return;
    const postcode = rememberedSearch.postcode();
    runInAction(() => search.load(vehicleType, pageType, preset({ ...defaults, PostCode: postcode }), { keepResults }));
    if (search.pageType === 'home' && (search.modified.length > 0 || search.postcode)) void searchCount.update();
  }

  /** The default panel; the panel is not ready while a request for it is on its way. */
  private fetchDefaultPanel(vehicleType: VehicleType): Promise<SearchCriteria> {
    if (!this.defaultPanels.isRequested(vehicleType)) this.root.search.awaitPanel();
    return this.defaultPanels.fetch(vehicleType);
  }

  /** The home panel's car/van switch: that type's saved search and default panel, keeping a typed postcode. */
  async switchVehicleType(vehicleType: VehicleType) {
    const { search, rememberedSearch } = this.root;
    if (vehicleType === search.vehicleType) return;
    const typed = search.postcode;
    await this.start(vehicleType, search.pageType, (panel) => {
      const saved = rememberedSearch.restore(search.vehicleType, panel);
      return typed ? { ...saved, PostCode: typed } : saved;
    });
  }

  /**
   * A results page's search (the page's first load, and each later address of it): the default panel
   * with the page's `preset` (a landing page's criterion) and then the address's criteria (`query`)
   * applied, and the page of results the address names, with the panel's counters refreshed for these
   * criteria (requirements 4.14: the default panel counts the whole stock). `live` is asked between
   * the two: a page left meanwhile asks for no results.
   */
  async openResults(
    vehicleType: VehicleType,
    pageType: 'search' | 'landing',
    query: URLSearchParams,
    { preset, keepResults = false, live = () => true, draft }: OpenResultsOptions = {},
  ) {
    await this.start(vehicleType, pageType, (panel) => criteriaFromQuery(query, preset ? preset(panel) : panel), {
      keepResults,
    });
    if (!live()) return;
    const { search } = this.root;
    // The search and the counters take their criteria from the panel as they start; the person's panel
    // comes back after. A re-sort or a page turn of the same search (a `draft` kept) has its counters.
    const searching = Promise.all([
      this.search(resultsPageOf(query)),
      draft ? undefined : this.root.searchCount.update(false, { count: false }),
    ]);
    const { SortOrder, PaginationCurrentPage } = search.panel;
    if (draft) search.replacePanel({ ...draft, SortOrder, PaginationCurrentPage });
    await searching;
  }

  /**
   * Requests one page of results for the current criteria (the results store holds them); a later
   * search supersedes this one. The count becomes the results' total.
   */
  async search(page = 1, isNewSearch = true) {
    const { search, searchCount, results } = this.root;
    search.setLeaving(true);
    const criteria = requestCriteria({ ...search.panel, PaginationCurrentPage: page });
    // Remembered as it is asked for, so the postcode follows the person even if they move on before the
    // results arrive.
    this.remember();
    const total = await results.load(search.vehicleType, criteria, page, isNewSearch);
    runInAction(() => {
      if (total !== undefined) searchCount.setTotal(total);
      // A postcode the server refuses is marked on its field with the server's words (requirements 5.4).
      if (results.postcodeRefused && results.error) search.setInvalid('PostCode', results.error);
      if (!results.request.isLoading) search.setLeaving(false);
    });
  }

  /**
   * Remembers the search of a results page (RememberedSearch `save`). A landing page's preset (e.g. a
   * town centre's postcode) and a dealer's stock (a dealer page's 'See all' link) are browsing, not the
   * consumer's own search, and are not.
   */
  remember() {
    const { search, rememberedSearch } = this.root;
    if (search.pageType !== 'landing' && !search.isDealerStock) rememberedSearch.save(search.vehicleType, search.panel);
  }
}
