/**
 * Catalogue reads kept per database: vehicles and dealers are written at start (ensureCatalogue) and
 * only read while the server runs, so what is read once never goes stale. A failed read is retried.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export function perDatabase<T>(read: (db: Kysely<Database>) => Promise<T>): (db: Kysely<Database>) => Promise<T> {
  const cache = new WeakMap<Kysely<Database>, Promise<T>>();
  return (db) => {
    let found = cache.get(db);
    if (!found) {
      found = read(db);
      found.catch(() => cache.delete(db));
      cache.set(db, found);
    }
    return found;
  };
}
