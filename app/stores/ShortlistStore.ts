import { makeAutoObservable, observable, runInAction } from 'mobx';
import type { ApiClient } from '../api/client';
import { failureText } from '../api/failureText';
import { parseIdList } from '../lib/idList';
import type { Shortlist, VehicleCard } from '../api/types';
import { Request, type Ticket } from './request';
import type { FollowsSession, RootStore } from './RootStore';
import { shortlistCookie, shortlistMax } from './shortlistCookie';
import { toastTimeouts } from '@ds/tokens/tokens';
import type { ToastAction } from './ToastStore';
import { vehicleTypeCodes, vehicleWords } from '@domain/vehicleTypes';

const cookieEntry = /^([1-9][0-9]{0,9})-0$/;

/**
 * The ids in a shortlist cookie value, newest first. Entries that are not '{VehicleId}-0' (or name an
 * id no vehicle can have) are ignored, as are repeats and anything past the 25th; a malformed or
 * missing value is an empty shortlist, never an error.
 */
export function parseShortlistCookie(value: string | undefined): number[] {
  return parseIdList(value, cookieEntry, shortlistMax);
}

function formatShortlistCookie(ids: readonly number[]): string {
  return ids.map((id) => `${id}-0`).join('|');
}

/** The words the shortlist says (requirements 4.2, 4.3, 8.5), word for word. */
export const shortlistMessages = {
  full: 'Your shortlist is full',
  fullDetail: `You can add up to ${shortlistMax} vehicles.`,
  added: (vehicleType: number) => `${vehicleNoun(vehicleType)} added to shortlist`,
  addFailed: (vehicleType: number) =>
    `We could not add this ${vehicleNoun(vehicleType).toLowerCase()} to your shortlist`,
  removeFailed: (vehicleType: number) =>
    `We could not remove this ${vehicleNoun(vehicleType).toLowerCase()} from your shortlist`,
  mergeFailed: 'We could not add the vehicles you shortlisted before signing in to your account',
  notAdded: (count: number) =>
    `${count === 1 ? '1 vehicle' : `${count} vehicles`} you shortlisted before signing in did not fit in your shortlist.`,
} as const;

/** VehicleType 1 is a car, 7 a van; anything else is a vehicle (requirements 3.2). */
export function vehicleNoun(vehicleType: number): 'Car' | 'Van' | 'Vehicle' {
  if (vehicleType === vehicleTypeCodes.car) return vehicleWords.car.One;
  if (vehicleType === vehicleTypeCodes.van) return vehicleWords.van.One;
  return 'Vehicle';
}

/**
 * The shortlist (requirements 4.1 to 4.5, 9.1): vehicle ids newest first, at most 25, and the cards
 * known for them. Signed out it lives in the `fc_shortlist` cookie; signed in on the server
 * (`/account/savevehicleshortlist`, `/account/deletevehicleshortlistbyid`, each with the CSRF
 * header the client adds), changed at once on screen and rolled back, with a word to the person, if
 * the server refuses. Signing in merges the cookie's vehicles into the account, says what did not
 * fit, and clears the cookie.
 *
 * On demand: reach it through `root.load(loadShortlistStore)` (stores/loaders), so the header can
 * show its count once loaded.
 */
export class ShortlistStore implements FollowsSession {
  /** The vehicle ids, newest first (requirements 3.4). */
  vehicleIds: number[] = [];
  /** Whether `vehicleIds` is the account's list (signed in) rather than the cookie's. */
  isAccountList = false;
  /** The account's list (signed in); the cookie's is there at once. */
  readonly list = new Request();
  /** The cards of the held vehicles (for the panel and compare). */
  readonly cardsRequest = new Request();
  /** Cards known by id: from the cards toggled, the account's list and `loadCards`. */
  private readonly cards = observable.map<number, VehicleCard>(undefined, { deep: false });
  /** Ids whose card the server did not return (no longer advertised). */
  private readonly unavailable = observable.set<number>();
  /** Ids with a server call under way; toggling them again waits for the answer. */
  private readonly pending = observable.set<number>();

  constructor(
    readonly root: RootStore,
    private readonly api: ApiClient,
  ) {
    makeAutoObservable<ShortlistStore, 'api'>(this, { root: false, api: false, list: false, cardsRequest: false });
    if (!root.session.isSignedIn) {
      this.readCookie();
      this.list.known(true);
    }
  }

