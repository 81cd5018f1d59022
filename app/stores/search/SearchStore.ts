import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { isApiError, invalidPostcodeCode, RequestCollisionError } from '../../api/errors';
import type { ApiClient } from '../../api/client';
import { failureText } from '../../api/failureText';
import type { MakeModel, PriceOption, SearchCriteria, VehicleType } from '../../api/types';
import { isValidPostcode, normalisePostcode, postcodeMessages, postcodeRequiredMessage } from '@domain/uk/postcode';
// The design system's formatters, from their React-free module.
import { formatNumber } from '@ds/format/format';
import { postcodeDebounceMs } from '@ds/tokens/tokens';
import { memoryCookies, postcodeCookieMaxAge, type CookieStorage } from '../../lib/cookies';
import type { LoadState } from '../load';
import type { RootStore } from '../RootStore';
import type { ResultsSnapshot } from './ResultsStore';
import {
  anyValue,
  clearedCriteria,
  type CriteriaKey,
  type InvalidEntry,
  maxOptions,
  minOptions,
  criteriaFromQuery,
  criteriaToQuery,
  mergePanel,
  modifiedKeys,
  monthlyKey,
  priceRangeError,
  requestCriteria,
  resultsPageOf,
} from '@domain/search/criteria';

/** Spec section 9: panel update and search calls are debounced 500 ms; the postcode check 1000 ms. */
export const searchDebounceMs = 500;

export type PriceMode = 'total' | 'monthly';
export type PageType = 'home' | 'search' | 'landing';
export type PanelView = 'basic' | 'advanced';

type Timers = Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'>;
type Timer = ReturnType<typeof setTimeout>;

/** Cookies: the last search per vehicle type (car, van) and the default; the postcode. */
export const searchCookie = (type: VehicleType | 'default') => `fc_search_${type}`;
export const postcodeCookie = 'fc_postcode';

/**
 * A results page's search as the server's render made it (app/prerender.tsx `renderRequest`): the
 * panel and count it ended with, the default panel it started from and its page of results. The
 * browser's search store starts from it, so the first render there is the server's, and the page
 * takes it over without asking again (`takeOver`).
 */
export interface SearchSnapshot {
  /** The address (path and query) the search was made for: only that page takes it over. */
  address: string;
  vehicleType: VehicleType;
  pageType: PageType;
  panel: SearchCriteria;
  invalid: InvalidEntry[];
  RecordCount: number | null;
  defaultPanel: SearchCriteria;
  results: ResultsSnapshot;
}

export interface OpenResultsOptions {
  /** A landing page's criterion, applied to the default panel before the address's criteria. */
  preset?: (panel: SearchCriteria) => SearchCriteria;
  /** Keep the results shown while the new ones load (a re-sort or page turn of the same page). */
  keepResults?: boolean;
  /** Whether the page still wants its results once the panel has started. */
  live?: () => boolean;
}

/** The filtered options, plus the chosen one if filtering took it out (so the select still shows it). */
function keepCurrent(
  filtered: PriceOption[],
  all: PriceOption[] | undefined,
  current: number | undefined,
): PriceOption[] {
  if (current === undefined || filtered.some((option) => option.Value === current)) return filtered;
  const chosen = all?.find((option) => option.Value === current);
  return chosen ? [...filtered, chosen].sort((a, b) => a.Value - b.Value) : filtered;
}

/**
 * The search context of spec sections 3 and 4: the panel's criteria, what is invalid and modified,
 * the live count, and the results. Edits recalculate the modified list and request a count
 * (debounced 500 ms); the postcode is checked 1 s after typing stops; a later request of one kind
 * supersedes an earlier one, whose result is discarded.
 */
export class SearchStore {
  vehicleType: VehicleType = 'car';
  pageType: PageType = 'home';
  view: PanelView = 'basic';
  panel: SearchCriteria = {};
  invalid: InvalidEntry[] = [];
  RecordCount: number | null = null;
  /**
   * Why the live count failed, in words for the person (the server's FriendlyMessage, the client's
   * 'Failed to get search count ({status}). ...', or the connection), with `retryCount` as the way on;
   * null once a count arrives. The criteria stay as they are: nothing the person chose is lost.
   */
  countError: string | null = null;
  /** The field whose request is loading: 'PostCode' while the postcode's count loads. */
  loadingField: string | null = null;
  /** Marked on submit while results load (the panel's leaving spinner). */
  leaving = false;
  /** The panel's own loading: 'loading' while the default panel is fetched, so edits are not overwritten. */
  panelStatus: LoadState = 'idle';

