import type { CookieStorage } from '../lib/cookies';

// The first visit's part of the shortlist: its cookie's name and presence. Its format is the store's
// (ShortlistStore.ts), which loads on demand.

/** A shortlist holds at most 25 vehicles (requirements 9.1). */
export const shortlistMax = 25;

/**
 * The signed-out shortlist's cookie (requirements 4.4): the vehicle ids, newest first, each written
 * '{VehicleId}-0' and joined by a literal '|', e.g. `20482015-0|20481734-0`; 30-day max-age, path '/'.
 */
export const shortlistCookie = 'fc_shortlist';

/**
 * Whether this browser keeps a signed-out shortlist: the header asks before the store (and the
 * cookie's parser) has loaded. The store removes the cookie when the shortlist empties, so its
 * presence is enough; a malformed one only makes the store load and find nothing.
 */
export function hasShortlistCookie(cookies: CookieStorage): boolean {
  return cookies.get(shortlistCookie) !== undefined;
}
