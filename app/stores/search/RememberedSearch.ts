import type { SearchCriteria, VehicleType } from '../../api/types';
import { memoryCookies, postcodeCookieMaxAge, type CookieStorage } from '../../lib/cookies';
import { isValidPostcode, normalisePostcode } from '@domain/uk/postcode';
import { criteriaFromQuery, criteriaToQuery } from '@domain/search/criteria';

/** Cookies: the last search per vehicle type (car, van) and the default; the postcode. */
export const searchCookie = (type: VehicleType | 'default') => `fc_search_${type}`;
export const postcodeCookie = 'fc_postcode';

/**
 * What the last search of the other vehicle type lends a type with no search of its own: the basic
 * panel's distance and price (either mode), which the panel shows without opening anything. A make,
 * a body style or a car's years are that search's, not this one's (decision 0093).
 */
const sharedParameters = [
  'Distance',
  'PriceMode',
  'MinPrice',
  'MaxPrice',
  'MinPaymentMonthlyCost',
  'MaxPaymentMonthlyCost',
] as const;

function sharedOnly(saved: string): URLSearchParams {
  const query = new URLSearchParams(saved);
  return new URLSearchParams([...query].filter(([key]) => (sharedParameters as readonly string[]).includes(key)));
}

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
   * `panel` with the last search's criteria from the cookie for `vehicleType`, or, with none, the
   * distance and price of the last search of any type (the default cookie), and the postcode from its
   * own one-day cookie.
   */
  restore(vehicleType: VehicleType, panel: SearchCriteria): SearchCriteria {
    const own = this.cookies.get(searchCookie(vehicleType));
    const other = this.cookies.get(searchCookie('default'));
    const saved = own !== undefined ? new URLSearchParams(own) : other !== undefined ? sharedOnly(other) : undefined;
    const restored = saved ? criteriaFromQuery(saved, panel) : panel;
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