  /** The default panel per vehicle type, fetched once a visit: a re-sort or page turn needs no new one. */
  private readonly defaultPanels = new Map<VehicleType, SearchCriteria>();
  /** A default panel on its way: a start while it is awaited waits for the same request (one a type). */
  private readonly defaultPanelRequests = new Map<VehicleType, Promise<SearchCriteria>>();
  /** How many starts have been asked for: only the latest may load its panel. */
  private starts = 0;
  /** The server's search for the page being taken over (`fromServer`), until `takeOver` is done with it. */
  private handedOver: SearchSnapshot | null = null;
  private countTimer: Timer | undefined;
  private updateTimer: Timer | undefined;
  private postcodeTimer: Timer | undefined;

  constructor(
    readonly root: RootStore,
    private readonly api: ApiClient,
    private readonly timers: Timers = globalThis,
    private readonly cookies: CookieStorage = memoryCookies(),
  ) {
    makeAutoObservable<
      SearchStore,
      | 'api'
      | 'timers'
      | 'cookies'
      | 'defaultPanels'
      | 'defaultPanelRequests'
      | 'starts'
      | 'handedOver'
      | 'countTimer'
      | 'updateTimer'
      | 'postcodeTimer'
    >(this, {
      // Every edit replaces the panel with a new object (`{ ...this.panel, [key]: value }`): kept as
      // it is (an observable reference), not copied deeply with its option lists at each edit.
      panel: observableRef,
      root: false,
      api: false,
      timers: false,
      cookies: false,
      defaultPanels: false,
      defaultPanelRequests: false,
      starts: false,
      handedOver: false,
      countTimer: false,
      updateTimer: false,
      postcodeTimer: false,
    });
  }

  /** Whether the panel can be edited: its default options have arrived. */
  get ready(): boolean {
    return this.panelStatus === 'loaded';
  }

  /** The spec's `resultsLoaded`: the results store holds a page for this search. */
  get resultsLoaded(): boolean {
    return this.root.results.isLoaded;
  }

  get priceMode(): PriceMode {
    return this.panel.PaymentSearchSelection?.Selected ?? 'total';
  }

  get modified() {
    return modifiedKeys(this.panel);
  }

  get postcode(): string {
    return this.panel.PostCode ?? '';
  }

  errorFor(key: string): string | undefined {
    return this.invalid.find((entry) => entry.key === key)?.msg;
  }

  /** Errors that block searching: all but those of the price mode not in use. */
  get blockingErrors(): InvalidEntry[] {
    const inactive = this.priceMode === 'total' ? [monthlyKey] : ['MinPrice', 'MaxPrice'];
    return this.invalid.filter((entry) => !inactive.includes(entry.key));
  }

  /** Spec section 5: disabled when errors exist, when the count is 0, or while the postcode loads. */
  get isSearchDisabled(): boolean {
    return this.blockingErrors.length > 0 || this.RecordCount === 0 || this.loadingField === 'PostCode';
  }

  /** '{n} cars', '{n} vans', or 'no matching cars' (spec section 2). */
  get searchButtonLabel(): string {
    const noun = this.vehicleType === 'van' ? 'vans' : 'cars';
    if (this.RecordCount === null) return `Search ${noun}`;
    if (this.RecordCount === 0) return `no matching ${noun}`;
    return `${formatNumber(this.RecordCount)} ${noun}`;
  }

  /** What the polite live region says about the count: '' before any count. */
  get countAnnouncement(): string {
    if (this.RecordCount === null) return '';
    if (this.RecordCount === 0) return `No matching ${this.vehicleType === 'van' ? 'vans' : 'cars'}`;
    return `${this.searchButtonLabel} found`;
  }

  get makes(): MakeModel[] {
    return this.panel.MakeModels ?? [];
  }

  get selectedMake(): MakeModel | undefined {
    return this.makes.find((make) => make.Selected === true && make.Value !== anyValue);
  }

