import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '../api/client';
import type { Dealer, MakeModel, Pagination, VehicleType } from '../api/types';
import type { RootStore } from './RootStore';

type Load = 'idle' | 'loading' | 'loaded' | 'failed';

/** Lists for the directory pages: every make of a vehicle type, and the dealers. */
export class DirectoryStore {
  makes: MakeModel[] = [];
  makesState: Load = 'idle';
  dealers: Dealer[] = [];
  dealersPagination: Pagination | null = null;
  dealersState: Load = 'idle';

  constructor(
    readonly root: RootStore,
    private readonly api: ApiClient,
  ) {
    makeAutoObservable<DirectoryStore, 'api'>(this, { root: false, api: false });
  }

  /** Every make (the wildcard left out), most vehicles first. */
  get makesByName(): MakeModel[] {
    return this.makes
      .filter((make) => make.Value !== '*')
      .toSorted((a, b) => (a.Name ?? a.Value).localeCompare(b.Name ?? b.Value));
  }

  async loadMakes(vehicleType: VehicleType) {
    this.makesState = 'loading';
    try {
      const { data } = await this.api.GET(`/api/lookups/${vehicleType}/makes`);
      runInAction(() => {
        this.makes = data?.Makes ?? [];
        this.makesState = 'loaded';
      });
    } catch {
      runInAction(() => (this.makesState = 'failed'));
    }
  }

  async loadDealers(vehicleType: VehicleType, page = 1) {
    this.dealersState = 'loading';
    try {
      const { data } = await this.api.GET('/api/dealers', { params: { query: { vehicleType, page } } });
      runInAction(() => {
        this.dealers = data?.Dealers ?? [];
        this.dealersPagination = data?.Pagination ?? null;
        this.dealersState = 'loaded';
      });
    } catch {
      runInAction(() => (this.dealersState = 'failed'));
    }
  }
}
