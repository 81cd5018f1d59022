import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Started } from '../start';
import { testServer, TestBrowser } from '../testing';
import { accountCatalogue, registered, signedIn as signedInAs, extraIds } from './account.fixtures';

const unknownVehicle = 99_999_999;

let server: Started;
beforeAll(async () => {
  server = await testServer(accountCatalogue(40));
});
afterAll(async () => server?.app.close());
beforeEach(async () => {
  expect((await server.app.inject({ method: 'POST', url: '/__test/reset' })).statusCode).toBe(204);
});

const signedIn = () => signedInAs(server.app);
const newPerson = (email: string) => registered(server.app, email);

const save = (browser: TestBrowser, vehicleId: number) =>
  browser.call('POST', '/account/savevehicleshortlist', { vehicleId, returnVehicle: false });
/** Runs `check` while the catalogue does not hold the vehicle (given its title), then advertises it again. */
async function withdrawn(vehicleId: number, check: (title: string) => Promise<void>) {
  const row = await server.db
    .selectFrom('vehicles')
    .select(['id', 'dealer_id', 'vehicle_type', 'record'])
    .where('id', '=', vehicleId)
    .executeTakeFirstOrThrow();
  await server.db.deleteFrom('vehicles').where('id', '=', vehicleId).execute();
  try {
    await check(row.record.detail.Vehicle.Title);
  } finally {
    await server.db
      .insertInto('vehicles')
      .values({ ...row, record: JSON.stringify(row.record) })
      .execute();
  }
}
const ids = async (browser: TestBrowser): Promise<number[]> =>
  (await browser.call('GET', '/api/account/shortlist')).body.VehicleIds;

