import { makeAutoObservable } from 'mobx';
import type { ApiClient } from '../api/client';
import type { VehicleCard } from '../api/types';
import type { CookieStorage } from '../lib/cookies';
import { parseIdList } from '../lib/idList';
import { Request } from './request';
import type { RootStore } from './RootStore';

/** The Recent panel shows the 4 vehicles viewed last (requirements 9.1). */
export const recentShown = 4;
/** Ids kept: more than are shown, so a withdrawn advert does not leave the panel short. */
const recentKept = 8;

/**
 * The recently viewed vehicles' cookie: their ids, most recent first, joined by '|' (e.g.
 * `20482015|20481734`), 30 days, path '/'. A cookie rather than localStorage: it goes through the
 * same injected CookieStorage as the shortlist and postcode (tests pass an in-memory one), lasts as
 * long as they do, and a server could read it to mark cards viewed.
 */
export const recentCookie = 'fc_recent';

/** The ids in a recent cookie value: well-formed ids only, no repeats, at most `recentKept`. */
export function parseRecentCookie(value: string | undefined): number[] {
  return parseIdList(value, /^([1-9][0-9]{0,9})$/, recentKept);
}

/**
 * Recently viewed vehicles (requirements 2.17, 4.15): the vehicle page records each view here (most
 * recent first, no repeats); the Recent panel shows the cards of the 4 viewed last.
 */
class RecentStore {
  vehicleIds: number[];
  /** The cards of the most recent vehicles, most recent first (requirements 3.4). */
  vehicles: VehicleCard[] = [];
  readonly request = new Request();

  constructor(
    readonly root: RootStore,
    private readonly api: ApiClient,
    private readonly cookies: CookieStorage,
  ) {
    this.vehicleIds = parseRecentCookie(cookies.get(recentCookie));
    makeAutoObservable<RecentStore, 'api' | 'cookies'>(this, { root: false, api: false, cookies: false });
  }

  get status() {
    return this.request.state;
  }

  /** The cards the panel shows: the 4 viewed last that are still advertised. */
  get shown(): VehicleCard[] {
    return this.vehicles.slice(0, recentShown);
  }

  /** Records a view: the vehicle becomes the most recent, once. */
  viewed(vehicleId: number) {
    this.vehicleIds = [vehicleId, ...this.vehicleIds.filter((id) => id !== vehicleId)].slice(0, recentKept);
    this.cookies.set(recentCookie, this.vehicleIds.join('|'), undefined, { raw: true });
  }

  /** Fetches the cards of the vehicles viewed last (`GET /api/vehicles?ids=`), each time the panel opens. */
  async load() {
    const ids = this.vehicleIds.slice();
    if (ids.length === 0) {
      this.vehicles = [];
      this.request.known(true);
      return;
    }
    await this.request.run(
      () => this.api.GET('/api/vehicles', { params: { query: { ids } } }),
      ({ data }) => {
        if (!data) return false;
        // In the order viewed, whatever order the server answers in.
        const byId = new Map(data.Vehicles.map((card) => [card.VehicleId, card]));
        this.vehicles = ids.flatMap((id) => byId.get(id) ?? []);
        return true;
      },
    );
  }
}

/** The on-demand factory (see RootStore.use). */
export const recentStore = (root: RootStore) => new RecentStore(root, root.api, root.cookies);
