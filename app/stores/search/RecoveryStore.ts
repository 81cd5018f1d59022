import { makeAutoObservable, observable, observableRef, runInAction } from 'mobx';
import type { ApiClient } from '../../api/client';
import type { SearchCriteria, VehicleType } from '../../api/types';
import { Request, type Ticket } from '../request';
import type { RootStore } from '../RootStore';
import type { CriteriaKey } from '@domain/search/criteria';
import { requestCriteria } from '@domain/search/criteria';
import { relaxations, type Relaxation, type RelaxationId } from './relaxations';
import { searchDebounceMs } from './SearchCountStore';

/** The most relaxations a results page offers: the ones that find the most. */
export const maxSuggestions = 5;

/**
 * The most count calls one search that found nothing makes (one per relaxation, the likeliest first):
 * more than eight narrowing criteria is rare, and the suggestions come from counting them all at once.
 */
const maxCounted = 8;

/** A relaxation that finds something, with how many. */
interface Suggestion extends Relaxation {
  count: number;
}

/**
 * What the recovery shows: nothing yet (idle), counting, what to relax (suggestions), that no one
 * relaxation finds anything (none), or only the general advice when there is nothing to relax or no
 * count could be had (unavailable).
 */
type RecoveryState = 'idle' | 'counting' | 'suggestions' | 'none' | 'unavailable';

/**
 * Zero-result recovery (requirements 4.16): when a search finds nothing, which one criterion to relax and
 * what each would find. Each relaxation is counted once (`POST /api/search/{type}/count` with that one
 * criterion relaxed and every other as it was), 500 ms after the empty results arrive (the search
 * debounce of requirements 9.3), all at once; the suggestions appear together when every count has
 * settled, so none moves under the person's focus. A count that fails leaves its relaxation out.
 * A newer search cancels the counts of an older one, and an answer for older criteria is dropped.
 */
class RecoveryStore {
  vehicleType: VehicleType = 'car';
  /** The criteria of the search that found nothing (request form), or null. */
  criteria: SearchCriteria | null = null;
  /** Criteria the page itself sets (a landing page's), never offered. */
  fixed: readonly CriteriaKey[] = [];
  /**
   * The counts of the search being recovered, from its empty results (the debounce included) to the
   * last answer; a newer search or a clear makes an older one's answers stale.
   */
  readonly request = new Request();
  /** What each counted relaxation would find; a failed count has no entry. */
  readonly counts = observable.map<RelaxationId, number>();

  /** The search being recovered, as text: the same search again changes nothing and counts nothing. */
  private current = '';
  private timer: ReturnType<typeof setTimeout> | undefined;
  private controller: AbortController | null = null;

  constructor(
    readonly root: RootStore,
    private readonly api: ApiClient,
    private readonly timers: Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'> = root.timers,
  ) {
    makeAutoObservable<RecoveryStore, 'api' | 'timers' | 'current' | 'timer' | 'controller'>(this, {
      root: false,
      request: false,
      criteria: observableRef,
      fixed: observableRef,
      api: false,
      timers: false,
      current: false,
      timer: false,
      controller: false,
    });
  }

  /** The relaxations counted for this search, the likeliest to help first. */
  get candidates(): Relaxation[] {
    return this.criteria ? relaxations(this.criteria, this.fixed).slice(0, maxCounted) : [];
  }

  /** The relaxations that find something, the most first (then the likeliest), at most `maxSuggestions`. */
  get suggestions(): Suggestion[] {
    return this.candidates
      .map((relaxation) => ({ ...relaxation, count: this.counts.get(relaxation.id) ?? 0 }))
      .filter((suggestion) => suggestion.count > 0)
      .sort((a, b) => b.count - a.count)
      .slice(0, maxSuggestions);
  }

  get state(): RecoveryState {
    if (this.request.isIdle) return 'idle';
    if (this.request.isLoading) return 'counting';
    if (this.suggestions.length > 0) return 'suggestions';
    return this.counts.size > 0 ? 'none' : 'unavailable';
  }

  /**
   * Recovers the search `criteria` (request form) of `vehicleType` that found nothing: its relaxations
   * are counted after the debounce. Called again with the same search it does nothing.
   */
  recover(vehicleType: VehicleType, criteria: SearchCriteria, fixed: readonly CriteriaKey[] = []) {
    const search = JSON.stringify([vehicleType, requestCriteria({ ...criteria, PaginationCurrentPage: 1 }), fixed]);
    if (search === this.current) return;
    this.cancel();
    this.current = search;
    this.vehicleType = vehicleType;
    this.criteria = criteria;
    this.fixed = fixed;
    this.counts.clear();
    if (this.candidates.length === 0) {
      this.request.known(true);
      return;
    }
    const ticket = this.request.start();
    this.timer = this.timers.setTimeout(() => void this.countAll(ticket), searchDebounceMs);
  }

  /** Forgets the search (its results page is left, or it found something after all); its counts are cancelled. */
  clear() {
    this.cancel();
    this.current = '';
    this.criteria = null;
    this.fixed = [];
    this.counts.clear();
    this.request.reset();
  }

  /** Counts of an older search not yet sent or answered are cancelled (their answers are stale by then). */
  private cancel() {
    this.timers.clearTimeout(this.timer);
    this.timer = undefined;
    this.controller?.abort();
    this.controller = null;
  }

  /** One count call per candidate, all at once; the answers are taken only if the search is still this one. */
  private async countAll(ticket: Ticket) {
    const controller = new AbortController();
    this.controller = controller;
    const { vehicleType, candidates } = this;
    const outcomes = await Promise.allSettled(
      candidates.map((relaxation) =>
        this.api.POST(`/api/search/${vehicleType}/count`, {
          body: requestCriteria({ ...relaxation.criteria, PaginationCurrentPage: 1 }),
          signal: controller.signal,
        }),
      ),
    );
    if (!this.request.isCurrent(ticket)) return;
    runInAction(() => {
      outcomes.forEach((outcome, index) => {
        const id = candidates[index]?.id;
        const count = outcome.status === 'fulfilled' ? outcome.value.data?.RecordCount : undefined;
        if (id && typeof count === 'number') this.counts.set(id, count);
        else console.error('Failed to get search count', outcome.status === 'rejected' ? outcome.reason : outcome);
      });
      this.request.succeed(ticket);
      this.controller = null;
    });
  }
}

/** The on-demand store (`useStore(recoveryStore)`): made by the results page's zero-result view only. */
export const recoveryStore = (root: RootStore) => new RecoveryStore(root, root.api);