  get models(): MakeModel[] {
    return this.selectedMake?.Models ?? [];
  }

  /** Spec section 4: model choice is disabled when at most one model choice exists. */
  get isModelDisabled(): boolean {
    return this.models.filter((model) => model.Value !== anyValue).length <= 1;
  }

  get minPriceOptions() {
    return keepCurrent(
      minOptions(this.panel.MinPriceOptions ?? [], this.panel.MaxPrice, true),
      this.panel.MinPriceOptions,
      this.panel.MinPrice,
    );
  }

  get maxPriceOptions() {
    return keepCurrent(
      maxOptions(this.panel.MaxPriceOptions ?? [], this.panel.MinPrice),
      this.panel.MaxPriceOptions,
      this.panel.MaxPrice,
    );
  }

  get minMonthlyOptions() {
    const all = this.panel.MinPaymentMonthlyCostOptions;
    return keepCurrent(
      minOptions(all ?? [], this.panel.MaxPaymentMonthlyCost, false),
      all,
      this.panel.MinPaymentMonthlyCost,
    );
  }

  get maxMonthlyOptions() {
    const all = this.panel.MaxPaymentMonthlyCostOptions;
    return keepCurrent(maxOptions(all ?? [], this.panel.MinPaymentMonthlyCost), all, this.panel.MaxPaymentMonthlyCost);
  }

  /**
   * Starts a search context: the page it serves, its vehicle type and the panel to edit. The results
   * and their count are kept when `keepResults` (a re-sort or page turn of the same results page, which
   * updates them in place), else cleared.
   */
  load(vehicleType: VehicleType, pageType: PageType, panel: SearchCriteria, { keepResults = false } = {}) {
    this.vehicleType = vehicleType;
    this.pageType = pageType;
    this.panel = panel;
    this.invalid = [];
    if (!keepResults) this.clearResults();
    this.leaving = false;
    this.panelStatus = 'loaded';
    // A shared or typed address may carry a min above its max: say so at once.
    for (const [mode, min, max] of [
      ['total', panel.MinPrice, panel.MaxPrice],
      ['monthly', panel.MinPaymentMonthlyCost, panel.MaxPaymentMonthlyCost],
    ] as const) {
      const error = priceRangeError('min', min, max, mode);
      if (error) this.invalid.push(error);
    }
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
      ? (panel) => this.savedSearch(panel)
      : (panel) => panel,
    { keepResults = false } = {},
  ) {
    this.vehicleType = vehicleType;
    this.pageType = pageType;
    this.handedOver = null;
    const started = ++this.starts;
    const defaults = this.defaultPanels.get(vehicleType) ?? (await this.fetchDefaultPanel(vehicleType));
    // A later start (the person switched back to cars while the van panel was on its way) has the last
    // word: this one's panel, arriving late, must not undo that choice.
    if (started !== this.starts) return;
    runInAction(() =>
      this.load(vehicleType, pageType, preset({ ...defaults, PostCode: this.rememberedPostcode() }), { keepResults }),
    );
    if (this.pageType === 'home' && (this.modified.length > 0 || this.postcode)) void this.count();
  }

  /** The search made for the results page at `address`, for the browser; null until its results arrive. */
  snapshotFor(address: string): SearchSnapshot | null {
    const results = this.root.results.snapshot;
    const defaultPanel = this.defaultPanels.get(this.vehicleType);
    if (!results || !defaultPanel) return null;
    const { vehicleType, pageType, panel, invalid, RecordCount } = this;
    return { address, vehicleType, pageType, panel, invalid, RecordCount, defaultPanel, results };
  }

  /** Starts from the search the server's render made (before the first render), for its page to take over. */
  fromServer(snapshot: SearchSnapshot) {
    this.handedOver = snapshot;
    this.defaultPanels.set(snapshot.vehicleType, snapshot.defaultPanel);
    this.show(snapshot);
  }

  /**
   * The results page at `address` takes over the search the server made for it: shown as the server
   * left it and remembered as a search is (`rememberSearch`), with no request. False for any other
   * page, and once the takeover's moment has passed: a later visit to the same address searches
   * afresh. (React's development-only second run of the page's effects, at once, takes it over again.)
   */
  takeOver(address: string): boolean {
    const snapshot = this.handedOver;
    if (snapshot?.address !== address) {
      this.handedOver = null;
      return false;
    }
    this.show(snapshot);
    this.rememberSearch();
    this.timers.setTimeout(() => {
      this.handedOver = null;
    }, 0);
    return true;
  }

