import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserCookies } from './cookies';

describe('browserCookies', () => {
  afterEach(() => vi.unstubAllGlobals());

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

  it('writes a raw value as it is (a literal |), still encoding what a cookie may not hold', () => {
    const written: string[] = [];
    const doc = {
      get cookie() {
        return 'fc_shortlist=20482015-0|20481734-0';
      },
      set cookie(value: string) {
        written.push(value);
      },
    };
    const cookies = browserCookies(doc, false);
    cookies.set('fc_shortlist', '20482015-0|20481734-0', 2592000, { raw: true });
    cookies.set('odd', 'a b;c|d', 60, { raw: true });
    expect(written).toEqual([
      'fc_shortlist=20482015-0|20481734-0; max-age=2592000; path=/; SameSite=Lax',
      'odd=a%20b%3Bc|d; max-age=60; path=/; SameSite=Lax',
    ]);
    expect(cookies.get('fc_shortlist')).toBe('20482015-0|20481734-0');
  });

  it('writes and removes SameSite=Lax and Secure on an https page, SameSite=Lax without Secure on http', () => {
    const writes = (protocol: string) => {
      vi.stubGlobal('location', { protocol });
      const written: string[] = [];
      const cookies = browserCookies({
        get cookie() {
          return '';
        },
        set cookie(value: string) {
          written.push(value);
        },
      });
      cookies.set('fc_postcode', 'SW1A1AA', 86400);
      cookies.remove('fc_postcode');
      return written;
    };
    expect(writes('https:')).toEqual([
      'fc_postcode=SW1A1AA; max-age=86400; path=/; SameSite=Lax; Secure',
      'fc_postcode=; max-age=0; path=/; SameSite=Lax; Secure',
    ]);
    expect(writes('http:')).toEqual([
      'fc_postcode=SW1A1AA; max-age=86400; path=/; SameSite=Lax',
      'fc_postcode=; max-age=0; path=/; SameSite=Lax',
    ]);
  });

  it('reads a value that is not valid URI encoding as it is, instead of throwing', () => {
    const cookies = browserCookies({ cookie: 'fc_shortlist=100%-0|%E0%A4%A' }, false);
    expect(cookies.get('fc_shortlist')).toBe('100%-0|%E0%A4%A');
  });
});
