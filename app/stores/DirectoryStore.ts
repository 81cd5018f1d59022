import { makeAutoObservable } from 'mobx';
import type { ApiClient } from '../api/client';
import type { County, FilterOption, MakeModel, Town, VehicleType } from '../api/types';
import { Request } from './request';
import type { RootStore } from './RootStore';

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
  counties: County[] = [];
  /** The car price bands that have cars, cheapest first (the price-bands lookup). */
  priceBands: FilterOption[] = [];
  /** One request for each list. */
  readonly requests = { makes: new Request(), locations: new Request(), priceBands: new Request() };

  constructor(
    readonly root: RootStore,
    private readonly api: ApiClient,
  ) {
    makeAutoObservable<DirectoryStore, 'api'>(this, { root: false, api: false });
  }

  get makesState() {
    return this.requests.makes.state;
  }

  get locationsState() {
    return this.requests.locations.state;
  }

  get priceBandsState() {
    return this.requests.priceBands.state;
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
    this.requests.locations.known(true);
  }

  /** Loads the counties and towns once a visit. */
  loadLocations() {
    return this.lookup(
      this.requests.locations,
      () => this.api.GET('/api/lookups/locations'),
      ({ data }) => (this.counties = data?.Counties ?? []),
    );
  }

  /** Loads the car price bands that have cars once a visit. */
  loadPriceBands() {
    return this.lookup(
      this.requests.priceBands,
      () => this.api.GET('/api/lookups/car/price-bands'),
      ({ data }) => (this.priceBands = data?.Options ?? []),
    );
  }

  /** Loads a lookup kept for the visit: again only after a failure, never while loading. */
  private async lookup<T>(request: Request, fetch: () => Promise<T>, keep: (data: T) => void) {
    if (request.isUnderWay) return;
    await request.run(fetch, (data) => {
      keep(data);
    });
  }

  async loadMakes(vehicleType: VehicleType) {
    await this.requests.makes.run(
      () => this.api.GET(`/api/lookups/${vehicleType}/makes`),
      ({ data }) => {
        this.makes = data?.Makes ?? [];
      },
    );
  }
}