  private show({ vehicleType, pageType, panel, invalid, RecordCount, results }: SearchSnapshot) {
    this.vehicleType = vehicleType;
    this.pageType = pageType;
    this.panel = panel;
    this.invalid = invalid;
    this.RecordCount = RecordCount;
    this.countError = null;
    this.leaving = false;
    this.panelStatus = 'loaded';
    this.root.results.fromServer(results);
  }

  /**
   * A results page's search (the page's first load, and each later address of it): the default panel
   * with the page's `preset` (a landing page's criterion) and then the address's criteria (`query`)
   * applied, and the page of results the address names. `live` is asked between the two: a page left
   * meanwhile asks for no results.
   */
  async openResults(
    vehicleType: VehicleType,
    pageType: 'search' | 'landing',
    query: URLSearchParams,
    { preset, keepResults = false, live = () => true }: OpenResultsOptions = {},
  ) {
    await this.start(vehicleType, pageType, (panel) => criteriaFromQuery(query, preset ? preset(panel) : panel), {
      keepResults,
    });
    if (live()) await this.search(resultsPageOf(query));
  }

  /** The default panel, one request at a time per vehicle type (starts while it is on its way share it). */
  private fetchDefaultPanel(vehicleType: VehicleType): Promise<SearchCriteria> {
    const sent = this.defaultPanelRequests.get(vehicleType);
    if (sent) return sent;
    const request = this.requestDefaultPanel(vehicleType).finally(() => this.defaultPanelRequests.delete(vehicleType));
    this.defaultPanelRequests.set(vehicleType, request);
    return request;
  }

  /** The default panel (spec: getResetJSON), kept for the visit; the panel is not ready meanwhile. */
  private async requestDefaultPanel(vehicleType: VehicleType): Promise<SearchCriteria> {
    this.panelStatus = 'loading';
    try {
      const { data } = await this.api.GET(`/api/search/${vehicleType}/panel/default`);
      if (data) this.defaultPanels.set(vehicleType, data);
      return data ?? {};
    } catch (error) {
      console.error('getResetJSON failed', error);
      return {};
    }
  }

  /**
   * The postcode of the last search, for a day (spec section 9: postcode cookie, 86400 s), or ''.
   * A method, not a computed: cookies are not observable, so a cached value could go stale.
   */
  rememberedPostcode(): string {
    const postcode = this.cookies.get(postcodeCookie);
    return postcode && isValidPostcode(postcode) ? normalisePostcode(postcode) : '';
  }

  /** The home panel's car/van switch: that type's saved search and default panel, keeping a typed postcode. */
  async switchVehicleType(vehicleType: VehicleType) {
    if (vehicleType === this.vehicleType) return;
    const typed = this.postcode;
    await this.start(vehicleType, this.pageType, (panel) => {
      const saved = this.savedSearch(panel);
      return typed ? { ...saved, PostCode: typed } : saved;
    });
  }

  /**
   * The last search's criteria, from the cookie for this vehicle type (or the default one), and the
   * postcode from its own one-day cookie (spec sections 3 and 9).
   */
  savedSearch(panel: SearchCriteria): SearchCriteria {
    const saved = this.cookies.get(searchCookie(this.vehicleType)) ?? this.cookies.get(searchCookie('default'));
    const restored = saved ? criteriaFromQuery(new URLSearchParams(saved), panel) : panel;
    const postcode = this.rememberedPostcode();
    return postcode ? { ...restored, PostCode: postcode } : restored;
  }

  /** Remembers the visitor's postcode for a day (spec section 9), as a search does: a valid one only. */
  rememberPostcode(postcode: string) {
    if (isValidPostcode(postcode)) this.cookies.set(postcodeCookie, normalisePostcode(postcode), postcodeCookieMaxAge);
  }

  /** The results of one dealer or dealer group: a dealer page's stock, not a search of the consumer's. */
  get isDealerStock(): boolean {
    return (this.panel.DealerId ?? 0) > 0 || (this.panel.DealerGroupId ?? 0) > 0;
  }

