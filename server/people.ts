/**
 * The accounts a fresh (or reset) database starts with, taken from the contract's own examples so the
 * two cannot drift: the sign-in example's person (email and password) with the details of the
 * complete-account example, the shortlist of `getShortlist`'s 'threeVehicles' example and the saved
 * searches of `listSavedSearches`' 'two' example (same ids, names and dates). The register example's
 * person (Oliver) is deliberately not seeded: registering him must succeed on a fresh server.
 */
import type { Kysely } from 'kysely';
import type { components } from '../openapi/generated/schema';
import { loadContract } from './contract';
import type { Database } from './db/schema';
import { normaliseEmail, type Profile } from './handlers/account';
import { hashPassword } from './passwords';

type SavedSearch = components['schemas']['SavedSearch'];

interface ExampleOperation {
  requestBody?: { content: { 'application/json': { examples: Record<string, { value: unknown }> } } };
  responses: Record<string, { content?: { 'application/json': { examples?: Record<string, { value: unknown }> } } }>;
}

interface SeedAccount {
  email: string;
  password: string;
  /** When the account was opened (before its oldest saved search): seeds are the same on every reset. */
  createdAt: string;
  profile: Profile;
  /** Vehicle ids, newest first. */
  shortlist: number[];
  /** Newest first. */
  savedSearches: SavedSearch[];
}

function operation(path: string, method: string): ExampleOperation {
  const doc = loadContract();
  const op = (doc.paths[path] as Record<string, unknown> | undefined)?.[method];
  if (!op) throw new Error(`The contract has no ${method} ${path}`);
  return op as ExampleOperation;
}

function requestExample<T>(path: string, method: string, name: string): T {
  const value = operation(path, method).requestBody?.content['application/json'].examples[name]?.value;
  if (!value) throw new Error(`The contract's ${method} ${path} has no request example '${name}'`);
  return value as T;
}

function responseExample<T>(path: string, method: string, status: string, name: string): T {
  const value = operation(path, method).responses[status]?.content?.['application/json'].examples?.[name]?.value;
  if (!value) throw new Error(`The contract's ${method} ${path} ${status} has no example '${name}'`);
  return value as T;
}

let seeded: SeedAccount[] | undefined;

/** The seeded accounts as the contract's examples describe them (read once). */
function seedAccountsFromContract(): SeedAccount[] {
  if (seeded) return seeded;
  const signIn = requestExample<{ Email: string; Password: string }>('/api/account/signin', 'post', 'amelia');
  const details = requestExample<Profile>('/api/account/complete', 'post', 'amelia');
  const shortlist = responseExample<{ VehicleIds: number[] }>('/api/account/shortlist', 'get', '200', 'threeVehicles');
  const searches = responseExample<{ SavedSearches: SavedSearch[] }>(
    '/api/account/saved-searches',
    'get',
    '200',
    'two',
  );
  seeded = [
    {
      email: signIn.Email,
      password: signIn.Password,
      createdAt: '2026-09-14T19:30:00Z',
      profile: { ...details, MarketingOptIn: false },
      shortlist: shortlist.VehicleIds,
      savedSearches: searches.SavedSearches,
    },
  ];
  return seeded;
}

/** One hash per seeded password per process: a reset (the tests' route) does not pay for scrypt again. */
const hashes = new Map<string, Promise<string>>();

/**
 * Inserts each seeded account that is not there yet, with its shortlist and saved searches. An account
 * already there is left as its owner made it (requirements 10.10).
 */
export async function seedAccounts(db: Kysely<Database>): Promise<void> {
  for (const account of seedAccountsFromContract()) {
    const hash = hashes.get(account.password) ?? hashPassword(account.password);
    hashes.set(account.password, hash);
    const inserted = await db
      .insertInto('users')
      .values({
        email: normaliseEmail(account.email),
        password_hash: await hash,
        profile: JSON.stringify(account.profile),
        created_at: account.createdAt,
      })
      .onConflict((c) => c.column('email').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) continue;
    const { id } = inserted;
    // Oldest first, so the first id listed gets the highest seq (newest).
    for (const vehicleId of [...account.shortlist].reverse())
      await db
        .insertInto('shortlists')
        .values({ user_id: id, vehicle_id: vehicleId, added_at: account.createdAt })
        .execute();
    for (const search of account.savedSearches) {
      const { Id, Created, ...record } = search;
      await db
        .insertInto('saved_searches')
        .values({
          user_id: id,
          public_id: Id,
          record: JSON.stringify(record),
          created_at: Created,
          updated_at: Created,
        })
        .execute();
    }
  }
}
