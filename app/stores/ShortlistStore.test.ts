import { describe, expect, it, vi } from 'vitest';
import { browserCookies, memoryCookies } from '../lib/cookies';
import { loadShortlistStore } from './loaders';
import { parseShortlistCookie, shortlistMessages, vehicleNoun } from './ShortlistStore';
import {
  createTestStores,
  jsonResponse,
  sessionState,
  signedInSession,
  vehicleCard,
  type SentRequest,
} from './testing';

const fiesta = vehicleCard({ VehicleId: 20481734 });
const golf = vehicleCard({ VehicleId: 20482015, Title: 'Volkswagen Golf 1.5 TSI Life 5dr' });
const transit = vehicleCard({ VehicleId: 20490112, Title: 'Ford Transit Custom 2.0 EcoBlue', VehicleType: 7 });

const anonymous = sessionState();
const signedIn = signedInSession();

/** 25 ids, newest first, as a signed-out cookie holds them. */
const full = Array.from({ length: 25 }, (_, index) => 20500000 + index);
const cookieOf = (ids: number[]) => ids.map((id) => `${id}-0`).join('|');

type Responder = (request: SentRequest) => Response | Promise<Response>;

async function signedOutShortlist(cookieValue?: string, respond?: Responder) {
  const cookies = memoryCookies();
  if (cookieValue !== undefined) cookies.set('fc_shortlist', cookieValue);
  const { stores, requests } = createTestStores(respond, { cookies });
  stores.session.apply(anonymous);
  const shortlist = await stores.load(loadShortlistStore);
  return { stores, requests, cookies, shortlist };
}

/** Signed in through the session store, as the app does; the shortlist follows by itself. */
async function signedInShortlist(respond: Responder, cookieValue?: string) {
  const cookies = memoryCookies();
  if (cookieValue !== undefined) cookies.set('fc_shortlist', cookieValue);
  const { stores, requests } = createTestStores(respond, { cookies });
  stores.session.apply(signedIn);
  const shortlist = await stores.load(loadShortlistStore);
  await vi.waitFor(() => expect(shortlist.isReady).toBe(true));
  return { stores, requests, cookies, shortlist };
}

const accountList = (ids: number[], cards = [fiesta, golf, transit]) =>
  jsonResponse({ VehicleIds: ids, Vehicles: cards.filter((card) => ids.includes(card.VehicleId)) });

