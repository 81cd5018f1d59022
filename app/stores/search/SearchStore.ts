import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { MakeModel, PriceOption, SearchCriteria, VehicleType } from '../../api/types';
// The postcode field's own wait (a design-system token), from its React-free module.
import { postcodeDebounceMs } from '@ds/tokens/tokens';
import { debounce, type Debounced, type Timers } from '../../lib/debounce';
import { normalisePostcode, postcodeRequiredMessage, postcodeSearchError } from '@domain/uk/postcode';
import { Request } from '../request';
import type { RootStore } from '../RootStore';
import type { DehydratedSearch } from './SearchHydration';
import {
  anyValue,
  boundedRangeError,
  boundedRangeOf,
  boundedRanges,
  clearedCriteria,
  type CriteriaKey,
  type InvalidEntry,
  keywordError,
  modifiedKeys,
  monthlyKey,
  priceRangeError,
} from '@domain/search/criteria';
import { priceOptions } from './priceOptions';

export type PriceMode = 'total' | 'monthly';
export type PageType = 'home' | 'search' | 'landing';
export type PanelView = 'basic' | 'advanced';

/** The keys of the advanced view's own checks: the bounded ranges' ends and the keywords. */
const advancedErrorKeys: readonly string[] = [...boundedRanges.flatMap((range) => [range.min, range.max]), 'Keywords'];

/**
 * The search panel (requirements 3.8, 4.9 to 4.14): the page it serves, its criteria, what is invalid and
 * modified, and what its selects offer. SearchContextStore starts it for a page. Edits recalculate
 * the modified list and ask for a count (SearchCountStore, debounced 500 ms); the postcode is
 * checked 1 s after typing stops.
 */
export class SearchStore {
  vehicleType: VehicleType = 'car';
  pageType: PageType = 'home';
  view: PanelView = 'basic';
  panel: SearchCriteria = {};
  invalid: InvalidEntry[] = [];
  /** Marked on submit while results load (the panel's leaving spinner). */
  leaving = false;
  /** The panel's own loading: loading while the default panel is fetched, so edits are not overwritten. */
  readonly panelRequest = new Request();

  private readonly checkPostcodeLater: Debounced<[]>;

  constructor(
    readonly root: RootStore,
    timers: Timers = globalThis,
  ) {
    this.checkPostcodeLater = debounce(() => this.checkPostcode(), postcodeDebounceMs, timers);
    makeAutoObservable<SearchStore, 'checkPostcodeLater'>(this, {
      // Every edit replaces the panel with a new object (`{ ...this.panel, [key]: value }`): kept as
      // it is (an observable reference), not copied deeply with its option lists at each edit.
      panel: observableRef,
      root: false,
      checkPostcodeLater: false,
    });
  }

  get panelStatus() {
    return this.panelRequest.state;
  }

