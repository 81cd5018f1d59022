import { describe, expect, it } from 'vitest';
import type { SavedSearch, SearchCriteria, SessionState } from '../api/types';
import { savedSearchesFullMessage, savedSearchLimit } from '@domain/savedSearches';
import { savedSearchStore } from './SavedSearchStore';
import { createTestStores, jsonResponse as json, signedInSession, type SentRequest } from './testing';

const criteria: SearchCriteria = {
  PostCode: 'SW1A1AA',
  MakeModels: [{ Value: 'ford', Selected: true, Models: [{ Value: 'fiesta', Selected: true }] }],
  MaxPrice: 15000,
  PaginationCurrentPage: 1,
};

const saved = (id: number, name = `Search ${id}`): SavedSearch => ({
  Id: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
  Name: name,
  VehicleType: 'car',
  EmailAlerts: false,
  Created: '2026-11-02T18:24:00Z',
  Criteria: criteria,
});

const signedIn = (email: string): SessionState =>
  signedInSession({ User: { FirstName: 'Amelia', LastName: 'Hughes', Email: email, IsComplete: true } });

const serverError = { Code: 500, FriendlyMessage: 'Sorry, something went wrong on our side.' };

/** A fake server: GET answers `list`, the other calls answer what `answer` returns for them. */
function setup(
  list: SavedSearch[],
  answer: (request: SentRequest) => Response | Promise<Response> = () => json(serverError, 500),
) {
  const { stores, requests } = createTestStores(
    (request) =>
      request.method === 'GET' && request.path === '/api/account/saved-searches'
        ? json({ SavedSearches: list })
        : answer(request),
    // The client logs non-JSON failures; the test asserts the message instead.
    { logger: { error: () => {} } },
  );
  stores.session.apply(signedIn('amelia.hughes@example.co.uk'));
  return { stores, requests, saved: stores.use(savedSearchStore) };
}

const calls = (requests: SentRequest[]) => requests.map((request) => `${request.method} ${request.path}`);

/**
 * The saved-search calls among what was sent: once the shortlist's code has loaded (another test may
 * have loaded it), the shortlist follows the person who signs in too, with a call of its own.
 */
const savedSearchCalls = (requests: SentRequest[]) =>
  requests.filter((request) => request.path.startsWith('/api/account/saved-searches'));

