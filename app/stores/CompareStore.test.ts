import { describe, expect, it } from 'vitest';
import { compareStore } from './CompareStore';
import { createTestStores, jsonResponse, vehicleCard, vehicleDetail } from './testing';

const detail = (VehicleId: number) => vehicleDetail({ Vehicle: vehicleCard({ VehicleId }) });

describe('CompareStore', () => {
  it('loads each vehicle in detail, in the order asked, leaving out withdrawn ones', async () => {
    const { stores, requests } = createTestStores((request) => {
      const id = Number(request.path.split('/').pop());
      return id === 3
        ? jsonResponse({ Code: 404, FriendlyMessage: 'Sorry, this vehicle is no longer advertised.' }, 404)
        : jsonResponse(detail(id));
    });
    const compare = stores.use(compareStore);
    await compare.load([2, 3, 1]);
    expect(requests.map((request) => request.path).sort()).toEqual([
      '/api/vehicles/1',
      '/api/vehicles/2',
      '/api/vehicles/3',
    ]);
    expect(compare.vehicles.map((vehicle) => vehicle.Vehicle.VehicleId)).toEqual([2, 1]);
    expect(compare.withdrawn).toBe(1);
    expect(compare.status).toBe('loaded');
    await compare.load([2, 3, 1]);
    expect(requests).toHaveLength(3);
  });

  it('fails on any other failure, and tries again when asked', async () => {
    let fail = true;
    const { stores } = createTestStores((request) =>
      fail
        ? jsonResponse({ Code: 500, FriendlyMessage: 'Down' }, 500)
        : jsonResponse(detail(Number(request.path.split('/').pop()))),
    );
    const compare = stores.use(compareStore);
    await compare.load([1]);
    expect(compare.status).toBe('failed');
    fail = false;
    await compare.load([1]);
    expect(compare.status).toBe('loaded');
  });
});