  /** Whether the panel can be edited: its default options have arrived. */
  get ready(): boolean {
    return this.panelRequest.isLoaded;
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

  /**
   * Whether the criteria may be sent: keywords the contract refuses are not, as the server would
   * only answer 400; the field says why instead (requirements 3.12).
   */
  get isSendable(): boolean {
    return this.errorFor('Keywords') === undefined;
  }

  /** Unavailable when errors exist, when the count is 0, or while the postcode loads (requirements 5.6). */
  get isSearchDisabled(): boolean {
    const { RecordCount, loadingField } = this.root.searchCount;
    return this.blockingErrors.length > 0 || RecordCount === 0 || loadingField === 'PostCode';
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

  /** Model choice is disabled when at most one model choice exists (requirements 4.11). */
  get isModelDisabled(): boolean {
    return this.models.filter((model) => model.Value !== anyValue).length <= 1;
  }

  get minPriceOptions(): PriceOption[] {
    return priceOptions(this.panel, 'min', 'total');
  }

  get maxPriceOptions(): PriceOption[] {
    return priceOptions(this.panel, 'max', 'total');
  }

  get minMonthlyOptions(): PriceOption[] {
    return priceOptions(this.panel, 'min', 'monthly');
  }

  get maxMonthlyOptions(): PriceOption[] {
    return priceOptions(this.panel, 'max', 'monthly');
  }

  /** The results of one dealer or dealer group: a dealer page's stock, not a search of the consumer's. */
  get isDealerStock(): boolean {
    return (this.panel.DealerId ?? 0) > 0 || (this.panel.DealerGroupId ?? 0) > 0;
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
    this.panelRequest.known(true);
    // A shared or typed address may carry a min above its max: say so at once.
    for (const [mode, min, max] of [
      ['total', panel.MinPrice, panel.MaxPrice],
      ['monthly', panel.MinPaymentMonthlyCost, panel.MaxPaymentMonthlyCost],
    ] as const) {
      const error = priceRangeError('min', min, max, mode);
      if (error) this.invalid.push(error);
    }
    this.checkAdvanced();
    // An address with an advanced criterion in error opens More options, where the group says so.
    if (this.invalid.some((entry) => advancedErrorKeys.includes(entry.key))) this.view = 'advanced';
  }

  /**
   * The advanced view's checks, again: each bounded range (its error at the end just `edited`, else at
   * its min) and the keywords. Other errors stay as they are.
   */
  private checkAdvanced(edited?: string) {
    const errors: InvalidEntry[] = [];
    for (const range of boundedRanges) {
      const end = boundedRangeOf(edited ?? '');
      const error = boundedRangeError(range, this.panel, end?.range === range ? end.end : 'min');
      if (error) errors.push(error);
    }
    const keywords = keywordError(this.panel.Keywords);
    if (keywords) errors.push({ key: 'Keywords', msg: keywords });
    this.invalid = [...this.invalid.filter((entry) => !advancedErrorKeys.includes(entry.key)), ...errors];
  }

  setView(view: PanelView) {
    this.view = view;
  }

  /** Sets one criterion; the count and the counters follow after the debounce. */
  setCriterion<K extends keyof SearchCriteria>(key: K, value: SearchCriteria[K]) {
    this.panel = { ...this.panel, [key]: value };
    this.checkAdvanced(key);
    this.root.searchCount.scheduleUpdate();
  }

  /** The keywords field: one keyword per comma-separated part, each checked as it is typed. */
  setKeywords(text: string) {
    this.setCriterion(
      'Keywords',
      text.split(',').map((word) => ({ Value: word.trimStart() })),
    );
  }

  /** A sub-panel's Clear: its criteria back at "any"; the count and the counters follow after the debounce. */
  clearCriteria(keys: readonly CriteriaKey[]) {
    this.panel = clearedCriteria(this.panel, keys);
    this.checkAdvanced();
    this.root.searchCount.scheduleUpdate();
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
    this.root.searchCount.scheduleUpdate();
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
    this.root.searchCount.scheduleUpdate();
  }

  selectModel(value: string) {
    const make = this.selectedMake;
    if (!make) return;
    const models = (make.Models ?? []).map((model) => ({ ...model, Selected: model.Value === value }));
    this.panel = {
      ...this.panel,
      MakeModels: this.makes.map((entry) => (entry === make ? { ...entry, Models: models } : entry)),
    };
    this.root.searchCount.scheduleUpdate();
  }

  /** Typing in the postcode: normalised at once, checked 1 s after typing stops, then counted. */
  setPostcode(input: string) {
    const postcode = normalisePostcode(input);
    this.panel = { ...this.panel, PostCode: postcode };
    this.invalid = this.invalid.filter((entry) => entry.key !== 'PostCode');
    this.checkPostcodeLater();
  }

  /** The 1 s check: an empty, malformed or non-existent postcode on a search page is invalid; a good one is counted. */
  checkPostcode() {
    const postcode = this.postcode;
    if (postcode === '' && this.pageType === 'home') return;
    const error = postcodeSearchError(postcode);
    if (error) {
      this.setInvalid('PostCode', error);
      return;
    }
    void this.root.searchCount.update(false, { field: 'PostCode' });
  }

  setInvalid(key: string, msg: string) {
    this.invalid = [...this.invalid.filter((entry) => entry.key !== key), { key, msg }];
  }

  /** The panel as the server refreshed it, merged with the person's choices (SearchCountStore `update`). */
  replacePanel(panel: SearchCriteria) {
    this.panel = panel;
  }

  /** The page the panel is started for, shown at once while its panel loads (SearchContextStore). */
  setPage(vehicleType: VehicleType, pageType: PageType) {
    this.vehicleType = vehicleType;
    this.pageType = pageType;
  }

  /** The default panel is on its way (SearchContextStore): edits wait for it. */
  awaitPanel() {
    this.panelRequest.start();
  }

  /** Reset: the initial panel with an empty postcode; modified criteria, errors and count cleared. */
  async reset() {
    this.root.searchCount.cancel();
    this.checkPostcodeLater.cancel();
    try {
      const { data } = await this.root.api.GET(`/api/search/${this.vehicleType}/panel/default`);
      runInAction(() => {
        this.panel = { ...(data ?? {}), PostCode: '' };
        this.invalid = [];
        this.root.searchCount.clear();
      });
    } catch (error) {
      console.error('Failed to reset panel', error);
    }
  }

  /**
   * Submit: blocked while any error exists or the postcode count is loading, and (as the button is
   * unavailable then) when nothing matches; an empty postcode in the basic panel gets 'We need a
   * postcode to find cars in your area' ('vans' on the van search). A postcode typed less than the
   * check's second ago is checked now, so a quick Enter never sends a malformed one (requirements
   * 5.6). Returns whether it went ahead.
   */
  submit(): boolean {
    const postcodeError = this.postcode === '' ? null : postcodeSearchError(this.postcode);
    if (this.view === 'basic' && this.postcode === '')
      this.setInvalid('PostCode', postcodeRequiredMessage(this.vehicleType));
    else if (postcodeError) this.setInvalid('PostCode', postcodeError);
    if (this.isSearchDisabled) return false;
    this.leaving = true;
    return true;
  }

  setLeaving(leaving: boolean) {
    this.leaving = leaving;
  }

  /** Forgets the results and their count (a results page being left, or a new one starting). */
  clearResults() {
    this.root.searchCount.clear();
    this.root.results.clear();
  }

  /** Starts from the search the server's render made (hydration: SearchHydration). */
  hydrate({ vehicleType, pageType, panel, invalid }: DehydratedSearch) {
    this.vehicleType = vehicleType;
    this.pageType = pageType;
    this.panel = panel;
    this.invalid = invalid;
    this.leaving = false;
    this.panelRequest.known(true);
  }
}
