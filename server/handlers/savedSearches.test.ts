import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Started } from '../start';
import { testServer, TestBrowser } from '../testing';
import { accountCatalogue, registered, signedIn as signedInAs } from './account.fixtures';

// The contract's seeded saved searches (listSavedSearches 'two'), newest first.
const seededIds = ['6f1c2b7e-3d4a-4f0b-9c1e-2a7d5e8b9c01', '0b9e4d21-5c6f-4a83-8e2d-71f0c3a5b642'];
const unknownId = '00000000-0000-4000-8000-000000000000';
const criteria = {
  PostCode: 'M11AE',
  Type: 'car',
  MakeModels: [{ Value: 'vauxhall', Selected: true, Models: [{ Value: 'corsa', Selected: true }] }],
  MaxPrice: 8000,
  SortOrder: 'price-asc',
  PaginationCurrentPage: 1,
};
const search = (Name: string) => ({ Name, VehicleType: 'car', EmailAlerts: false, Criteria: criteria });

let server: Started;
let clock = Date.parse('2026-11-25T09:00:00Z');
beforeAll(async () => {
  // Each request a second later: "newest first" is then a fact, not a tie.
  server = await testServer(accountCatalogue(0), () => new Date((clock += 1000)));
});
afterAll(async () => server?.app.close());
beforeEach(async () => {
  expect((await server.app.inject({ method: 'POST', url: '/__test/reset' })).statusCode).toBe(204);
});

const signedIn = () => signedInAs(server.app);
const newPerson = (email: string) => registered(server.app, email);

const list = async (browser: TestBrowser) => (await browser.call('GET', '/api/account/saved-searches')).body;
const listIds = async (browser: TestBrowser): Promise<string[]> =>
  (await list(browser)).SavedSearches.map((s: { Id: string }) => s.Id);

