/**
 * The accounts a fresh (or reset) database starts with: none yet beyond what the account handlers
 * seed (the contract's sign-in example must sign in on the reference server).
 */
import type { Kysely } from 'kysely';
import type { Database } from './db/schema';

export async function seedAccounts(db: Kysely<Database>): Promise<void> {
  void db;
}
