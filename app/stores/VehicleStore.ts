import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '../api/client';
import { isApiError } from '../api/errors';
import type { VehicleDetail } from '../api/types';
import type { LoadState } from './load';
import { recentStore } from './RecentStore';
import type { RootStore } from './RootStore';

/**
 * The vehicle the vehicle page shows (`GET /api/vehicles/{vehicleId}`); each vehicle shown is
 * recorded as recently viewed. A vehicle the server does not know (404) is `notFound`.
 */
export class VehicleStore {
  vehicleId: number | null = null;
  vehicle: VehicleDetail | null = null;
  status: LoadState = 'idle';
  /** The last load failed because no such vehicle is advertised (the page is a 404). */
  notFound = false;

  constructor(
    readonly root: RootStore,
    private readonly api: ApiClient,
  ) {
    makeAutoObservable<VehicleStore, 'api'>(this, { root: false, api: false });
  }

  async load(vehicleId: number) {
    if (this.vehicleId === vehicleId && (this.status === 'loading' || this.status === 'loaded')) return;
    this.vehicleId = vehicleId;
    this.vehicle = null;
    this.notFound = false;
    this.status = 'loading';
    try {
      const { data } = await this.api.GET('/api/vehicles/{vehicleId}', {
        params: { path: { vehicleId: String(vehicleId) } },
      });
      if (this.vehicleId !== vehicleId) return;
      runInAction(() => {
        this.vehicle = data ?? null;
        this.status = data ? 'loaded' : 'failed';
      });
      if (data) this.root.use(recentStore).viewed(data.Vehicle.VehicleId);
    } catch (error) {
      if (this.vehicleId !== vehicleId) return;
      runInAction(() => {
        this.notFound = isApiError(error) && error.Code === 404;
        this.status = 'failed';
      });
    }
  }
}

/** The on-demand factory (see RootStore.use). */
export const vehicleStore = (root: RootStore) => new VehicleStore(root, root.api);