describe('the signed-in shortlist', () => {
  it('answers 401 to an anonymous session on every shortlist operation', async () => {
    const browser = new TestBrowser(server.app);
    await browser.open();
    expect((await browser.call('GET', '/api/account/shortlist')).status).toBe(401);
    expect((await save(browser, extraIds(1)[0] ?? 0)).status).toBe(401);
    expect((await browser.call('POST', '/account/deletevehicleshortlistbyid', { vehicleId: 20481734 })).status).toBe(
      401,
    );
    expect((await browser.call('POST', '/api/account/shortlist/merge', { vehicleIds: [20481734] })).status).toBe(401);
  });

  it("starts as the contract's example for the seeded person, the cards matching the ids", async () => {
    const browser = await signedIn();
    const answer = await browser.call('GET', '/api/account/shortlist');
    expect(answer.status).toBe(200);
    expect(answer.body.VehicleIds).toEqual([20482015, 20490112, 20481734]);
    expect(answer.body.Vehicles.map((v: { VehicleId: number }) => v.VehicleId)).toEqual(answer.body.VehicleIds);
  });

  it('adds a vehicle as the newest; adding one already held changes nothing; removing works', async () => {
    const browser = await signedIn();
    const [added] = extraIds(1) as [number];
    const answer = await save(browser, added);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ VehicleIds: [added, 20482015, 20490112, 20481734], Count: 4 });
    const again = await save(browser, 20490112);
    expect(again.body).toEqual(answer.body);
    const removed = await browser.call('POST', '/account/deletevehicleshortlistbyid', { vehicleId: 20490112 });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ VehicleIds: [added, 20482015, 20481734], Count: 3 });
    expect(await ids(browser)).toEqual([added, 20482015, 20481734]);
    const notHeld = await browser.call('POST', '/account/deletevehicleshortlistbyid', { vehicleId: 20490112 });
    expect(notHeld.body.Count).toBe(3);
  });

  it('gives each card its place in the shortlist as Position, newest first from 1, in every answer that lists cards', async () => {
    const browser = await signedIn();
    const [added] = extraIds(1) as [number];
    await save(browser, added);
    const positions = (answer: { body: { Vehicles: { Position: number }[] } }) =>
      answer.body.Vehicles.map((v) => v.Position);
    expect(positions(await browser.call('GET', '/api/account/shortlist'))).toEqual([1, 2, 3, 4]);
    const merged = await browser.call('POST', '/api/account/shortlist/merge', { vehicleIds: [20482166] });
    expect(positions(merged)).toEqual([1, 2, 3, 4, 5]);
    // A vehicle gone from the catalogue keeps its place, and its saved card is numbered as the others.
    await withdrawn(added, async () => {
      expect(positions(await browser.call('GET', '/api/account/shortlist'))).toEqual([1, 2, 3, 4, 5]);
    });
  });

  it('refuses an unknown vehicle with 404 and keeps the shortlist', async () => {
    const browser = await signedIn();
    const answer = await save(browser, unknownVehicle);
    expect(answer.status).toBe(404);
    expect(await ids(browser)).toEqual([20482015, 20490112, 20481734]);
  });

  it('refuses a save without the CSRF token with 403', async () => {
    const browser = await signedIn();
    browser.csrfToken = undefined;
    expect((await save(browser, extraIds(1)[0] ?? 0)).status).toBe(403);
    browser.csrfToken = 'f'.repeat(32);
    expect((await save(browser, extraIds(1)[0] ?? 0)).status).toBe(403);
    expect((await ids(browser)).length).toBe(3);
  });

  it('refuses a removal without the CSRF token with 403, as JSON or as a plain HTML form; the car stays', async () => {
    const browser = await signedIn();
    const token = browser.csrfToken;
    browser.csrfToken = undefined;
    const removed = await browser.call('POST', '/account/deletevehicleshortlistbyid', { vehicleId: 20490112 });
    expect(removed.status).toBe(403);
    expect(removed.body.Code).toBe(403);
    browser.csrfToken = 'f'.repeat(32);
    expect((await browser.call('POST', '/account/deletevehicleshortlistbyid', { vehicleId: 20490112 })).status).toBe(
      403,
    );
    // What a page elsewhere can send without script: a form post carrying the cookie and no token.
    const form = await server.app.inject({
      method: 'POST',
      url: '/account/deletevehicleshortlistbyid',
      headers: { cookie: `fc_session=${browser.cookie}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'vehicleId=20490112',
    });
    expect([403, 415]).toContain(form.statusCode);
    browser.csrfToken = token;
    expect(await ids(browser)).toEqual([20482015, 20490112, 20481734]);
  });

  it("refuses the 26th vehicle with 409 and 'Your shortlist is full'; the shortlist stays 25", async () => {
    const browser = await signedIn();
    for (const id of extraIds(22)) expect((await save(browser, id)).status).toBe(200);
    const full = await ids(browser);
    expect(full.length).toBe(25);
    const refused = await save(browser, extraIds(23)[22] ?? 0);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      Code: 409,
      FriendlyMessage: 'Your shortlist is full. You can add up to 25 vehicles.',
    });
    expect(await ids(browser)).toEqual(full);
    // A vehicle already held is still fine at 25.
    expect((await save(browser, 20481734)).status).toBe(200);
  });

  it('holds 25 when 30 adds arrive at once: each waits for the person’s row, so none passes the limit', async () => {
    const person = await newPerson('all.at.once@example.co.uk');
    const statuses = (await Promise.all(extraIds(30).map((id) => save(person, id)))).map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(25);
    expect(statuses.filter((status) => status === 409)).toHaveLength(5);
    expect(await ids(person)).toHaveLength(25);
  });

  it('keeps each person their own shortlist', async () => {
    const priya = await newPerson('priya.shah@example.co.uk');
    expect(await ids(priya)).toEqual([]);
    await save(priya, 20481734);
    expect(await ids(priya)).toEqual([20481734]);
    expect(await ids(await signedIn())).toEqual([20482015, 20490112, 20481734]);
  });
});

describe('mergeShortlist', () => {
  const merge = (browser: TestBrowser, vehicleIds: number[]) =>
    browser.call('POST', '/api/account/shortlist/merge', { vehicleIds });

  it("adds the sent ids as the newest, in the order sent (the contract's 'merged' example)", async () => {
    const browser = await signedIn();
    const answer = await merge(browser, [20482166, 20481802]);
    expect(answer.status).toBe(200);
    expect(answer.body.VehicleIds).toEqual([20482166, 20481802, 20482015, 20490112, 20481734]);
    expect(answer.body.Vehicles.map((v: { VehicleId: number }) => v.VehicleId)).toEqual(answer.body.VehicleIds);
    expect(answer.body.NotAdded).toEqual([]);
    expect(await ids(browser)).toEqual(answer.body.VehicleIds);
  });

  it('keeps held ids where they are and leaves unknown ids out of both lists', async () => {
    const browser = await signedIn();
    const answer = await merge(browser, [20490112, unknownVehicle, 20482166]);
    expect(answer.body.VehicleIds).toEqual([20482166, 20482015, 20490112, 20481734]);
    expect(answer.body.NotAdded).toEqual([]);
  });

  it('caps at 25: the oldest sent ids that do not fit come back in NotAdded, in the order sent', async () => {
    const browser = await signedIn();
    for (const id of extraIds(20)) await save(browser, id);
    const before = await ids(browser);
    expect(before.length).toBe(23);
    const answer = await merge(browser, [20482166, 20481802, 20482233, 20482390]);
    expect(answer.status).toBe(200);
    expect(answer.body.VehicleIds).toEqual([20482166, 20481802, ...before]);
    expect(answer.body.NotAdded).toEqual([20482233, 20482390]);
    expect(await ids(browser)).toHaveLength(25);
  });

  it('adds nothing to a full shortlist and says so', async () => {
    const browser = await signedIn();
    for (const id of extraIds(22)) await save(browser, id);
    const before = await ids(browser);
    const answer = await merge(browser, [20482166, 20481734]);
    expect(answer.body.VehicleIds).toEqual(before);
    expect(answer.body.NotAdded).toEqual([20482166]);
  });

  it('refuses a list naming one id twice with 422 and changes nothing', async () => {
    const browser = await signedIn();
    const answer = await merge(browser, [20482166, 20481802, 20482166]);
    expect(answer.status).toBe(422);
    expect(answer.body.Code).toBe(100);
    expect(await ids(browser)).toEqual([20482015, 20490112, 20481734]);
  });

  it('refuses a merge without the CSRF token with 403', async () => {
    const browser = await signedIn();
    browser.csrfToken = undefined;
    expect((await merge(browser, [20482166])).status).toBe(403);
  });

  it('keeps a vehicle that leaves the catalogue, in its place, as its saved card marked no longer available', async () => {
    const browser = await signedIn();
    const gone = extraIds(40)[39] as number;
    expect((await save(browser, gone)).status).toBe(200);
    await withdrawn(gone, async (title) => {
      const answer = await browser.call('GET', '/api/account/shortlist');
      expect(answer.status).toBe(200);
      expect(answer.body.VehicleIds).toEqual([gone, 20482015, 20490112, 20481734]);
      expect(answer.body.Vehicles[0]).toMatchObject({ VehicleId: gone, Title: title, NoLongerAvailable: true });
      expect(answer.body.Vehicles.slice(1).map((v: { NoLongerAvailable?: boolean }) => v.NoLongerAvailable)).toEqual([
        undefined,
        undefined,
        undefined,
      ]);
      // It counts toward 25, and it can be removed.
      const removed = await browser.call('POST', '/account/deletevehicleshortlistbyid', { vehicleId: gone });
      expect(removed.body).toEqual({ VehicleIds: [20482015, 20490112, 20481734], Count: 3 });
    });
  });

  it('shows the saved card of a vehicle gone from the catalogue in the merge answer too', async () => {
    const browser = await signedIn();
    const gone = extraIds(40)[39] as number;
    expect((await browser.call('POST', '/api/account/shortlist/merge', { vehicleIds: [gone] })).status).toBe(200);
    await withdrawn(gone, async () => {
      const answer = await browser.call('POST', '/api/account/shortlist/merge', { vehicleIds: [gone] });
      expect(answer.status).toBe(200);
      expect(answer.body.VehicleIds[0]).toBe(gone);
      expect(answer.body.Vehicles[0]).toMatchObject({ VehicleId: gone, NoLongerAvailable: true });
    });
  });
});
