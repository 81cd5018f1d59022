import { describe, expect, it } from 'vitest';
import { memoryCookies } from '../lib/cookies';
import { parseRecentCookie, recentStore } from './RecentStore';
import { createTestStores, jsonResponse, vehicleCard, vehicleDetail } from './testing';
import { vehicleStore } from './VehicleStore';

const detail = (VehicleId: number) => vehicleDetail({ Vehicle: vehicleCard({ VehicleId }) });

describe('RecentStore', () => {
  it('records views most recent first, once each, in its cookie', () => {
    const cookies = memoryCookies();
    const { stores } = createTestStores(undefined, { cookies });
    const recent = stores.use(recentStore);
    for (const id of [1, 2, 3, 2, 4, 5]) recent.viewed(id);
    expect(recent.vehicleIds).toEqual([5, 4, 2, 3, 1]);
    expect(cookies.get('fc_recent')).toBe('5|4|2|3|1');
    expect(cookies.maxAge.get('fc_recent')).toBe(2592000);
    // A later visit starts from the cookie.
    expect(createTestStores(undefined, { cookies }).stores.use(recentStore).vehicleIds).toEqual([5, 4, 2, 3, 1]);
  });

  it('keeps 8 and ignores a malformed cookie', () => {
    const { stores } = createTestStores();
    const recent = stores.use(recentStore);
    for (let id = 1; id <= 10; id++) recent.viewed(id);
    expect(recent.vehicleIds).toEqual([10, 9, 8, 7, 6, 5, 4, 3]);
    expect(parseRecentCookie('7|x|7|0|-3|12345678901|9')).toEqual([7, 9]);
    expect(parseRecentCookie('%E0%A4%A')).toEqual([]);
  });

  it('shows the cards of the 4 viewed last, in the order viewed, skipping withdrawn adverts', async () => {
    const { stores, requests } = createTestStores(() =>
      // The server answers in its own order and without vehicle 4 (withdrawn).
      jsonResponse({ Vehicles: [1, 2, 3, 5, 6].map((VehicleId) => vehicleCard({ VehicleId })) }),
    );
    const recent = stores.use(recentStore);
    for (const id of [1, 2, 3, 4, 5, 6]) recent.viewed(id);
    await recent.load();
    expect(requests[0]?.path).toBe('/api/vehicles');
    expect(recent.shown.map((card) => card.VehicleId)).toEqual([6, 5, 3, 2]);
  });

  it('with none viewed, is loaded and empty without a call', async () => {
    const { stores, requests } = createTestStores();
    const recent = stores.use(recentStore);
    await recent.load();
    expect(recent.status).toBe('loaded');
    expect(recent.shown).toEqual([]);
    expect(requests).toEqual([]);
  });

  it('is fed by the vehicle page: each vehicle shown is a view; an unknown one is a 404 and is not', async () => {
    const { stores, requests } = createTestStores((request) =>
      request.path.endsWith('/404')
        ? jsonResponse({ Code: 404, FriendlyMessage: 'Sorry, this vehicle is no longer advertised.' }, 404)
        : jsonResponse(detail(Number(request.path.split('/').pop()))),
    );
    const vehicle = stores.use(vehicleStore);
    await vehicle.load(20481734);
    await vehicle.load(20482015);
    await vehicle.load(404);
    expect(vehicle.notFound).toBe(true);
    expect(requests.map((request) => request.path).filter((path) => path !== '/api/audit')).toEqual([
      '/api/vehicles/20481734',
      '/api/vehicles/20482015',
      '/api/vehicles/404',
    ]);
    expect(stores.use(recentStore).vehicleIds).toEqual([20482015, 20481734]);
  });
});
