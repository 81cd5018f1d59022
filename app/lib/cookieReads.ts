import type { CookieStorage } from './cookies';

/**
 * Cookies whose reads are remembered until the current task ends (or the next write): a page's
 * render asks for the same cookie once per component (every result card's shortlist toggle asks
 * whether there is a shortlist), and each `document.cookie` read goes to the browser's cookie store.
 * Another tab's write is seen from the next task on.
 */
export function cachedCookieReads(cookies: CookieStorage): CookieStorage {
  let reads: Map<string, string | undefined> | null = null;
  return {
    get(name) {
      if (!reads) {
        const current = new Map<string, string | undefined>();
        reads = current;
        queueMicrotask(() => {
          if (reads === current) reads = null;
        });
      }
      if (!reads.has(name)) reads.set(name, cookies.get(name));
      return reads.get(name);
    },
    set(name, value, maxAgeSeconds, options) {
      reads = null;
      cookies.set(name, value, maxAgeSeconds, options);
    },
    remove(name) {
      reads = null;
      cookies.remove(name);
    },
  };
}
