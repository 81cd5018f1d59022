import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { ApiClient } from '../api/client';
import { isApiError } from '../api/errors';
import type { VehicleDetail } from '../api/types';
import { isKnownPostcode, normalisePostcode } from '@domain/uk/postcode';
import type { LoadState } from './request';
import { recentStore } from './RecentStore';
import type { RootStore } from './RootStore';

/**
 * What the server's render of a vehicle page loaded (app/render.tsx `renderRequest`), dehydrated: the
 * browser's store is hydrated with it (`RootStore` `dehydratedState`) so its first render draws the
 * same page.
 */
export interface DehydratedVehicle {
  vehicleId: number;
  vehicle: VehicleDetail | null;
  notFound: boolean;
  askedPostcode: string;
}

/** Where the visitor followed the vehicle link from: its `i` (position) and `m` (tracking id). */
export interface VehicleVisit {
  position?: string;
  trackingId?: string;
}

/**
 * The vehicle the vehicle page shows (`GET /api/vehicles/{vehicleId}`), asked with the visitor's
 * postcode when one is known so the answer carries the distance to the dealer. Each vehicle shown is
 * recorded as recently viewed and sent as a `VehicleView` audit event. A vehicle the server does not
 * know (404) is `notFound`.
 */
export class VehicleStore {
  vehicleId: number | null = null;
  vehicle: VehicleDetail | null = null;
  status: LoadState = 'idle';
  /** The last load failed because no such vehicle is advertised (the page is a 404). */
  notFound = false;
  /** The postcode the shown vehicle was asked with ('' for none): a distance is shown only for it. */
  askedPostcode = '';
  /** The visitor asked to see the dealer's phone number (it is then a `tel:` link). */
  phoneRevealed = false;
  /**
   * The store was hydrated with the vehicle the server rendered the page with: the page's `load` of it
   * records the view rather than asking again.
   */
  private hydrated = false;

  constructor(
    readonly root: RootStore,
    private readonly api: ApiClient,
    dehydrated?: DehydratedVehicle,
  ) {
    if (dehydrated) {
      this.vehicleId = dehydrated.vehicleId;
      this.vehicle = dehydrated.vehicle;
      this.notFound = dehydrated.notFound;
      this.askedPostcode = dehydrated.askedPostcode;
      this.status = dehydrated.vehicle ? 'loaded' : 'failed';
      this.hydrated = true;
    }
    // The advert is replaced whole, never changed in place: kept as it came (an observable reference).
    makeAutoObservable<VehicleStore, 'api' | 'hydrated'>(this, {
      root: false,
      api: false,
      hydrated: false,
      vehicle: observableRef,
    });
  }

  /** What the server's render dehydrates for the browser (see `DehydratedVehicle`). */
  dehydrate(): DehydratedVehicle | null {
    if (this.vehicleId === null || (!this.vehicle && !this.notFound)) return null;
    return {
      vehicleId: this.vehicleId,
      vehicle: this.vehicle,
      notFound: this.notFound,
      askedPostcode: this.askedPostcode,
    };
  }

  /**
   * Miles from the visitor's postcode to the dealer: only when this page asked with a postcode, so a
   * figure never shows for a postcode the visitor did not give.
   */
  get distanceMiles(): number | null {
    return this.askedPostcode ? (this.vehicle?.DistanceMiles ?? null) : null;
  }

  /** Whether that distance is approximate (a non-geographic district, or one placed at its area's centre). */
  get distanceIsApproximate(): boolean {
    return this.distanceMiles !== null && this.vehicle?.DistanceIsApproximate === true;
  }

  async load(vehicleId: number, visit: VehicleVisit = {}) {
    const rendered = this.hydrated && this.vehicleId === vehicleId;
    this.hydrated = false;
    if (rendered) {
      if (this.vehicle) this.viewed(vehicleId, visit);
      return;
    }
    if (this.vehicleId === vehicleId && (this.status === 'loading' || this.status === 'loaded')) return;
    if (await this.fetchFirst(vehicleId)) this.viewed(vehicleId, visit);
  }

  /**
   * Asks for the vehicle the page is now of, from nothing; true when it is shown. The server's render
   * loads the page with this alone: only the browser records the view.
   */
  fetchFirst(vehicleId: number): Promise<boolean> {
    this.vehicleId = vehicleId;
    this.vehicle = null;
    this.notFound = false;
    this.phoneRevealed = false;
    this.status = 'loading';
    return this.fetch(vehicleId, this.root.rememberedSearch.postcode());
  }

  /** Records a shown vehicle as recently viewed and tells the audit. */
  private viewed(vehicleId: number, visit: VehicleVisit) {
    this.root.use(recentStore).viewed(vehicleId);
    void this.root.audit.record('VehicleView', [String(vehicleId), visit.position ?? '', visit.trackingId ?? '']);
  }

  /**
   * The visitor gave a postcode (vdp-force-postcode): remembered for a day like a search's, and the
   * vehicle asked again with it for the distance, keeping the page as it is meanwhile.
   */
  async usePostcode(postcode: string) {
    if (!isKnownPostcode(postcode)) return;
    this.root.rememberedSearch.rememberPostcode(postcode);
    if (this.vehicleId !== null && this.vehicle) await this.fetch(this.vehicleId, normalisePostcode(postcode));
  }

  /** Shows the dealer's number and tells the audit (calls are what dealers pay for). */
  revealPhone() {
    if (this.phoneRevealed || !this.vehicle) return;
    this.phoneRevealed = true;
    void this.root.audit.record('PhoneReveal', [
      String(this.vehicle.Vehicle.VehicleId),
      String(this.vehicle.Dealer.Id),
    ]);
  }

  /** Asks for the vehicle; true when it was shown (and is still the one asked for). */
  private async fetch(vehicleId: number, postcode: string): Promise<boolean> {
    try {
      const { data } = await this.api.GET('/api/vehicles/{vehicleId}', {
        params: { path: { vehicleId: String(vehicleId) }, query: postcode ? { postcode } : {} },
      });
      if (this.vehicleId !== vehicleId) return false;
      runInAction(() => {
        this.vehicle = data ?? this.vehicle;
        this.askedPostcode = data ? postcode : this.askedPostcode;
        if (this.status === 'loading') this.status = data ? 'loaded' : 'failed';
      });
      return Boolean(data);
    } catch (error) {
      if (this.vehicleId !== vehicleId) return false;
      runInAction(() => {
        // A failed distance request keeps the vehicle shown.
        if (this.status !== 'loading') return;
        this.notFound = isApiError(error) && error.Code === 404;
        this.status = 'failed';
      });
      return false;
    }
  }
}

/** The on-demand factory (see RootStore.use). */
export const vehicleStore = (root: RootStore) => new VehicleStore(root, root.api, root.dehydratedState.vehicle);
