import { runInAction } from 'mobx';
import type { SearchCriteria, VehicleType } from '../../api/types';
import type { Timers } from '../../lib/debounce';
import type { RootStore } from '../RootStore';
import type { InvalidEntry } from '@domain/search/criteria';
import type { DehydratedResults } from './ResultsStore';
import type { PageType } from './SearchStore';

/**
 * A results page's search as the server's render made it (app/render.tsx `renderRequest`), dehydrated:
 * the panel and count it ended with, the default panel it started from and its page of results. The
 * browser's stores are hydrated with it, so the first render there is the server's, and the page
 * finishes its hydration without asking again (`finish`).
 */
export interface DehydratedSearch {
  /** The address (path and query) the search was made for: only that page is hydrated with it. */
  address: string;
  vehicleType: VehicleType;
  pageType: PageType;
  panel: SearchCriteria;
  invalid: InvalidEntry[];
  RecordCount: number | null;
  defaultPanel: SearchCriteria;
  results: DehydratedResults;
}

/**
 * A results page's search across server rendering: dehydrated by the server's render
 * (`dehydrate`), the browser's stores hydrated with it before the first render (`hydrate`), and the
 * page's first effect finishing the hydration (`finish`) instead of searching again.
 */
export class SearchHydration {
  /** The dehydrated search of the page being hydrated, until `finish` is done with it. */
  private dehydrated: DehydratedSearch | null = null;

  constructor(
    private readonly root: RootStore,
    private readonly timers: Timers = globalThis,
  ) {}

  /** The search made for the results page at `address`, dehydrated for the browser; null until its results arrive. */
  dehydrate(address: string): DehydratedSearch | null {
    const { search, searchCount, searchContext, results } = this.root;
    const page = results.dehydrate();
    const defaultPanel = searchContext.defaultPanels.get(search.vehicleType);
    if (!page || !defaultPanel) return null;
    const { vehicleType, pageType, panel, invalid } = search;
    const { RecordCount } = searchCount;
    return { address, vehicleType, pageType, panel, invalid, RecordCount, defaultPanel, results: page };
  }

  /** Starts from the search the server's render made (before the first render), for its page to finish hydrating. */
  hydrate(dehydrated: DehydratedSearch) {
    this.dehydrated = dehydrated;
    this.root.searchContext.defaultPanels.set(dehydrated.vehicleType, dehydrated.defaultPanel);
    this.show(dehydrated);
  }

  /**
   * The results page at `address` finishes its hydration with the search the server made for it:
   * shown as the server left it and remembered as a search is (SearchContextStore `remember`), with
   * no request. False for any other page, and once hydration's moment has passed: a later visit to the
   * same address searches afresh. (React's development-only second run of the page's effects, at once,
   * finishes it again.)
   */
  finish(address: string): boolean {
    const dehydrated = this.dehydrated;
    if (dehydrated?.address !== address) {
      this.dehydrated = null;
      return false;
    }
    this.show(dehydrated);
    this.root.searchContext.remember();
    this.timers.setTimeout(() => {
      this.dehydrated = null;
    }, 0);
    return true;
  }

  /** Forgets the dehydrated search: a page started a search of its own. */
  forget() {
    this.dehydrated = null;
  }

  private show(dehydrated: DehydratedSearch) {
    const { search, searchCount, results } = this.root;
    runInAction(() => {
      search.hydrate(dehydrated);
      searchCount.hydrate(dehydrated.RecordCount);
      results.hydrate(dehydrated.results);
    });
  }
}
