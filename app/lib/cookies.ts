/** A cookie's default max-age is 2592000 s (30 days), path '/' (requirements 9.9). */
const defaultCookieMaxAge = 2_592_000;
/** The postcode cookie lives 86400 s, one day (requirements 9.3). */
export const postcodeCookieMaxAge = 86_400;

interface CookieWriteOptions {
  /**
   * Write the value as it is instead of URI-encoded, for a cookie whose format is fixed elsewhere
   * (the shortlist's '{VehicleId}-0' entries joined by a literal '|'). Characters a cookie value may
   * not hold (RFC 6265: controls, space, '"', ',', ';', '\\', non-ASCII) are still percent-encoded.
   */
  raw?: boolean;
}

/** Cookies as the stores see them; the browser's in the app, a Map in tests. */
export interface CookieStorage {
  get(name: string): string | undefined;
  set(name: string, value: string, maxAgeSeconds?: number, options?: CookieWriteOptions): void;
  remove(name: string): void;
}

/** The characters RFC 6265 forbids in a cookie value. */
const notCookieOctet = /[^\x21\x23-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]/gu;

/** A value as read: URI-decoded, or as it is when it is not valid URI encoding (never a crash). */
function decodeValue(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** document.cookie, values URI-encoded (or raw on request), path '/', SameSite=Lax, Secure on https. */
export function browserCookies(
  doc: Pick<Document, 'cookie'> = document,
  secure = location.protocol === 'https:',
): CookieStorage {
  // Never sent with another site's requests but a top-level navigation; only over TLS on https.
  const attributes = `; path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  return {
    get(name) {
      const prefix = `${encodeURIComponent(name)}=`;
      const found = doc.cookie.split('; ').find((part) => part.startsWith(prefix));
      return found === undefined ? undefined : decodeValue(found.slice(prefix.length));
    },
    set(name, value, maxAgeSeconds = defaultCookieMaxAge, { raw = false } = {}) {
      const written = raw
        ? value.replace(notCookieOctet, (char) => encodeURIComponent(char))
        : encodeURIComponent(value);
      doc.cookie = `${encodeURIComponent(name)}=${written}; max-age=${maxAgeSeconds}${attributes}`;
    },
    remove(name) {
      doc.cookie = `${encodeURIComponent(name)}=; max-age=0${attributes}`;
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
