import { makeAutoObservable, observableRef } from 'mobx';
import type { ApiClient } from '../api/client';
import { isApiError } from '../api/errors';
import type { VehicleDetail } from '../api/types';
import { isKnownPostcode, normalisePostcode } from '@domain/uk/postcode';
import { Request } from './request';
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
  /** The vehicle's request from nothing (the page's loading and failed states); a 404 fails it as `'notFound'`. */
  readonly request = new Request<'notFound'>();
  /** The shown vehicle asked again with a postcode, for its distance: the page stays as it is meanwhile. */
  readonly distanceRequest = new Request();
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
      this.askedPostcode = dehydrated.askedPostcode;
      this.request.known(dehydrated.vehicle !== null, dehydrated.notFound ? 'notFound' : null);
      this.hydrated = true;
    }
    // The advert is replaced whole, never changed in place: kept as it came (an observable reference).
    makeAutoObservable<VehicleStore, 'api' | 'hydrated'>(this, {
      root: false,
      api: false,
      hydrated: false,
      vehicle: observableRef,
      request: false,
      distanceRequest: false,
    });
  }

  get status() {
    return this.request.state;
  }

  /** The last load failed because no such vehicle is advertised (the page is a 404). */
  get notFound(): boolean {
    return this.request.error === 'notFound';
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
    if (this.vehicleId === vehicleId && this.request.isUnderWay) return;
    if (await this.fetchFirst(vehicleId)) this.viewed(vehicleId, visit);
  }

  /**
   * Asks for the vehicle the page is now of, from nothing; true when it is shown. The server's render
   * loads the page with this alone: only the browser records the view.
   */
  fetchFirst(vehicleId: number): Promise<boolean> {
    this.vehicleId = vehicleId;
    this.vehicle = null;
    this.phoneRevealed = false;
    // The vehicle asked before (and any distance asked for it) is not the page's any more.
    this.distanceRequest.drop();
    const postcode = this.root.rememberedSearch.postcode();
    return this.request.run(
      () => this.ask(vehicleId, postcode),
      ({ data }) => (data ? this.show(data, postcode) : false),
      (error) => (isApiError(error) && error.Code === 404 ? 'notFound' : null),
    );
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
    const { vehicleId } = this;
    if (vehicleId === null || !this.vehicle) return;
    const asked = normalisePostcode(postcode);
    // A failed distance request keeps the vehicle shown.
    await this.distanceRequest.run(
      () => this.ask(vehicleId, asked),
      ({ data }) => (data ? this.show(data, asked) : false),
    );
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

  /** Asks for the vehicle, with the postcode for its distance when there is one. */
  private ask(vehicleId: number, postcode: string) {
    return this.api.GET('/api/vehicles/{vehicleId}', {
      params: { path: { vehicleId: String(vehicleId) }, query: postcode ? { postcode } : {} },
    });
  }

  /** Shows the vehicle as answered for this postcode. */
  private show(vehicle: VehicleDetail, postcode: string) {
    this.vehicle = vehicle;
    this.askedPostcode = postcode;
  }
}

/** The on-demand factory (see RootStore.use). */
export const vehicleStore = (root: RootStore) => new VehicleStore(root, root.api, root.dehydratedState.vehicle);