describe('ShortlistStore signed out (the cookie)', () => {
  it('adds newest first and removes what it holds (the toggle)', async () => {
    const { shortlist, cookies } = await signedOutShortlist();
    shortlist.toggle(fiesta);
    shortlist.toggle(golf);
    expect(shortlist.vehicleIds).toEqual([20482015, 20481734]);
    expect(shortlist.vehicles.map((card) => card.VehicleId)).toEqual([20482015, 20481734]);
    expect(cookies.get('fc_shortlist')).toBe('20482015-0|20481734-0');
    expect(cookies.maxAge.get('fc_shortlist')).toBe(2592000);
    shortlist.toggle(fiesta);
    expect(shortlist.vehicleIds).toEqual([20482015]);
    expect(cookies.get('fc_shortlist')).toBe('20482015-0');
    shortlist.toggle(golf);
    expect(shortlist.count).toBe(0);
    expect(cookies.get('fc_shortlist')).toBeUndefined();
  });

  it('writes the cookie with a literal | for 30 days on path /', async () => {
    const written: string[] = [];
    let jar = '';
    const doc = {
      get cookie() {
        return jar;
      },
      set cookie(value: string) {
        written.push(value);
        jar = value.split(';')[0] ?? '';
      },
    };
    const { stores } = createTestStores(undefined, { cookies: browserCookies(doc, false) });
    const shortlist = await stores.load(loadShortlistStore);
    shortlist.toggle(fiesta);
    shortlist.toggle(transit);
    expect(written.at(-1)).toBe('fc_shortlist=20490112-0|20481734-0; max-age=2592000; path=/; SameSite=Lax');
  });

  it('starts from the cookie, ignoring malformed entries and a malformed cookie', async () => {
    expect((await signedOutShortlist('20482015-0|20481734-0')).shortlist.vehicleIds).toEqual([20482015, 20481734]);
    const malformed = await signedOutShortlist('%E0%A4%A; not a shortlist');
    expect(malformed.shortlist.vehicleIds).toEqual([]);
    expect(malformed.cookies.get('fc_shortlist')).toBeUndefined();
    expect(parseShortlistCookie('1-0|abc|2-1|3-0|1-0|-0|0-0|99999999999-0| 4-0 ||')).toEqual([1, 3, 4]);
    expect(parseShortlistCookie(undefined)).toEqual([]);
    expect(parseShortlistCookie(cookieOf([...full, 1, 2]))).toEqual(full);
  });

  it('says "Car/Van/Vehicle added to shortlist" for 2000 ms, each replacing the last, with View opening the panel', async () => {
    const { shortlist, stores } = await signedOutShortlist();
    const shown = () => stores.toasts.toasts.map((toast) => [toast.message, toast.tone, toast.timeout]);
    shortlist.toggle(fiesta);
    expect(shown()).toEqual([['Car added to shortlist', 'success', 2000]]);
    shortlist.toggle(transit);
    expect(shown()).toEqual([['Van added to shortlist', 'success', 2000]]);
    shortlist.toggle(vehicleCard({ VehicleId: 99, VehicleType: 3 as 1 }));
    expect(shown()).toEqual([['Vehicle added to shortlist', 'success', 2000]]);
    expect(vehicleNoun(1)).toBe('Car');
    const view = stores.toasts.toasts[0]?.action;
    expect(view?.label).toBe('View');
    expect(stores.menus.isOpen('shortlist')).toBe(false);
    view?.onAction();
    expect(stores.menus.isOpen('shortlist')).toBe(true);
  });

  it('with 25 held, adding does nothing but open the panel and say the shortlist is full (4000 ms)', async () => {
    const { shortlist, stores, cookies } = await signedOutShortlist(cookieOf(full));
    expect(shortlist.isFull).toBe(true);
    shortlist.toggle(fiesta);
    expect(shortlist.vehicleIds).toEqual(full);
    expect(cookies.get('fc_shortlist')).toBe(cookieOf(full));
    expect(stores.menus.isOpen('shortlist')).toBe(true);
    expect(stores.toasts.toasts).toEqual([
      expect.objectContaining({
        message: 'Your shortlist is full',
        description: 'You can add up to 25 vehicles.',
        tone: 'neutral',
        timeout: 4000,
      }),
    ]);
    // Removing one makes room again.
    shortlist.toggle(vehicleCard({ VehicleId: full[3] }));
    shortlist.toggle(fiesta);
    expect(shortlist.vehicleIds[0]).toBe(20481734);
    expect(shortlist.count).toBe(25);
  });

  it('fetches the cards of the cookie’s vehicles, and counts those no longer advertised', async () => {
    const { shortlist, requests } = await signedOutShortlist('20482015-0|20481734-0|20470000-0', () =>
      jsonResponse({ Vehicles: [golf, fiesta] }),
    );
    await shortlist.loadCards();
    expect(requests.map((request) => request.path)).toEqual(['/api/vehicles']);
    expect(shortlist.vehicles.map((card) => card.VehicleId)).toEqual([20482015, 20481734]);
    expect(shortlist.unavailableCount).toBe(1);
    shortlist.removeUnavailable();
    expect(shortlist.vehicleIds).toEqual([20482015, 20481734]);
  });
});