  /** Remembers a search: its criteria for this vehicle type and as the default, its postcode for a day. */
  saveSearch() {
    const query = criteriaToQuery({ ...this.panel, PaginationCurrentPage: 1 });
    query.delete('PostCode');
    this.cookies.set(searchCookie(this.vehicleType), query.toString());
    this.cookies.set(searchCookie('default'), query.toString());
    if (this.postcode) this.rememberPostcode(this.postcode);
  }

  setView(view: PanelView) {
    this.view = view;
  }

  /** Sets one criterion; the count follows after the debounce. */
  setCriterion<K extends keyof SearchCriteria>(key: K, value: SearchCriteria[K]) {
    this.panel = { ...this.panel, [key]: value };
    this.scheduleCount();
  }

  /** A sub-panel's Clear: its criteria back at "any"; the count follows after the debounce. */
  clearCriteria(keys: readonly CriteriaKey[]) {
    this.panel = clearedCriteria(this.panel, keys);
    this.scheduleCount();
  }

  setPriceMode(mode: PriceMode) {
    this.setCriterion('PaymentSearchSelection', { Selected: mode });
  }

  setPrice(end: 'min' | 'max', mode: PriceMode, value: number) {
    const keys =
      mode === 'total'
        ? (['MinPrice', 'MaxPrice'] as const)
        : (['MinPaymentMonthlyCost', 'MaxPaymentMonthlyCost'] as const);
    const key = end === 'min' ? keys[0] : keys[1];
    this.panel = { ...this.panel, [key]: value };
    const errorKeys = mode === 'total' ? ['MinPrice', 'MaxPrice'] : [monthlyKey];
    this.invalid = this.invalid.filter((entry) => !errorKeys.includes(entry.key));
    const error = priceRangeError(end, this.panel[keys[0]], this.panel[keys[1]], mode);
    if (error) this.invalid.push(error);
    this.scheduleCount();
  }

  /** Choosing a make selects only it; its models come with the next panel update. */
  selectMake(value: string) {
    this.panel = {
      ...this.panel,
      MakeModels: this.makes.map((make) => ({
        ...make,
        Selected: make.Value === value,
        Models: make.Value === value ? make.Models : undefined,
      })),
    };
    this.scheduleUpdate();
  }

  selectModel(value: string) {
    const make = this.selectedMake;
    if (!make) return;
    const models = (make.Models ?? []).map((model) => ({ ...model, Selected: model.Value === value }));
    this.panel = {
      ...this.panel,
      MakeModels: this.makes.map((entry) => (entry === make ? { ...entry, Models: models } : entry)),
    };
    this.scheduleCount();
  }

  /** Typing in the postcode: normalised at once, checked 1 s after typing stops, then counted. */
  setPostcode(input: string) {
    const postcode = normalisePostcode(input);
    this.panel = { ...this.panel, PostCode: postcode };
    this.invalid = this.invalid.filter((entry) => entry.key !== 'PostCode');
    this.timers.clearTimeout(this.postcodeTimer);
    this.postcodeTimer = this.timers.setTimeout(() => this.checkPostcode(), postcodeDebounceMs);
  }

  /** The 1 s check: an empty or malformed postcode on a search page is invalid; a good one is counted. */
  checkPostcode() {
    const postcode = this.postcode;
    if (postcode === '' && this.pageType === 'home') return;
    if (!isValidPostcode(postcode)) {
      this.setInvalid('PostCode', postcodeMessages.invalid);
      return;
    }
    void this.count('PostCode');
  }

  setInvalid(key: string, msg: string) {
    this.invalid = [...this.invalid.filter((entry) => entry.key !== key), { key, msg }];
  }

  scheduleCount() {
    this.timers.clearTimeout(this.countTimer);
    this.countTimer = this.timers.setTimeout(() => void this.count(), searchDebounceMs);
  }

  scheduleUpdate(all = false) {
    this.timers.clearTimeout(this.updateTimer);
    this.updateTimer = this.timers.setTimeout(() => void this.update(all), searchDebounceMs);
  }

