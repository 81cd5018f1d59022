import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '../api/client';
import type { County, FilterOption, MakeModel, Town, VehicleType } from '../api/types';
import type { RootStore } from './RootStore';

type Load = 'idle' | 'loading' | 'loaded' | 'failed';

/** A town of the locations lookup, with the county it is in. */
export interface TownInCounty {
  county: County;
  town: Town;
}

/**
 * Lists for the directory and landing pages: every make of a vehicle type, and the counties with
 * their towns (each with its centre postcode). The dealer directory is `DealerStore`'s.
 */
export class DirectoryStore {
  makes: MakeModel[] = [];
  makesState: Load = 'idle';
  counties: County[] = [];
  locationsState: Load = 'idle';
  /** The car price bands that have cars, cheapest first (the price-bands lookup). */
  priceBands: FilterOption[] = [];
  priceBandsState: Load = 'idle';

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

  /** The town a county slug and town slug name together in the locations lookup; undefined when none. */
  findTown(countySlug: string, townSlug: string): TownInCounty | undefined {
    const county = this.counties.find((entry) => entry.Slug === countySlug);
    const town = county?.Towns.find((entry) => entry.Slug === townSlug);
    return county && town ? { county, town } : undefined;
  }

  /** Starts from the locations lookup the server's render loaded (a town's landing page): hydration. */
  hydrate(counties: County[]) {
    this.counties = counties;
    this.locationsState = 'loaded';
  }

  /** Loads the counties and towns once a visit. */
  loadLocations() {
    return this.lookup(
      'locationsState',
      () => this.api.GET('/api/lookups/locations'),
      ({ data }) => (this.counties = data?.Counties ?? []),
    );
  }

  /** Loads the car price bands that have cars once a visit. */
  loadPriceBands() {
    return this.lookup(
      'priceBandsState',
      () => this.api.GET('/api/lookups/car/price-bands'),
      ({ data }) => (this.priceBands = data?.Options ?? []),
    );
  }

  /** Loads a lookup kept for the visit: again only after a failure, never while loading. */
  private async lookup<T>(
    state: 'locationsState' | 'priceBandsState',
    fetch: () => Promise<T>,
    keep: (data: T) => void,
  ) {
    if (this[state] === 'loading' || this[state] === 'loaded') return;
    this[state] = 'loading';
    try {
      const data = await fetch();
      runInAction(() => {
        keep(data);
        this[state] = 'loaded';
      });
    } catch {
      runInAction(() => (this[state] = 'failed'));
    }
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
}
