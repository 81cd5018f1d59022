/**
 * Sessions. A signed-in person's session is a row: the cookie carries a random token and the table
 * keeps only its sha256. An anonymous visitor's session is no row at all (requirements 10.12): its
 * cookie carries a random value signed with the server's secret (HMAC), and its CSRF token is another
 * HMAC of that value, so the server can check both without storing anything. Signing in, registering
 * and signing out rotate the session (a new token, the old row deleted) so a token seen before sign-in
 * is worthless after it.
 *
 * A stored session expires on the server (requirements 10.13): without RememberMe 30 to 31 minutes
 * after its last request (the time of a request is noted at most once a minute), with it at the end of the cookie's life, 30 days after sign-in. An expired row is
 * deleted when it is next presented (that browser gets a new anonymous session), and every expired row
 * whenever a session is written and at start.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database, SessionTable } from './db/schema';

export type SessionRow = Selectable<SessionTable>;

export const sessionCookie = 'fc_session';

/** A stored session without RememberMe ends after this long without a request. */
const idleLimitMs = 30 * 60_000;
/** last_seen_at is written again once it is this old: not one write per request. */
const touchAfterMs = 60_000;
/**
 * last_seen_at can be up to touchAfterMs older than the last request, so a session ends this long after
 * it: never sooner than 30 minutes after the last request, and at most a minute later.
 */
const idleEndMs = idleLimitMs + touchAfterMs;

const token = () => randomBytes(32).toString('base64url');
/** A token's length; an anonymous cookie is a token and its signature (the same length), in the contract's alphabet. */
const tokenLength = 43;
const digest = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * Whether a secret sent by a client is the expected one, in time that does not depend on where they
 * differ (timingSafeEqual on the bytes); a value of another length, or none, is not it.
 */
export function sameSecret(sent: unknown, expected: string): boolean {
  if (typeof sent !== 'string') return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The key that signs anonymous sessions: made on the first start, kept in `meta` (shared by every instance). */
async function sessionKey(db: Kysely<Database>): Promise<Buffer> {
  await db
    .insertInto('meta')
    .values({ key: 'session_key', value: randomBytes(32).toString('hex') })
    .onConflict((c) => c.column('key').doNothing())
    .execute();
  const { value } = await db
    .selectFrom('meta')
    .select('value')
    .where('key', '=', 'session_key')
    .executeTakeFirstOrThrow();
  return Buffer.from(value, 'hex');
}

/** Deletes every stored session past its limit. */
async function deleteExpiredSessions(db: Kysely<Database>, now: Date): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where((e) =>
      e.or([
        e.and([e('expires_at', 'is', null), e('last_seen_at', '<=', new Date(now.getTime() - idleEndMs))]),
        e('expires_at', '<=', now),
      ]),
    )
    .execute();
}

const expired = (session: SessionRow, now: Date) =>
  session.expires_at
    ? session.expires_at.getTime() <= now.getTime()
    : session.last_seen_at.getTime() + idleEndMs <= now.getTime();

/** A new stored session; answers the cookie's token (only the caller ever sees it) and the row. */
export async function createSession(
  db: Kysely<Database>,
  userId: number | null,
  now: Date,
  { maxAgeSeconds }: { maxAgeSeconds?: number } = {},
): Promise<{ token: string; session: SessionRow }> {
  await deleteExpiredSessions(db, now);
  const value = token();
  const session: SessionRow = {
    id: digest(value),
    user_id: userId,
    csrf_token: randomBytes(16).toString('hex'),
    created_at: now,
    last_seen_at: now,
    expires_at: maxAgeSeconds ? new Date(now.getTime() + maxAgeSeconds * 1000) : null,
  };
  await db.insertInto('sessions').values(session).execute();
  return { token: value, session };
}

export interface Sessions {
  /**
   * The session a cookie names: a live stored one, or a validly signed anonymous one. A stored one
   * that has expired is deleted and replaced by a new anonymous one, whose cookie `token` the answer
   * must set. Anything else is no session.
   */
  find(cookieToken: string | undefined): Promise<{ session: SessionRow; token?: string } | undefined>;
  /**
   * Replaces a session by a new one: stored for `userId`, kept `maxAgeSeconds` when given (RememberMe),
   * or an anonymous one (null: signed out, or a new visitor), which is no row.
   */
  rotate(
    old: SessionRow | undefined,
    userId: number | null,
    options?: { maxAgeSeconds?: number },
  ): Promise<{ token: string; session: SessionRow }>;
}

export async function openSessions(db: Kysely<Database>, now: () => Date): Promise<Sessions> {
  const key = await sessionKey(db);
  await deleteExpiredSessions(db, now());
  const sign = (what: string, value: string) =>
    createHmac('sha256', key).update(`${what}:${value}`).digest('base64url');

  const anonymous = (value: string): { token: string; session: SessionRow } => {
    const cookieToken = `${value}${sign('session', value)}`;
    const at = now();
    return {
      token: cookieToken,
      session: {
        id: digest(cookieToken),
        user_id: null,
        csrf_token: sign('csrf', value),
        created_at: at,
        last_seen_at: at,
        expires_at: null,
      },
    };
  };

  const signedAnonymous = (cookieToken: string): SessionRow | undefined => {
    const value = cookieToken.slice(0, tokenLength);
    return sameSecret(cookieToken.slice(tokenLength), sign('session', value)) ? anonymous(value).session : undefined;
  };

  return {
    async find(cookieToken) {
      if (!cookieToken || cookieToken.length > 200) return undefined;
      if (cookieToken.length === 2 * tokenLength) {
        const session = signedAnonymous(cookieToken);
        return session && { session };
      }
      const session = await db
        .selectFrom('sessions')
        .selectAll()
        .where('id', '=', digest(cookieToken))
        .executeTakeFirst();
      if (!session) return undefined;
      const at = now();
      if (expired(session, at)) {
        // Signed out, not turned away: the browser's next fetch of a CSRF token gets this new session's.
        await db.deleteFrom('sessions').where('id', '=', session.id).execute();
        return anonymous(token());
      }
      if (at.getTime() - session.last_seen_at.getTime() >= touchAfterMs) {
        await db.updateTable('sessions').set({ last_seen_at: at }).where('id', '=', session.id).execute();
        return { session: { ...session, last_seen_at: at } };
      }
      return { session };
    },

    async rotate(old, userId, options = {}) {
      if (old) await db.deleteFrom('sessions').where('id', '=', old.id).execute();
      return userId === null ? anonymous(token()) : createSession(db, userId, now(), options);
    },
  };
}
