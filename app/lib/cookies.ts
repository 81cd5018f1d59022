/** Spec section 9: the cookie helper's default max-age is 2592000 s (30 days), path '/'. */
export const defaultCookieMaxAge = 2_592_000;
/** Spec section 9: the postcode cookie lives 86400 s (one day). */
export const postcodeCookieMaxAge = 86_400;

/** Cookies as the stores see them; the browser's in the app, a Map in tests. */
export interface CookieStorage {
  get(name: string): string | undefined;
  set(name: string, value: string, maxAgeSeconds?: number): void;
  remove(name: string): void;
}

/** document.cookie, values URI-encoded, path '/', SameSite=Lax, Secure on https. */
export function browserCookies(
  doc: Pick<Document, 'cookie'> = document,
  secure = location.protocol === 'https:',
): CookieStorage {
  return {
    get(name) {
      const prefix = `${encodeURIComponent(name)}=`;
      const found = doc.cookie.split('; ').find((part) => part.startsWith(prefix));
      return found === undefined ? undefined : decodeURIComponent(found.slice(prefix.length));
    },
    set(name, value, maxAgeSeconds = defaultCookieMaxAge) {
      doc.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; max-age=${maxAgeSeconds}; path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
    },
    remove(name) {
      doc.cookie = `${encodeURIComponent(name)}=; max-age=0; path=/`;
    },
  };
}

/** An in-memory CookieStorage for tests, remembering each cookie's max-age. */
export function memoryCookies(): CookieStorage & { maxAge: Map<string, number> } {
  const values = new Map<string, string>();
  const maxAge = new Map<string, number>();
  return {
    maxAge,
    get: (name) => values.get(name),
    set(name, value, seconds = defaultCookieMaxAge) {
      values.set(name, value);
      maxAge.set(name, seconds);
    },
    remove(name) {
      values.delete(name);
      maxAge.delete(name);
    },
  };
}
