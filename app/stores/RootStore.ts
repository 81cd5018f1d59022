import type { ApiClient } from '../api/client';
import { memoryCookies, type CookieStorage } from '../lib/cookies';
import { AccountStore } from './AccountStore';
import { AuditStore, type Beacon } from './AuditStore';
import { DirectoryStore } from './DirectoryStore';
import { MenuStore } from './MenuStore';
import { ModalStore } from './ModalStore';
import { SearchPanelUiStore } from './search/SearchPanelUiStore';
import { SearchStore } from './search/SearchStore';
import { ToastStore } from './ToastStore';

export interface RootStoreOptions {
  /** Whether the screen starts at or above the large-screen breakpoint (1024 px). */
  isLargeScreen?: boolean;
  /** Timers for toasts and debounces; tests pass fakes. */
  timers?: Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'>;
  /** navigator.sendBeacon in the browser; none in tests unless given. */
  beacon?: Beacon | null;
  /** The browser's cookies in the app; in memory in tests. */
  cookies?: CookieStorage;
}

/** Builds every domain store around one injected API client; tests pass a client with a fake fetch. */
export class RootStore {
  readonly account: AccountStore;
  readonly audit: AuditStore;
  readonly directory: DirectoryStore;
  readonly menus: MenuStore;
  readonly modal: ModalStore;
  readonly search: SearchStore;
  readonly searchPanel: SearchPanelUiStore;
  readonly toasts: ToastStore;

  constructor(
    readonly api: ApiClient,
    { isLargeScreen = true, timers = globalThis, beacon = null, cookies = memoryCookies() }: RootStoreOptions = {},
  ) {
    this.account = new AccountStore(this);
    this.audit = new AuditStore(this, api, beacon);
    this.directory = new DirectoryStore(this, api);
    this.menus = new MenuStore(this, isLargeScreen);
    this.modal = new ModalStore(this);
    this.search = new SearchStore(this, api, timers, cookies);
    this.searchPanel = new SearchPanelUiStore(this, timers);
    this.toasts = new ToastStore(this);
  }
}