  get listState() {
    return this.list.state;
  }

  get cardsState() {
    return this.cardsRequest.state;
  }

  get count(): number {
    return this.vehicleIds.length;
  }

  get isFull(): boolean {
    return this.count >= shortlistMax;
  }

  /** The vehicles, newest first, those whose cards are known (requirements 3.4). */
  get vehicles(): VehicleCard[] {
    return this.vehicleIds.flatMap((id) => this.cards.get(id) ?? []);
  }

  /** How many held vehicles are no longer advertised (their cards did not come back). */
  get unavailableCount(): number {
    return this.vehicleIds.filter((id) => this.unavailable.has(id)).length;
  }

  /**
   * Whether the list is the visitor's as it stands: the session has settled and the list is the one
   * it calls for (the cookie's signed out, the account's signed in), loaded.
   */
  get isReady(): boolean {
    const { request, isSignedIn } = this.root.session;
    return (request.isLoaded || request.isFailed) && this.isAccountList === isSignedIn && this.list.isLoaded;
  }

  has(vehicleId: number): boolean {
    return this.vehicleIds.includes(vehicleId);
  }

  /** A vehicle held is removed, otherwise added (requirements 4.1). */
  toggle(card: VehicleCard) {
    if (this.has(card.VehicleId)) this.remove(card.VehicleId);
    else this.add(card);
  }

  /**
   * Adds a vehicle, newest first. With 25 held it does nothing but open the shortlist panel and say
   * the shortlist is full; otherwise it says '{Car|Van|Vehicle} added to shortlist', with View.
   */
  add(card: VehicleCard) {
    const id = card.VehicleId;
    if (this.has(id) || this.pending.has(id)) return;
    if (this.isFull) {
      this.root.menus.open('shortlist');
      this.root.toasts.show(shortlistMessages.full, {
        description: shortlistMessages.fullDetail,
        timeout: toastTimeouts.other,
        group: 'shortlist',
      });
      return;
    }
    this.cards.set(id, card);
    this.vehicleIds = [id, ...this.vehicleIds];
    if (!this.isAccountList) {
      this.writeCookie();
      this.announceAdded(card);
      return;
    }
    void this.send(id, card.VehicleType, 'add');
  }

  /** Removes a vehicle (its heart, or Remove in the panel). */
  remove(vehicleId: number) {
    const index = this.vehicleIds.indexOf(vehicleId);
    if (index < 0 || this.pending.has(vehicleId)) return;
    this.vehicleIds = this.vehicleIds.filter((id) => id !== vehicleId);
    if (!this.isAccountList) {
      this.writeCookie();
      return;
    }
    void this.send(vehicleId, this.cards.get(vehicleId)?.VehicleType ?? 0, 'remove', index);
  }

  /** Removes every held vehicle that is no longer advertised. */
  removeUnavailable() {
    for (const id of this.vehicleIds.filter((held) => this.unavailable.has(held))) this.remove(id);
  }

  /** Fetches the cards of held vehicles not yet known (`GET /api/vehicles?ids=`). */
  async loadCards() {
    const missing = this.vehicleIds.filter((id) => !this.cards.has(id) && !this.unavailable.has(id));
    if (missing.length === 0) {
      this.cardsRequest.known(true);
      return;
    }
    if (this.cardsRequest.isLoading) return;
    await this.cardsRequest.run(
      () => this.api.GET('/api/vehicles', { params: { query: { ids: missing } } }),
      ({ data }) => {
        if (!data) return false;
        for (const card of data.Vehicles) this.cards.set(card.VehicleId, card);
        for (const id of missing) if (!this.cards.has(id)) this.unavailable.add(id);
        return true;
      },
    );
  }

