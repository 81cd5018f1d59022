import { observable, runInAction } from 'mobx';
import type { ApiClient } from '../api/client';
import { memoryCookies, type CookieStorage } from '../lib/cookies';
import { AuditStore, type Beacon } from './AuditStore';
import { DirectoryStore } from './DirectoryStore';
import { EnquiredStore } from './EnquiredStore';
import { loadShortlistStore } from './loaders';
import { MenuStore } from './MenuStore';
import { ModalStore } from './ModalStore';
import { RememberedSearch } from './search/RememberedSearch';
import { ResultsStore } from './search/ResultsStore';
import { SearchContextStore } from './search/SearchContextStore';
import { SearchCountStore } from './search/SearchCountStore';
import { SearchHydration } from './search/SearchHydration';
import { SearchPanelUiStore } from './search/SearchPanelUiStore';
import { SearchStore } from './search/SearchStore';
import { SessionStore } from './SessionStore';
import { ToastStore } from './ToastStore';
import type { DehydratedState } from './dehydratedState';

type Timers = Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'>;

export interface RootStoreOptions {
  /** Whether the screen starts at or above the large-screen breakpoint (1024 px). */
  isLargeScreen?: boolean;
  /** Timers for toasts and debounces; tests pass fakes. */
  timers?: Timers;
  /** navigator.sendBeacon in the browser; none in tests unless given. */
  beacon?: Beacon | null;
  /** The browser's cookies in the app; in memory in tests. */
  cookies?: CookieStorage;
  /** What the server's render of this page loaded (the page's `#dehydrated-state`), for the stores it fills. */
  dehydratedState?: DehydratedState;
}

/**
 * How a store the first screen does not need is made: `root.use(factory)` creates it on first use and
 * returns the same one after. Its module is imported only by the code that uses it (pages and panels
 * loaded on demand), so it adds nothing to the first visit.
 */
export type StoreFactory<S> = (root: RootStore) => S;

/**
 * Loads the module of an on-demand store and gives its factory: `() => import('./ShortlistStore').then(
 * (module) => module.shortlistStore)`. Loaders live in ./loaders, the one module the first visit may
 * import for them.
 */
export type StoreLoader<S> = () => Promise<StoreFactory<S>>;

/** A store that keeps something for the account, told when the visitor signs in or out. */
export interface FollowsSession {
  sessionChanged(signedIn: boolean): void | Promise<void>;
}

/**
 * The on-demand stores that follow the session, each loaded (and created) when the visitor signs in
 * or out, so a shortlist kept while signed out is merged into the account even if nothing showed it.
 */
const sessionFollowers: ReadonlyArray<StoreLoader<FollowsSession>> = [loadShortlistStore];

/**
 * Builds every domain store around one injected API client; tests pass a client with a fake fetch.
 * The stores the first screen needs are made here; the others on first use (`use`).
 */
export class RootStore {
  readonly audit: AuditStore;
  readonly directory: DirectoryStore;
  readonly enquired: EnquiredStore;
  readonly menus: MenuStore;
  readonly modal: ModalStore;
  readonly rememberedSearch: RememberedSearch;
  readonly results: ResultsStore;
  readonly search: SearchStore;
  readonly searchContext: SearchContextStore;
  readonly searchCount: SearchCountStore;
  readonly searchHydration: SearchHydration;
  readonly searchPanel: SearchPanelUiStore;
  readonly session: SessionStore;
  readonly toasts: ToastStore;
  readonly timers: Timers;
  readonly cookies: CookieStorage;
  readonly dehydratedState: DehydratedState;

  /** The on-demand stores made so far. */
  private readonly made = new Map<StoreFactory<unknown>, unknown>();
  /** The loads of on-demand stores under way or done, by loader. */
  private readonly loads = new Map<StoreLoader<unknown>, Promise<unknown>>();
  /** The stores loaded through `load`, observable: what `loaded` reads. */
  private readonly arrived = observable.map<StoreLoader<unknown>, unknown>(undefined, { deep: false });

  constructor(
    readonly api: ApiClient,
    {
      isLargeScreen = true,
      timers = globalThis,
      beacon = null,
      cookies = memoryCookies(),
      dehydratedState = {},
    }: RootStoreOptions = {},
  ) {
    this.timers = timers;
    this.cookies = cookies;
    this.dehydratedState = dehydratedState;
    this.audit = new AuditStore(this, api, beacon);
    this.directory = new DirectoryStore(this, api);
    this.enquired = new EnquiredStore();
    this.menus = new MenuStore(this, isLargeScreen);
    this.modal = new ModalStore(this);
    this.rememberedSearch = new RememberedSearch(cookies);
    this.results = new ResultsStore(this, api);
    this.search = new SearchStore(this, timers);
    this.searchContext = new SearchContextStore(this, api);
    this.searchCount = new SearchCountStore(this, api, timers);
    this.searchHydration = new SearchHydration(this, timers);
    this.searchPanel = new SearchPanelUiStore(this, timers);
    this.session = new SessionStore(this, api);
    this.toasts = new ToastStore(this);
    if (dehydratedState.locations) this.directory.hydrate(dehydratedState.locations);
    if (dehydratedState.search) this.searchHydration.hydrate(dehydratedState.search);
  }

  /** The on-demand store `factory` makes, made now if this is its first use. */
  use<S>(factory: StoreFactory<S>): S {
    if (!this.made.has(factory)) this.made.set(factory, factory(this));
    return this.made.get(factory) as S;
  }

  /**
   * Loads an on-demand store's module (once; again only after a failed load) and makes the store.
   * For stores the page frame shows something of before any page needs them (the header's shortlist
   * count): the frame reads them with `loaded`, which changes when the load completes, never during
   * a render.
   */
  load<S>(loader: StoreLoader<S>): Promise<S> {
    let loading = this.loads.get(loader) as Promise<S> | undefined;
    if (!loading) {
      loading = loader().then((factory) => {
        const store = this.use(factory);
        runInAction(() => this.arrived.set(loader, store));
        return store;
      });
      loading.catch(() => this.loads.delete(loader));
      this.loads.set(loader, loading);
    }
    return loading;
  }

  /** The store `loader` loaded, or undefined until `load(loader)` has completed (observable). */
  loaded<S>(loader: StoreLoader<S>): S | undefined {
    return this.arrived.get(loader) as S | undefined;
  }

  /** Called by the session store when the visitor signs in or out. */
  sessionChanged(signedIn: boolean) {
    for (const loader of sessionFollowers) {
      void this.load(loader).then((store) => store.sessionChanged(signedIn));
    }
  }
}
