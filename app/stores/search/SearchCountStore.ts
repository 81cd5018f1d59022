import { makeAutoObservable, runInAction } from 'mobx';
import { isApiError, invalidPostcodeCode, RequestCollisionError } from '../../api/errors';
import type { ApiClient } from '../../api/client';
import { failureText } from '../../api/failureText';
// The design system's formatters, from their React-free module.
import { formatNumber } from '@ds/format/format';
import { debounce, type Debounced, type Timers } from '../../lib/debounce';
import type { RootStore } from '../RootStore';
import { mergePanel, requestCriteria } from '@domain/search/criteria';
import { vehicleWords } from '@domain/vehicleTypes';

/** The count and the panel update wait 500 ms after the last change (requirements 9.3). */
export const searchDebounceMs = 500;

/**
 * What the server says of the search panel as the person edits it (requirements 3.8, 4.9 to 4.14): the live
 * count and the fresh panel (the counters of these criteria, a chosen make's models), both asked for
 * 500 ms after the last edit. A later request of one kind supersedes an earlier one, whose answer is
 * discarded.
 */
export class SearchCountStore {
  RecordCount: number | null = null;
  /**
   * Why the live count failed, in words for the person (the server's FriendlyMessage, the client's
   * 'Failed to get search count ({status}). ...', or the connection), with `retryCount` as the way on;
   * null once a count arrives. The criteria stay as they are: nothing the person chose is lost.
   */
  countError: string | null = null;
  /** The field whose request is loading: 'PostCode' while the postcode's count loads. */
  loadingField: string | null = null;

  private readonly updateLater: Debounced<[boolean]>;

  constructor(
    readonly root: RootStore,
    private readonly api: ApiClient,
    timers: Timers = globalThis,
  ) {
    this.updateLater = debounce((all: boolean) => void this.update(all), searchDebounceMs, timers);
    makeAutoObservable<SearchCountStore, 'api' | 'updateLater'>(this, {
      root: false,
      api: false,
      updateLater: false,
    });
  }

  /** '{n} cars', '{n} vans', or 'No matching cars', a button's label in sentence case (requirements 2.14). */
  get searchButtonLabel(): string {
    const noun = vehicleWords[this.root.search.vehicleType].many;
    if (this.RecordCount === null) return `Search ${noun}`;
    if (this.RecordCount === 0) return `No matching ${noun}`;
    return `${formatNumber(this.RecordCount)} ${noun}`;
  }

  /** What the polite live region says about the count: '' before any count. */
  get countAnnouncement(): string {
    if (this.RecordCount === null) return '';
    if (this.RecordCount === 0) return this.searchButtonLabel;
    return `${this.searchButtonLabel} found`;
  }

  /** Updates the panel and counts 500 ms after this call, unless another call comes first. */
  scheduleUpdate(all = false) {
    this.updateLater(all);
  }

  /** Drops the count and the update waiting (the panel is reset). */
  cancel() {
    this.updateLater.cancel();
  }

  /**
   * Requests the live count for the current criteria; a later count supersedes this one. Criteria the
   * server would refuse (SearchStore `isSendable`) are not sent: the button has no count meanwhile.
   */
  async count(field: string | null = null) {
    const { search } = this.root;
    if (!search.isSendable) {
      // Supersedes a count in flight for earlier criteria: its answer would no longer be true.
      void this.api.latest('count', () => Promise.resolve());
      this.RecordCount = null;
      this.loadingField = null;
      return;
    }
    this.loadingField = field;
    const body = requestCriteria(search.panel);
    try {
      const { data } = await this.api.latest('count', (signal) =>
        this.api.POST(`/api/search/${search.vehicleType}/count`, { body, signal }),
      );
      runInAction(() => {
        this.RecordCount = data?.RecordCount ?? null;
        this.countError = null;
        this.loadingField = null;
      });
    } catch (error) {
      if (error instanceof RequestCollisionError) return;
      runInAction(() => {
        this.loadingField = null;
        // A count for other criteria would mislead: the button goes back to 'Search cars'.
        this.RecordCount = null;
        if (isApiError(error) && error.Code === invalidPostcodeCode) {
          // Only about the postcode that was sent: one typed since is checked on its own.
          if ((body.PostCode ?? '') === search.postcode) search.setInvalid('PostCode', error.FriendlyMessage);
          this.countError = null;
        } else {
          console.error('Failed to get search count', error);
          this.countError = failureText(error);
        }
      });
    }
  }

  /** The count's Try again: asks once more, count and counters, for the criteria as they are now. */
  retryCount() {
    this.updateLater.cancel();
    void this.update();
  }

  /**
   * Asks the server for a fresh panel (e.g. the models of a chosen make) and merges it into the panel
   * being edited: the server's option lists and counters, the person's own choices, including any made
   * while the request was in flight (`mergePanel`). For update_all the make/model list is not sent.
   * The counters are those of the criteria the count counts (requirements 4.14): every edit asks for
   * both at once. The count comes too unless `count` is false (a results page, whose count its
   * results bring); `field` is the field whose edit asked (SearchCountStore `count`).
   */
  async update(all = false, { count = true, field = null }: { count?: boolean; field?: string | null } = {}) {
    const { search } = this.root;
    const counting = count ? this.count(field) : undefined;
    if (!search.isSendable) return counting;
    const current = all ? { ...search.panel, MakeModels: undefined } : search.panel;
    const body = requestCriteria(current);
    const path = all
      ? (`/api/search/${search.vehicleType}/panel/all` as const)
      : (`/api/search/${search.vehicleType}/panel` as const);
    try {
      const { data } = await this.api.latest('update', (signal) => this.api.POST(path, { body, signal }));
      if (data) search.replacePanel(mergePanel(search.panel, data));
    } catch (error) {
      // An invalid postcode is the count's or the results' to say (SearchStore `setInvalid`).
      if (!(error instanceof RequestCollisionError || (isApiError(error) && error.Code === invalidPostcodeCode)))
        console.error('Failed to update search panel', error);
    }
    await counting;
  }

  /** Forgets the count (a results page being left, or a new one starting). */
  clear() {
    this.RecordCount = null;
    this.countError = null;
  }

  /** A results page's count is the one its results bring: their total. */
  setTotal(total: number) {
    this.RecordCount = total;
  }

  /** Starts from the count the server's render made (hydration). */
  hydrate(RecordCount: number | null) {
    this.RecordCount = RecordCount;
    this.countError = null;
  }
}