  /**
   * Signing in: the cookie's vehicles are merged into the account (`POST /api/account/shortlist/merge`),
   * the person is told how many did not fit, and the cookie is cleared; without any, the account's
   * list is loaded. A failed merge keeps the cookie (nothing is lost) and says so. Signing out: the
   * cookie's list again. An answer for a session since left (signed out meanwhile) is dropped.
   */
  async sessionChanged(signedIn: boolean) {
    this.isAccountList = signedIn;
    if (!signedIn) {
      this.readCookie();
      this.list.known(true);
      return;
    }
    const ticket = this.list.start();
    const fromCookie = parseShortlistCookie(this.root.cookies.get(shortlistCookie));
    if (fromCookie.length > 0) {
      try {
        const { data } = await this.api.POST('/api/account/shortlist/merge', { body: { vehicleIds: fromCookie } });
        if (data) {
          this.root.cookies.remove(shortlistCookie);
          this.applyMerged(data, ticket);
          if (data.NotAdded.length > 0) {
            this.root.toasts.show(shortlistMessages.full, {
              description: `${shortlistMessages.notAdded(data.NotAdded.length)} ${shortlistMessages.fullDetail}`,
              timeout: null,
              action: this.viewAction(),
              group: 'shortlist',
            });
          }
          return;
        }
      } catch (error) {
        this.root.toasts.show(shortlistMessages.mergeFailed, {
          description: failureText(error),
          tone: 'critical',
          timeout: toastTimeouts.other,
          group: 'shortlist',
        });
      }
    }
    if (this.list.isCurrent(ticket)) await this.loadAccountList();
  }

  /** The account's list (`GET /api/account/shortlist`); again after a failure. */
  async loadAccountList() {
    await this.list.run(
      () => this.api.GET('/api/account/shortlist'),
      ({ data }) => (data ? this.keepAccountList(data) : false),
    );
  }

  /** The merge's answer is the account's list, if the sign-in it was for still stands. */
  private applyMerged(list: Pick<Shortlist, 'VehicleIds' | 'Vehicles'>, ticket: Ticket) {
    if (!this.list.isCurrent(ticket)) return;
    this.keepAccountList(list);
    this.list.succeed(ticket);
  }

  private keepAccountList(list: Pick<Shortlist, 'VehicleIds' | 'Vehicles'>) {
    for (const card of list.Vehicles) this.cards.set(card.VehicleId, card);
    this.vehicleIds = [...list.VehicleIds];
  }

  /** Tells the server; a refusal or failure undoes the change on screen and tells the person why. */
  private async send(id: number, vehicleType: number, change: 'add' | 'remove', index = 0) {
    this.pending.add(id);
    try {
      if (change === 'add')
        await this.api.POST('/account/savevehicleshortlist', { body: { vehicleId: id, returnVehicle: false } });
      else await this.api.POST('/account/deletevehicleshortlistbyid', { body: { vehicleId: id } });
      runInAction(() => this.pending.delete(id));
      const card = this.cards.get(id);
      if (change === 'add' && card) this.announceAdded(card);
    } catch (error) {
      runInAction(() => {
        this.pending.delete(id);
        if (change === 'add') this.vehicleIds = this.vehicleIds.filter((held) => held !== id);
        else if (!this.has(id)) this.vehicleIds.splice(Math.min(index, this.vehicleIds.length), 0, id);
        this.root.toasts.show(
          change === 'add' ? shortlistMessages.addFailed(vehicleType) : shortlistMessages.removeFailed(vehicleType),
          { description: failureText(error), tone: 'critical', timeout: toastTimeouts.other, group: 'shortlist' },
        );
      });
    }
  }

  private announceAdded(card: VehicleCard) {
    this.root.toasts.show(shortlistMessages.added(card.VehicleType), {
      tone: 'success',
      timeout: toastTimeouts.success,
      action: this.viewAction(),
      group: 'shortlist',
    });
  }

  /** View opens the shortlist panel, as the header's Shortlist button does on every page. */
  private viewAction(): ToastAction {
    return {
      label: 'View',
      onAction: () => this.root.menus.open('shortlist'),
      alsoAt: 'the header’s Shortlist button',
    };
  }

  /** The cookie's list; a cookie with no valid entry is removed, so the header stops asking for the store. */
  private readCookie() {
    this.vehicleIds = parseShortlistCookie(this.root.cookies.get(shortlistCookie));
    if (this.vehicleIds.length === 0) this.root.cookies.remove(shortlistCookie);
  }

  private writeCookie() {
    if (this.vehicleIds.length === 0) this.root.cookies.remove(shortlistCookie);
    else this.root.cookies.set(shortlistCookie, formatShortlistCookie(this.vehicleIds), undefined, { raw: true });
  }
}

/** The on-demand factory (see RootStore.use); load it with `loadShortlistStore`. */
export const shortlistStore = (root: RootStore) => new ShortlistStore(root, root.api);