describe('ShortlistStore signed in (the server)', () => {
  const respondTo =
    (routes: Record<string, () => Response>): Responder =>
    (request) =>
      routes[request.path]?.() ?? new Response(null, { status: 404 });

  it('loads the account’s list and sends each change with the CSRF header', async () => {
    const changed = () => jsonResponse({ VehicleIds: [20481734], Count: 1 });
    const { shortlist, requests } = await signedInShortlist(
      respondTo({
        '/api/account/shortlist': () => accountList([20490112]),
        '/account/savevehicleshortlist': changed,
        '/account/deletevehicleshortlistbyid': changed,
      }),
    );
    expect(shortlist.vehicleIds).toEqual([20490112]);
    shortlist.toggle(fiesta);
    expect(shortlist.vehicleIds).toEqual([20481734, 20490112]);
    await vi.waitFor(() => expect(requests).toHaveLength(2));
    shortlist.toggle(transit);
    await vi.waitFor(() => expect(requests).toHaveLength(3));
    expect(requests.map((request) => [request.path, request.body, request.headers.get('X-CSRF-Token')])).toEqual([
      ['/api/account/shortlist', undefined, 'signedInToken00000000'],
      ['/account/savevehicleshortlist', { vehicleId: 20481734, returnVehicle: false }, 'signedInToken00000000'],
      ['/account/deletevehicleshortlistbyid', { vehicleId: 20490112 }, 'signedInToken00000000'],
    ]);
    expect(shortlist.vehicleIds).toEqual([20481734]);
  });

  it('says a vehicle was added only once the server has it', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { shortlist, stores, requests } = await signedInShortlist((request) =>
      request.path === '/api/account/shortlist'
        ? accountList([])
        : new Promise<Response>((resolve) => (answer = resolve)),
    );
    shortlist.toggle(transit);
    expect(shortlist.has(20490112)).toBe(true);
    await vi.waitFor(() => expect(requests).toHaveLength(2));
    expect(stores.toasts.toasts).toEqual([]);
    answer(jsonResponse({ VehicleIds: [20490112], Count: 1 }));
    await vi.waitFor(() =>
      expect(stores.toasts.toasts.map((toast) => toast.message)).toEqual(['Van added to shortlist']),
    );
  });

  it('rolls a refused add back and tells the person the server’s FriendlyMessage', async () => {
    const { shortlist, stores } = await signedInShortlist(
      respondTo({
        '/api/account/shortlist': () => accountList([20482015]),
        '/account/savevehicleshortlist': () =>
          jsonResponse(
            {
              Code: 500,
              FriendlyMessage: 'Sorry, something went wrong on our side. Please try again in a few minutes.',
            },
            500,
          ),
      }),
    );
    shortlist.toggle(fiesta);
    expect(shortlist.has(20481734)).toBe(true);
    await vi.waitFor(() => expect(shortlist.vehicleIds).toEqual([20482015]));
    expect(stores.toasts.toasts).toEqual([
      expect.objectContaining({
        message: 'We could not add this car to your shortlist',
        description: 'Sorry, something went wrong on our side. Please try again in a few minutes.',
        tone: 'critical',
        timeout: 4000,
      }),
    ]);
  });

  it('puts a vehicle whose removal failed back where it was, with the client’s failure message', async () => {
    const { shortlist, stores } = await signedInShortlist(
      respondTo({
        '/api/account/shortlist': () => accountList([20482015, 20490112, 20481734]),
        '/account/deletevehicleshortlistbyid': () => new Response('Bad gateway', { status: 502 }),
      }),
    );
    shortlist.toggle(transit);
    expect(shortlist.vehicleIds).toEqual([20482015, 20481734]);
    await vi.waitFor(() => expect(shortlist.vehicleIds).toEqual([20482015, 20490112, 20481734]));
    expect(stores.toasts.toasts[0]).toMatchObject({
      message: 'We could not remove this van from your shortlist',
      description: 'Sorry, something went wrong. Please try again.',
    });
  });

  it('with 25 on the account, adding opens the panel and says it is full, without a call', async () => {
    const cards = full.map((VehicleId) => vehicleCard({ VehicleId }));
    const { shortlist, stores, requests } = await signedInShortlist(() => accountList(full, cards));
    shortlist.toggle(fiesta);
    expect(requests).toHaveLength(1);
    expect(stores.menus.isOpen('shortlist')).toBe(true);
    expect(stores.toasts.toasts[0]).toMatchObject({
      message: shortlistMessages.full,
      description: shortlistMessages.fullDetail,
    });
  });
});

