/**
 * The sign-in throttle (requirements 10.15), apart from the general rate limit: every failed sign-in
 * is a row in `sign_in_failures`, by the account's email digest and the client's address. 10 failures
 * for one account, or 50 from one address, within 15 minutes hold further sign-ins to it, right
 * password or not, until the oldest counted failure is 15 minutes old: 429 with Retry-After. A
 * successful sign-in clears its account's failures (not its address's). Rows live in the database, so
 * the count survives a restart and holds across processes; each failure deletes the rows past the window.
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from './db/schema';

const signInWindowSeconds = 15 * 60;
const failuresPerAccount = 10;
const failuresPerAddress = 50;

const accountKey = (email: string) => createHash('sha256').update(email).digest('hex');

/** The lock's end for a key: the time the limit-th newest failure in the window leaves it, or none. */
async function heldUntil(
  db: Kysely<Database>,
  column: 'account' | 'address',
  value: string,
  limit: number,
  now: Date,
): Promise<number | undefined> {
  const windowStart = new Date(now.getTime() - signInWindowSeconds * 1000);
  const row = await db
    .selectFrom('sign_in_failures')
    .select('failed_at')
    .where(column, '=', value)
    .where('failed_at', '>', windowStart)
    .orderBy('failed_at', 'desc')
    .offset(limit - 1)
    .limit(1)
    .executeTakeFirst();
  return row ? new Date(row.failed_at).getTime() + signInWindowSeconds * 1000 : undefined;
}

/** Seconds until this email, from this address, may try again; 0 when it may now. */
export async function signInWaitSeconds(
  db: Kysely<Database>,
  email: string,
  address: string,
  now: Date,
): Promise<number> {
  const until = Math.max(
    (await heldUntil(db, 'account', accountKey(email), failuresPerAccount, now)) ?? 0,
    (await heldUntil(db, 'address', address, failuresPerAddress, now)) ?? 0,
  );
  return Math.max(0, Math.ceil((until - now.getTime()) / 1000));
}

export async function recordSignInFailure(db: Kysely<Database>, email: string, address: string, now: Date) {
  await db
    .deleteFrom('sign_in_failures')
    .where('failed_at', '<=', new Date(now.getTime() - signInWindowSeconds * 1000))
    .execute();
  await db
    .insertInto('sign_in_failures')
    .values({ account: accountKey(email), address, failed_at: now })
    .execute();
}

export async function clearSignInFailures(db: Kysely<Database>, email: string) {
  await db.deleteFrom('sign_in_failures').where('account', '=', accountKey(email)).execute();
}

/** The 429's body: code 104, saying how long to wait in whole minutes. */
export function signInThrottled(seconds: number) {
  const minutes = Math.ceil(seconds / 60);
  return {
    Code: 104,
    FriendlyMessage: `There have been too many attempts to sign in. Please try again in ${minutes} ${
      minutes === 1 ? 'minute' : 'minutes'
    }, or reset your password.`,
  };
}
