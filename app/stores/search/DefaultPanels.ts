import type { ApiClient } from '../../api/client';
import type { SearchCriteria, VehicleType } from '../../api/types';

/**
 * The default search panel per vehicle type (requirements 7.8), fetched once a visit: a re-sort or
 * page turn needs no new one, and a start while one is on its way waits for the same request.
 */
export class DefaultPanels {
  private readonly panels = new Map<VehicleType, SearchCriteria>();
  private readonly requests = new Map<VehicleType, Promise<SearchCriteria>>();

  constructor(private readonly api: ApiClient) {}

  /** The default panel of `vehicleType` kept for the visit, if it has arrived. */
  get(vehicleType: VehicleType): SearchCriteria | undefined {
    return this.panels.get(vehicleType);
  }

  /** Keeps a default panel that came another way (the server's render of the page). */
  set(vehicleType: VehicleType, panel: SearchCriteria) {
    this.panels.set(vehicleType, panel);
  }

  /** Whether the default panel of `vehicleType` is on its way. */
  isRequested(vehicleType: VehicleType): boolean {
    return this.requests.has(vehicleType);
  }

  /** The default panel, one request at a time per vehicle type; {} when the request failed. */
  fetch(vehicleType: VehicleType): Promise<SearchCriteria> {
    const sent = this.requests.get(vehicleType);
    if (sent) return sent;
    const request = this.request(vehicleType).finally(() => this.requests.delete(vehicleType));
    this.requests.set(vehicleType, request);
    return request;
  }

  private async request(vehicleType: VehicleType): Promise<SearchCriteria> {
    try {
      const { data } = await this.api.GET(`/api/search/${vehicleType}/panel/default`);
      if (data) this.panels.set(vehicleType, data);
      return data ?? {};
    } catch (error) {
      console.error('getResetJSON failed', error);
      return {};
    }
  }
}
