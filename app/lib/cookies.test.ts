import { describe, expect, it } from 'vitest';
import { browserCookies } from './cookies';

describe('browserCookies', () => {
  it('writes with the 30-day default max-age and path /, and reads values back decoded', () => {
    const written: string[] = [];
    const doc = {
      get cookie() {
        return 'a=1; fc_search_car=PostCode%3DSW1A1AA%26Distance%3D30';
      },
      set cookie(value: string) {
        written.push(value);
      },
    };
    const cookies = browserCookies(doc, true);
    expect(cookies.get('fc_search_car')).toBe('PostCode=SW1A1AA&Distance=30');
    expect(cookies.get('missing')).toBeUndefined();
    cookies.set('fc_postcode', 'SW1A1AA', 86400);
    cookies.set('fc_search_van', 'Make=ford');
    expect(written).toEqual([
      'fc_postcode=SW1A1AA; max-age=86400; path=/; SameSite=Lax; Secure',
      'fc_search_van=Make%3Dford; max-age=2592000; path=/; SameSite=Lax; Secure',
    ]);
  });
});