describe('ShortlistStore on sign in (the merge)', () => {
  it('merges the cookie’s vehicles into the account, then clears the cookie', async () => {
    const { shortlist, requests, cookies, stores } = await signedInShortlist(
      () =>
        jsonResponse({ VehicleIds: [20482015, 20481734, 20490112], Vehicles: [golf, fiesta, transit], NotAdded: [] }),
      '20482015-0|20481734-0',
    );
    expect(requests.map((request) => [request.path, request.body])).toEqual([
      ['/api/account/shortlist/merge', { vehicleIds: [20482015, 20481734] }],
    ]);
    expect(requests[0]?.headers.get('X-CSRF-Token')).toBe('signedInToken00000000');
    expect(shortlist.vehicleIds).toEqual([20482015, 20481734, 20490112]);
    expect(cookies.get('fc_shortlist')).toBeUndefined();
    expect(stores.toasts.toasts).toEqual([]);
  });

  it('says how many did not fit, until the person dismisses it', async () => {
    const ids = full.slice(0, 25);
    const { shortlist, stores, cookies } = await signedInShortlist(
      () =>
        jsonResponse({
          VehicleIds: ids,
          Vehicles: ids.map((VehicleId) => vehicleCard({ VehicleId })),
          NotAdded: [20481734, 20482015],
        }),
      '20500000-0|20481734-0|20482015-0',
    );
    expect(shortlist.count).toBe(25);
    expect(cookies.get('fc_shortlist')).toBeUndefined();
    expect(stores.toasts.toasts).toEqual([
      expect.objectContaining({
        message: 'Your shortlist is full',
        description:
          '2 vehicles you shortlisted before signing in did not fit in your shortlist. You can add up to 25 vehicles.',
        timeout: null,
      }),
    ]);
  });

  it('keeps the cookie when the merge fails, says so, and shows the account’s list', async () => {
    const { shortlist, stores, cookies } = await signedInShortlist(
      (request) =>
        request.path === '/api/account/shortlist/merge'
          ? jsonResponse(
              { Code: 403, FriendlyMessage: 'Your session has expired. Please refresh the page and try again.' },
              403,
            )
          : accountList([20490112]),
      '20482015-0',
    );
    expect(cookies.get('fc_shortlist')).toBe('20482015-0');
    expect(shortlist.vehicleIds).toEqual([20490112]);
    expect(stores.toasts.toasts[0]).toMatchObject({
      message: 'We could not add the vehicles you shortlisted before signing in to your account',
      description: 'Your session has expired. Please refresh the page and try again.',
      tone: 'critical',
    });
  });

  it('signed out while the account’s list is on its way, keeps the cookie’s list when it arrives', async () => {
    const cookies = memoryCookies();
    let answer: (() => void) | undefined;
    const { stores, requests } = createTestStores(
      (request) =>
        request.path === '/api/account/shortlist'
          ? new Promise<Response>((resolve) => (answer = () => resolve(accountList([20490112]))))
          : new Response(null, { status: 204 }),
      { cookies },
    );
    stores.session.apply(signedIn);
    const shortlist = await stores.load(loadShortlistStore);
    await vi.waitFor(() => expect(requests.map((request) => request.path)).toEqual(['/api/account/shortlist']));
    expect(shortlist.listState).toBe('loading');
    cookies.set('fc_shortlist', '20482015-0');
    stores.session.apply(anonymous);
    await vi.waitFor(() => expect(shortlist.isAccountList).toBe(false));
    answer?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(shortlist.vehicleIds).toEqual([20482015]);
    expect(shortlist.listState).toBe('loaded');
    expect(shortlist.isReady).toBe(true);
  });

  it('follows the session even if nothing made the shortlist yet, and goes back to the cookie on sign out', async () => {
    const cookies = memoryCookies();
    cookies.set('fc_shortlist', '20482015-0');
    const { stores, requests } = createTestStores(
      () => jsonResponse({ VehicleIds: [20482015], Vehicles: [golf], NotAdded: [] }),
      { cookies },
    );
    stores.session.apply(signedIn);
    await vi.waitFor(() => expect(requests.map((request) => request.path)).toEqual(['/api/account/shortlist/merge']));
    const shortlist = await stores.load(loadShortlistStore);
    await vi.waitFor(() => expect(shortlist.isReady).toBe(true));
    expect(stores.loaded(loadShortlistStore)).toBe(shortlist);
    stores.session.apply(anonymous);
    await vi.waitFor(() => expect(shortlist.isAccountList).toBe(false));
    expect(shortlist.vehicleIds).toEqual([]);
  });
});