  /** Requests the live count for the current criteria; a later count supersedes this one. */
  async count(field: string | null = null) {
    this.loadingField = field;
    const body = requestCriteria(this.panel);
    try {
      const { data } = await this.api.latest('count', (signal) =>
        this.api.POST(`/api/search/${this.vehicleType}/count`, { body, signal }),
      );
      runInAction(() => {
        this.RecordCount = data?.RecordCount ?? null;
        this.countError = null;
        this.finishLoading();
      });
    } catch (error) {
      if (error instanceof RequestCollisionError) return;
      runInAction(() => {
        this.finishLoading();
        // A count for other criteria would mislead: the button goes back to 'Search cars'.
        this.RecordCount = null;
        if (isApiError(error) && error.Code === invalidPostcodeCode) {
          this.setInvalid('PostCode', error.FriendlyMessage);
          this.countError = null;
        } else {
          console.error('Failed to get search count', error);
          this.countError = failureText(error);
        }
      });
    }
  }

  /** The count's Try again: asks once more for the criteria as they are now. */
  retryCount() {
    this.timers.clearTimeout(this.countTimer);
    void this.count();
  }

  /**
   * Asks the server for a fresh panel (e.g. the models of a chosen make) and merges it into the panel
   * being edited: the server's option lists and counters, the person's own choices, including any made
   * while the request was in flight (`mergePanel`). For update_all the make/model list is not sent.
   */
  async update(all = false) {
    const current = all ? { ...this.panel, MakeModels: undefined } : this.panel;
    const body = requestCriteria(current);
    const path = all
      ? (`/api/search/${this.vehicleType}/panel/all` as const)
      : (`/api/search/${this.vehicleType}/panel` as const);
    try {
      const { data } = await this.api.latest('update', (signal) => this.api.POST(path, { body, signal }));
      runInAction(() => {
        if (data) this.panel = mergePanel(this.panel, data);
      });
      void this.count();
    } catch (error) {
      if (error instanceof RequestCollisionError) return;
      console.error('Failed to update search panel', error);
    }
  }

  /** Reset: the initial panel with an empty postcode; modified criteria, errors and count cleared. */
  async reset() {
    this.timers.clearTimeout(this.countTimer);
    this.timers.clearTimeout(this.updateTimer);
    this.timers.clearTimeout(this.postcodeTimer);
    try {
      const { data } = await this.api.GET(`/api/search/${this.vehicleType}/panel/default`);
      runInAction(() => {
        this.panel = { ...(data ?? {}), PostCode: '' };
        this.invalid = [];
        this.RecordCount = null;
        this.countError = null;
      });
    } catch (error) {
      console.error('Failed to reset panel', error);
    }
  }

  /**
   * Submit: blocked while any error exists or the postcode count is loading, and (as the button is
   * unavailable then) when nothing matches; an empty postcode in the basic panel gets 'We need a
   * postcode to find cars in your area' ('vans' on the van search). Returns whether it went ahead.
   */
  submit(): boolean {
    if (this.view === 'basic' && this.postcode === '')
      this.setInvalid('PostCode', postcodeRequiredMessage(this.vehicleType));
    if (this.isSearchDisabled) return false;
    this.leaving = true;
    return true;
  }

  /** Forgets the results and their count (a results page being left, or a new one starting). */
  clearResults() {
    this.RecordCount = null;
    this.countError = null;
    this.root.results.clear();
  }

  /**
   * Requests one page of results for the current criteria (the results store holds them); a later
   * search supersedes this one. The count becomes the results' total.
   */
  async search(page = 1, isNewSearch = true) {
    this.leaving = true;
    const criteria = requestCriteria({ ...this.panel, PaginationCurrentPage: page });
    // Remembered as it is asked for, so the postcode follows the person even if they move on before the
    // results arrive.
    this.rememberSearch();
    const total = await this.root.results.load(this.vehicleType, criteria, page, isNewSearch);
    runInAction(() => {
      if (total !== undefined) this.RecordCount = total;
      if (this.root.results.status !== 'loading') this.leaving = false;
    });
  }

  /**
   * Remembers the search of a results page (`saveSearch`). A landing page's preset (e.g. a town
   * centre's postcode) and a dealer's stock (a dealer page's 'See all' link) are browsing, not the
   * consumer's own search, and are not.
   */
  private rememberSearch() {
    if (this.pageType !== 'landing' && !this.isDealerStock) this.saveSearch();
  }

  private finishLoading() {
    this.loadingField = null;
  }
}
