import { describe, expect, it } from 'vitest';
import { cachedCookieReads } from './cookieReads';
import { browserCookies } from './cookies';

/** A document whose cookie jar counts its reads. */
function countingDocument() {
  const jar = new Map<string, string>();
  const doc = {
    reads: 0,
    get cookie() {
      doc.reads++;
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(line: string) {
      const [pair = ''] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (/max-age=0(;|$)/.test(line)) jar.delete(name);
      else jar.set(name, value);
    },
  };
  return doc;
}

describe('cachedCookieReads', () => {
  it('reads a cookie from the browser once per task however often it is asked for', async () => {
    const doc = countingDocument();
    const cookies = cachedCookieReads(browserCookies(doc, false));
    cookies.set('fc_shortlist', '1-0', 60, { raw: true });
    const before = doc.reads;
    for (let i = 0; i < 100; i++) expect(cookies.get('fc_shortlist')).toBe('1-0');
    expect(doc.reads - before).toBe(1);

    await Promise.resolve();
    expect(cookies.get('fc_shortlist')).toBe('1-0');
    expect(doc.reads - before).toBe(2);
  });

  it('sees its own writes and removals at once', () => {
    const doc = countingDocument();
    const cookies = cachedCookieReads(browserCookies(doc, false));
    expect(cookies.get('fc_postcode')).toBeUndefined();
    cookies.set('fc_postcode', 'SW1A 1AA');
    expect(cookies.get('fc_postcode')).toBe('SW1A 1AA');
    cookies.remove('fc_postcode');
    expect(cookies.get('fc_postcode')).toBeUndefined();
  });

  it('sees a write from elsewhere (another tab) from the next task on', async () => {
    const doc = countingDocument();
    const cookies = cachedCookieReads(browserCookies(doc, false));
    expect(cookies.get('fc_search_car')).toBeUndefined();
    doc.cookie = 'fc_search_car=x; path=/';
    await Promise.resolve();
    expect(cookies.get('fc_search_car')).toBe('x');
  });
});
