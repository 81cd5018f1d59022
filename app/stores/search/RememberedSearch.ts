import type { SearchCriteria, VehicleType } from '../../api/types';
import { memoryCookies, postcodeCookieMaxAge, type CookieStorage } from '../../lib/cookies';
import { isValidPostcode, normalisePostcode } from '@domain/uk/postcode';
import { criteriaFromQuery, criteriaToQuery } from '@domain/search/criteria';

/** Cookies: the last search per vehicle type (car, van) and the default; the postcode. */
export const searchCookie = (type: VehicleType | 'default') => `fc_search_${type}`;
export const postcodeCookie = 'fc_postcode';

/**
 * The searches remembered in cookies (requirements 3.10): a search's criteria per vehicle type
 * and as the default, and its postcode for a day, so the home page starts from the visitor's last
 * search and the postcode follows them to other pages. Cookies are not observable: every read is a
 * method, never a computed that could go stale.
 */
export class RememberedSearch {
  constructor(private readonly cookies: CookieStorage = memoryCookies()) {}

  /** The postcode of the last search, for a day (the postcode cookie, requirements 9.3), or ''. */
  postcode(): string {
    const postcode = this.cookies.get(postcodeCookie);
    return postcode && isValidPostcode(postcode) ? normalisePostcode(postcode) : '';
  }

  /**
   * `panel` with the last search's criteria, from the cookie for `vehicleType` (or the default one),
   * and the postcode from its own one-day cookie.
   */
  restore(vehicleType: VehicleType, panel: SearchCriteria): SearchCriteria {
    const saved = this.cookies.get(searchCookie(vehicleType)) ?? this.cookies.get(searchCookie('default'));
    const restored = saved ? criteriaFromQuery(new URLSearchParams(saved), panel) : panel;
    const postcode = this.postcode();
    return postcode ? { ...restored, PostCode: postcode } : restored;
  }

  /** Remembers the visitor's postcode for a day (requirements 9.3), as a search does: a valid one only. */
  rememberPostcode(postcode: string) {
    if (isValidPostcode(postcode)) this.cookies.set(postcodeCookie, normalisePostcode(postcode), postcodeCookieMaxAge);
  }

  /** Remembers a search: its criteria for its vehicle type and as the default, its postcode for a day. */
  save(vehicleType: VehicleType, panel: SearchCriteria) {
    const query = criteriaToQuery({ ...panel, PaginationCurrentPage: 1 });
    query.delete('PostCode');
    this.cookies.set(searchCookie(vehicleType), query.toString());
    this.cookies.set(searchCookie('default'), query.toString());
    if (panel.PostCode) this.rememberPostcode(panel.PostCode);
  }
}