describe('saved searches', () => {
  it('answers 401 to an anonymous session', async () => {
    const browser = new TestBrowser(server.app);
    await browser.open();
    expect((await browser.call('GET', '/api/account/saved-searches')).status).toBe(401);
    expect((await browser.call('POST', '/api/account/saved-searches', search('Corsas'))).status).toBe(401);
    expect(
      (await browser.call('PUT', `/api/account/saved-searches/${seededIds[0]}`, { Name: 'x', EmailAlerts: false }))
        .status,
    ).toBe(401);
    expect((await browser.call('DELETE', `/api/account/saved-searches/${seededIds[0]}`)).status).toBe(401);
  });

  it("starts as the contract's example for the seeded person", async () => {
    const browser = await signedIn();
    const { SavedSearches } = await list(browser);
    expect(SavedSearches.map((s: { Id: string; Name: string; Created: string }) => [s.Id, s.Name, s.Created])).toEqual([
      [seededIds[0], 'Manual Fiestas near Westminster', '2026-11-02T18:24:00Z'],
      [seededIds[1], 'Transit Customs under £20,000', '2026-10-14T09:05:00Z'],
    ]);
  });

  it('saves a search as the newest, with its criteria as sent, a new UUID and the time it was saved', async () => {
    const browser = await signedIn();
    const answer = await browser.call('POST', '/api/account/saved-searches', search('Corsas in Manchester'));
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ Name: 'Corsas in Manchester', VehicleType: 'car', EmailAlerts: false });
    expect(answer.body.Criteria).toEqual(criteria);
    expect(seededIds).not.toContain(answer.body.Id);
    expect(Date.parse(answer.body.Created)).toBeGreaterThan(Date.parse('2026-11-25T09:00:00Z'));
    const { SavedSearches } = await list(browser);
    expect(SavedSearches[0]).toEqual(answer.body);
    expect(SavedSearches).toHaveLength(3);
  });

  it('refuses criteria for the other vehicle type with 422', async () => {
    const browser = await signedIn();
    const answer = await browser.call('POST', '/api/account/saved-searches', {
      ...search('Vans?'),
      VehicleType: 'van',
    });
    expect(answer.status).toBe(422);
    expect(await listIds(browser)).toEqual(seededIds);
  });

  it('refuses a name of only spaces with 422, on save and on edit; stores names trimmed', async () => {
    const browser = await signedIn();
    expect((await browser.call('POST', '/api/account/saved-searches', search('   '))).status).toBe(422);
    const edit = await browser.call('PUT', `/api/account/saved-searches/${seededIds[0]}`, {
      Name: '  ',
      EmailAlerts: true,
    });
    expect(edit.status).toBe(422);
    expect(await listIds(browser)).toEqual(seededIds);
    const saved = await browser.call('POST', '/api/account/saved-searches', search('  Corsas  '));
    expect(saved.body.Name).toBe('Corsas');
  });

  it('refuses the 21st saved search with 409', async () => {
    const browser = await signedIn();
    for (let n = 3; n <= 20; n++)
      expect((await browser.call('POST', '/api/account/saved-searches', search(`Search ${n}`))).status).toBe(201);
    const refused = await browser.call('POST', '/api/account/saved-searches', search('Search 21'));
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      Code: 409,
      FriendlyMessage: 'You can save up to 20 searches. Please delete one first.',
    });
    const ids = await listIds(browser);
    expect(ids).toHaveLength(20);
    expect((await browser.call('DELETE', `/api/account/saved-searches/${ids[0]}`)).status).toBe(204);
    expect((await browser.call('POST', '/api/account/saved-searches', search('Search 21'))).status).toBe(201);
  });

  it('renames and switches alerts, keeping the criteria and the date', async () => {
    const browser = await signedIn();
    const [before] = (await list(browser)).SavedSearches;
    const answer = await browser.call('PUT', `/api/account/saved-searches/${seededIds[0]}`, {
      Name: 'Fiestas in London',
      EmailAlerts: false,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ ...before, Name: 'Fiestas in London', EmailAlerts: false });
    expect((await list(browser)).SavedSearches[0]).toEqual(answer.body);
  });

  it('deletes one; deleting it again is 404', async () => {
    const browser = await signedIn();
    expect((await browser.call('DELETE', `/api/account/saved-searches/${seededIds[1]}`)).status).toBe(204);
    expect(await listIds(browser)).toEqual([seededIds[0]]);
    expect((await browser.call('DELETE', `/api/account/saved-searches/${seededIds[1]}`)).status).toBe(404);
  });

  it("keeps each person's saved searches private: another person's id is 404, like an unknown one", async () => {
    const priya = await newPerson('priya.shah@example.co.uk');
    expect(await listIds(priya)).toEqual([]);
    const own = await priya.call('POST', '/api/account/saved-searches', search('Priya’s Corsas'));
    expect(own.status).toBe(201);
    expect(await listIds(priya)).toEqual([own.body.Id]);

    for (const id of [seededIds[0], unknownId]) {
      const edit = await priya.call('PUT', `/api/account/saved-searches/${id}`, {
        Name: 'Mine now',
        EmailAlerts: true,
      });
      expect(edit.status).toBe(404);
      expect(edit.body).toEqual({ Code: 404, FriendlyMessage: 'Sorry, we could not find that saved search.' });
      expect((await priya.call('DELETE', `/api/account/saved-searches/${id}`)).status).toBe(404);
    }
    const ameliaBrowser = await signedIn();
    expect(await listIds(ameliaBrowser)).toEqual(seededIds);
    expect((await ameliaBrowser.call('DELETE', `/api/account/saved-searches/${own.body.Id}`)).status).toBe(404);
    expect(await listIds(priya)).toEqual([own.body.Id]);
  });

  it('refuses changes without the CSRF token with 403', async () => {
    const browser = await signedIn();
    browser.csrfToken = undefined;
    expect((await browser.call('POST', '/api/account/saved-searches', search('No token'))).status).toBe(403);
    expect((await browser.call('DELETE', `/api/account/saved-searches/${seededIds[0]}`)).status).toBe(403);
    browser.csrfToken = '0'.repeat(32);
    expect(
      (await browser.call('PUT', `/api/account/saved-searches/${seededIds[0]}`, { Name: 'x', EmailAlerts: true }))
        .status,
    ).toBe(403);
    expect(await listIds(browser)).toEqual(seededIds);
  });
});
