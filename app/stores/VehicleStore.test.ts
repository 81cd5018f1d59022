import { describe, expect, it, vi } from 'vitest';
import { postcodeCookie } from './search/RememberedSearch';
import { createTestStores, jsonResponse, vehicleCard, vehicleDetail } from './testing';
import { recentStore } from './RecentStore';
import { vehicleStore } from './VehicleStore';

const answerVehicles = (request: { path: string; query: URLSearchParams }) => {
  if (request.path === '/api/audit') return new Response(null, { status: 204 });
  const id = Number(request.path.split('/').pop());
  if (id === 404)
    return jsonResponse({ Code: 404, FriendlyMessage: 'Sorry, this vehicle is no longer advertised.' }, 404);
  return jsonResponse(
    vehicleDetail({
      Vehicle: vehicleCard({ VehicleId: id }),
      ...(request.query.get('postcode') ? { DistanceMiles: 4.2 } : {}),
    }),
  );
};

describe('VehicleStore', () => {
  it('loads the vehicle, records it as viewed and sends a VehicleView audit event with where it was followed from', async () => {
    const { stores, requests } = createTestStores(answerVehicles);
    const vehicle = stores.use(vehicleStore);
    await vehicle.load(20481734, { position: '3', trackingId: 'search' });
    expect(vehicle.status).toBe('loaded');
    expect(vehicle.vehicle?.Vehicle.VehicleId).toBe(20481734);
    expect(stores.use(recentStore).vehicleIds).toEqual([20481734]);
    const audit = await vi.waitFor(() => requests.find((request) => request.path === '/api/audit') ?? Promise.reject());
    expect(audit.body).toEqual({ Type: 'VehicleView', Parameters: ['20481734', '3', 'search'] });
  });

  it('asks without a postcode when none is known, and shows no distance even if the server sends one', async () => {
    const { stores, requests } = createTestStores((request) =>
      request.path === '/api/audit'
        ? new Response(null, { status: 204 })
        : jsonResponse(vehicleDetail({ DistanceMiles: 9.9 })),
    );
    const vehicle = stores.use(vehicleStore);
    await vehicle.load(20481734);
    expect(requests[0]?.query.has('postcode')).toBe(false);
    expect(vehicle.distanceMiles).toBeNull();
  });

  it('asks with the remembered postcode, and with one the visitor gives (remembered for a day)', async () => {
    const { stores, requests } = createTestStores(answerVehicles);
    stores.cookies.set(postcodeCookie, 'RG1 8DN');
    const vehicle = stores.use(vehicleStore);
    await vehicle.load(20481734);
    expect(requests[0]?.query.get('postcode')).toBe('RG18DN');
    expect(vehicle.distanceMiles).toBe(4.2);

    stores.cookies.remove(postcodeCookie);
    await vehicle.usePostcode('sw1a 1aa');
    const last = requests.filter((request) => request.path.startsWith('/api/vehicles/')).at(-1);
    expect(last?.query.get('postcode')).toBe('SW1A1AA');
    expect(stores.cookies.get(postcodeCookie)).toBe('SW1A1AA');
    expect(vehicle.status).toBe('loaded');
    expect(vehicle.distanceMiles).toBe(4.2);
  });

  it('keeps the vehicle shown when asking again with a postcode fails', async () => {
    let fail = false;
    const { stores } = createTestStores((request) =>
      fail && request.path.startsWith('/api/vehicles/')
        ? jsonResponse({ Code: 500, FriendlyMessage: 'Down' }, 500)
        : answerVehicles(request),
    );
    const vehicle = stores.use(vehicleStore);
    await vehicle.load(20481734);
    fail = true;
    await vehicle.usePostcode('SW1A 1AA');
    expect(vehicle.status).toBe('loaded');
    expect(vehicle.vehicle?.Vehicle.VehicleId).toBe(20481734);
  });

  it('shows the distance for the postcode given last, even when an earlier one answers after it', async () => {
    let answerFirst: (() => void) | undefined;
    const { stores } = createTestStores((request) => {
      if (request.query.get('postcode') !== 'SW1A1AA') return answerVehicles(request);
      return new Promise<Response>((resolve) => (answerFirst = () => resolve(answerVehicles(request))));
    });
    const vehicle = stores.use(vehicleStore);
    await vehicle.load(20481734);
    const first = vehicle.usePostcode('SW1A 1AA');
    await vi.waitFor(() => expect(answerFirst).toBeDefined());
    await vehicle.usePostcode('M1 1AE');
    expect(vehicle.askedPostcode).toBe('M11AE');
    answerFirst?.();
    await first;
    expect(vehicle.askedPostcode).toBe('M11AE');
    expect(vehicle.status).toBe('loaded');
  });

  it('is notFound for a vehicle the server does not know, and failed for other failures', async () => {
    const { stores } = createTestStores(answerVehicles);
    const vehicle = stores.use(vehicleStore);
    await vehicle.load(404);
    expect(vehicle.notFound).toBe(true);
    expect(vehicle.status).toBe('failed');
    expect(stores.use(recentStore).vehicleIds).toEqual([]);
  });

  it('reveals the phone number once, telling the audit which vehicle and dealer', async () => {
    const { stores, requests } = createTestStores(answerVehicles);
    const vehicle = stores.use(vehicleStore);
    await vehicle.load(20481734);
    vehicle.revealPhone();
    vehicle.revealPhone();
    expect(vehicle.phoneRevealed).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const reveals = requests.filter(
      (request) => (request.body as { Type?: string } | undefined)?.Type === 'PhoneReveal',
    );
    expect(reveals.map((request) => request.body)).toEqual([{ Type: 'PhoneReveal', Parameters: ['20481734', '3101'] }]);
    await vehicle.load(20482015);
    expect(vehicle.phoneRevealed).toBe(false);
  });

  describe('starting from the vehicle the server rendered the page with', () => {
    const dehydrated = (vehicleId: number, notFound = false) => ({
      vehicleId,
      vehicle: notFound ? null : vehicleDetail({ Vehicle: vehicleCard({ VehicleId: vehicleId }), DistanceMiles: 7 }),
      notFound,
      askedPostcode: notFound ? '' : 'RG18DN',
    });

    it('shows it at once; its load records the view and the audit event without asking for it again', async () => {
      const { stores, requests } = createTestStores(answerVehicles, {
        dehydratedState: { vehicle: dehydrated(20481734) },
      });
      const vehicle = stores.use(vehicleStore);
      expect(vehicle.status).toBe('loaded');
      expect(vehicle.distanceMiles).toBe(7);
      await vehicle.load(20481734, { position: '2', trackingId: 'search' });
      expect(requests.filter((request) => request.path.startsWith('/api/vehicles/'))).toEqual([]);
      expect(stores.use(recentStore).vehicleIds).toEqual([20481734]);
      const audit = await vi.waitFor(
        () => requests.find((request) => request.path === '/api/audit') ?? Promise.reject(),
      );
      expect(audit.body).toEqual({ Type: 'VehicleView', Parameters: ['20481734', '2', 'search'] });
      // Only once: the same page's next load (StrictMode's second effect) asks nothing and records nothing.
      await vehicle.load(20481734);
      expect(requests.filter((request) => request.path !== '/api/session')).toHaveLength(1);
    });

    it('a vehicle the server found unknown stays the 404 page, unrecorded; another vehicle is asked for as usual', async () => {
      const { stores, requests } = createTestStores(answerVehicles, {
        dehydratedState: { vehicle: dehydrated(404, true) },
      });
      const vehicle = stores.use(vehicleStore);
      await vehicle.load(404);
      expect(vehicle.notFound).toBe(true);
      expect(requests).toEqual([]);
      expect(stores.use(recentStore).vehicleIds).toEqual([]);
      await vehicle.load(20482015);
      expect(requests.map((request) => request.path)).toContain('/api/vehicles/20482015');
      expect(vehicle.vehicle?.Vehicle.VehicleId).toBe(20482015);
    });
  });
});