describe('SavedSearchStore', () => {
  it('is made on first use, once', () => {
    const { stores } = createTestStores();
    expect(stores.use(savedSearchStore)).toBe(stores.use(savedSearchStore));
  });

  it('loads the list once, newest first as the server sends it, tracking the load state', async () => {
    const { saved: store, requests } = setup([saved(2), saved(1)]);
    expect(store.status).toBe('idle');
    const first = store.load();
    expect(store.status).toBe('loading');
    await Promise.all([first, store.load()]);
    await store.load();
    expect(calls(requests)).toEqual(['GET /api/account/saved-searches']);
    expect(store.status).toBe('loaded');
    expect(store.searches.map((search) => search.Name)).toEqual(['Search 2', 'Search 1']);
  });

  it('says a load failed, and asks again next time', async () => {
    let fail = true;
    const { stores, requests } = createTestStores(() =>
      fail ? json(serverError, 500) : json({ SavedSearches: [saved(1)] }),
    );
    const store = stores.use(savedSearchStore);
    await store.load();
    expect(store.status).toBe('failed');
    fail = false;
    await store.load();
    expect(store.status).toBe('loaded');
    expect(store.searches).toHaveLength(1);
    expect(requests).toHaveLength(2);
  });

  it('saves the criteria under the chosen name with the CSRF header, and lists the new search first', async () => {
    const created = saved(3, 'Fiestas near me');
    const { saved: store, requests } = setup([saved(1)], () => json(created, 201));
    await store.load();
    const outcome = await store.save('car', criteria, { Name: 'Fiestas near me', EmailAlerts: true });
    expect(outcome).toEqual({ ok: true, search: created });
    const post = requests.at(-1);
    expect(`${post?.method} ${post?.path}`).toBe('POST /api/account/saved-searches');
    expect(post?.body).toEqual({ Name: 'Fiestas near me', EmailAlerts: true, VehicleType: 'car', Criteria: criteria });
    expect(post?.headers.get('X-CSRF-Token')).toBe('signedInToken00000000');
    expect(store.searches.map((search) => search.Name)).toEqual(['Fiestas near me', 'Search 1']);
  });

  it("with 20 listed, says so without asking the server; a 409 gives the server's message", async () => {
    const full = Array.from({ length: savedSearchLimit }, (_, i) => saved(i + 1));
    const { saved: store, requests } = setup(full);
    await store.load();
    expect(store.isFull).toBe(true);
    expect(await store.save('car', criteria, { Name: 'One more', EmailAlerts: false })).toMatchObject({
      ok: false,
      message: savedSearchesFullMessage,
    });
    expect(calls(requests)).toEqual(['GET /api/account/saved-searches']);

    const conflict = { Code: 409, FriendlyMessage: 'You can save up to 20 searches. Please delete one first.' };
    const other = setup([], () => json(conflict, 409));
    // Not loaded here (the results page saves without the list): the server decides.
    const outcome = await other.saved.save('car', criteria, { Name: 'One more', EmailAlerts: false });
    expect(outcome).toEqual({ ok: false, message: conflict.FriendlyMessage, error: conflict });
    expect(other.saved.searches).toEqual([]);
  });

  it('a failed save changes nothing and says why', async () => {
    const { saved: store } = setup([saved(1)]);
    await store.load();
    const outcome = await store.save('car', criteria, { Name: 'Mine', EmailAlerts: false });
    expect(outcome).toMatchObject({ ok: false, message: serverError.FriendlyMessage });
    expect(store.searches.map((search) => search.Name)).toEqual(['Search 1']);
  });

  it('a save refused 401 (the session expired) asks to sign in; signing in again brings the form back', async () => {
    const notSignedIn = { Code: 401, FriendlyMessage: 'Please sign in to use your account.' };
    const { saved: store } = setup([saved(1)], (request) =>
      request.method === 'POST' ? json(notSignedIn, 401) : json(serverError, 500),
    );
    await store.load();
    expect(store.signInNeeded).toBeNull();
    const outcome = await store.save('car', criteria, { Name: 'Mine', EmailAlerts: false });
    expect(outcome).toMatchObject({ ok: false, message: notSignedIn.FriendlyMessage });
    expect(store.signInNeeded).toBe(notSignedIn.FriendlyMessage);
    expect(store.searches.map((search) => search.Name)).toEqual(['Search 1']);
    store.signedInAgain();
    expect(store.signInNeeded).toBeNull();
    // Other refusals are the form's own errors, not a sign-in.
    await store.edit(saved(1).Id, { Name: 'Mine', EmailAlerts: false });
    expect(store.signInNeeded).toBeNull();
  });

  it('edits the name and alerts with a PUT carrying the CSRF header, and shows the answer', async () => {
    const renamed = { ...saved(1), Name: 'Renamed', EmailAlerts: true };
    const { saved: store, requests } = setup([saved(2), saved(1)], () => json(renamed));
    await store.load();
    const id = saved(1).Id;
    expect(await store.edit(id, { Name: 'Renamed', EmailAlerts: true })).toEqual({ ok: true, search: renamed });
    const put = requests.at(-1);
    expect(`${put?.method} ${put?.path}`).toBe(`PUT /api/account/saved-searches/${id}`);
    expect(put?.body).toEqual({ Name: 'Renamed', EmailAlerts: true });
    expect(put?.headers.get('X-CSRF-Token')).toBe('signedInToken00000000');
    expect(store.searches.map((search) => search.Name)).toEqual(['Search 2', 'Renamed']);
  });

  it('a failed edit keeps the search as it was', async () => {
    const { saved: store } = setup([saved(1)]);
    await store.load();
    const outcome = await store.edit(saved(1).Id, { Name: 'Renamed', EmailAlerts: true });
    expect(outcome).toMatchObject({ ok: false, message: serverError.FriendlyMessage });
    expect(store.searches).toEqual([saved(1)]);
  });

  it('deletes with the CSRF header; the search leaves the list once the server has deleted it', async () => {
    let answer: (response: Response) => void = () => {};
    const answered = new Promise<Response>((resolve) => (answer = resolve));
    const { saved: store, requests } = setup([saved(2), saved(1)], () => answered);
    await store.load();
    const id = saved(2).Id;
    const deleting = store.remove(id);
    // Not optimistic: listed, marked as being deleted, until the answer.
    expect(store.isDeleting(id)).toBe(true);
    expect(store.searches).toHaveLength(2);
    answer(new Response(null, { status: 204 }));
    expect(await deleting).toEqual({ ok: true, search: saved(2) });
    const del = savedSearchCalls(requests).at(-1);
    expect(`${del?.method} ${del?.path}`).toBe(`DELETE /api/account/saved-searches/${id}`);
    expect(del?.headers.get('X-CSRF-Token')).toBe('signedInToken00000000');
    expect(store.searches.map((search) => search.Name)).toEqual(['Search 1']);
    expect(store.isDeleting(id)).toBe(false);
  });

  it('a failed delete keeps the search and says why; a 404 means it is gone already', async () => {
    let status = 500;
    const { saved: store } = setup([saved(2), saved(1)], () =>
      status === 404
        ? json({ Code: 404, FriendlyMessage: 'Sorry, we could not find that saved search.' }, 404)
        : json(serverError, 500),
    );
    await store.load();
    const outcome = await store.remove(saved(2).Id);
    expect(outcome).toMatchObject({ ok: false, message: serverError.FriendlyMessage });
    expect(store.searches).toHaveLength(2);
    expect(store.isDeleting(saved(2).Id)).toBe(false);

    status = 404;
    expect(await store.remove(saved(2).Id)).toMatchObject({ ok: true });
    expect(store.searches.map((search) => search.Name)).toEqual(['Search 1']);
  });

  it("a non-JSON failure gives the client's failure message", async () => {
    const { saved: store } = setup([saved(1)], () => new Response('<html>Bad gateway</html>', { status: 502 }));
    await store.load();
    const outcome = await store.remove(saved(1).Id);
    expect(outcome).toMatchObject({
      ok: false,
      message: 'Sorry, we could not delete the saved search. Please try again.',
    });
  });

  it('forgets the list when another person signs in or the person signs out', async () => {
    const { stores, saved: store, requests } = setup([saved(1)]);
    await store.load();
    stores.session.apply(signedIn('someone.else@example.co.uk'));
    expect(store.searches).toEqual([]);
    expect(store.status).toBe('idle');
    await store.load();
    expect(savedSearchCalls(requests)).toHaveLength(2);
    stores.session.apply({ ...signedIn('x@example.co.uk'), IsAuthenticated: false, User: null });
    expect(store.searches).toEqual([]);
  });
});
