import type { CookieStorage } from '../lib/cookies';

/** Spec section 9: a shortlist holds at most 25 vehicles. */
export const shortlistMax = 25;

/**
 * The signed-out shortlist's cookie (spec section 4): the vehicle ids, newest first, each written
 * '{VehicleId}-0' and joined by a literal '|', e.g. `20482015-0|20481734-0`; 30-day max-age, path '/'.
 */
export const shortlistCookie = 'fc_shortlist';

const entry = /^([1-9][0-9]{0,9})-0$/;

/**
 * The ids in a shortlist cookie value, newest first. Entries that are not '{VehicleId}-0' (or name an
 * id no vehicle can have) are ignored, as are repeats and anything past the 25th; a malformed or
 * missing value is an empty shortlist, never an error.
 */
export function parseShortlistCookie(value: string | undefined): number[] {
  if (typeof value !== 'string') return [];
  const ids: number[] = [];
  for (const part of value.split('|')) {
    const id = Number(entry.exec(part.trim())?.[1]);
    if (id > 0 && id <= 2_147_483_647 && !ids.includes(id)) ids.push(id);
    if (ids.length === shortlistMax) break;
  }
  return ids;
}

export function formatShortlistCookie(ids: readonly number[]): string {
  return ids.map((id) => `${id}-0`).join('|');
}

/** Whether this browser keeps a signed-out shortlist (read by the header before the store loads). */
export function hasShortlistCookie(cookies: CookieStorage): boolean {
  return parseShortlistCookie(cookies.get(shortlistCookie)).length > 0;
}
