import { makeAutoObservable } from 'mobx';
import type { ApiClient } from '../api/client';
import { isApiError } from '../api/errors';
import type { VehicleDetail } from '../api/types';
import { Request } from './request';
import type { RootStore } from './RootStore';

/**
 * The shortlisted vehicles in detail, for the compare page (`GET /api/vehicles/{vehicleId}` for
 * each, side by side in the shortlist's order). Vehicles no longer advertised (404) are left out and
 * counted; any other failure fails the whole comparison, which can be tried again.
 */
class CompareStore {
  vehicles: VehicleDetail[] = [];
  /** How many of the asked-for vehicles are no longer advertised. */
  withdrawn = 0;
  readonly request = new Request();
  private asked = '';

  constructor(
    readonly root: RootStore,
    private readonly api: ApiClient,
  ) {
    makeAutoObservable<CompareStore, 'api' | 'asked'>(this, { root: false, api: false, asked: false });
  }

  get status() {
    return this.request.state;
  }

  /** Loads the vehicles with these ids (newest first), unless they are the ones loaded or loading. */
  async load(vehicleIds: readonly number[]) {
    const asked = vehicleIds.join(',');
    if (asked === this.asked && !this.request.isFailed) return;
    this.asked = asked;
    await this.request.run(
      () =>
        Promise.allSettled(
          vehicleIds.map((id) =>
            this.api.GET('/api/vehicles/{vehicleId}', { params: { path: { vehicleId: String(id) } } }),
          ),
        ),
      (answers) => {
        const found: VehicleDetail[] = [];
        let withdrawn = 0;
        let failed = false;
        for (const answer of answers) {
          if (answer.status === 'fulfilled' && answer.value.data) found.push(answer.value.data);
          else if (answer.status === 'rejected' && isApiError(answer.reason) && answer.reason.Code === 404) withdrawn++;
          else failed = true;
        }
        this.vehicles = found;
        this.withdrawn = withdrawn;
        return !failed;
      },
    );
  }
}

/** The on-demand factory (see RootStore.use). */
export const compareStore = (root: RootStore) => new CompareStore(root, root.api);
