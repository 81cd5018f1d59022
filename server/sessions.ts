/**
 * Sessions: every visitor gets one from `GET /api/account/session`; the cookie carries a random token
 * and the table keeps only its sha256. Signing in, registering and signing out rotate the session (a
 * new token, the old one deleted) so a token seen before sign-in is worthless after it.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database, SessionTable } from './db/schema';

export type SessionRow = Selectable<SessionTable>;

export const sessionCookie = 'fc_session';

const token = () => randomBytes(32).toString('base64url');
const digest = (value: string) => createHash('sha256').update(value).digest('hex');

export async function findSession(
  db: Kysely<Database>,
  cookieToken: string | undefined,
): Promise<SessionRow | undefined> {
  if (!cookieToken || cookieToken.length > 200) return undefined;
  return db.selectFrom('sessions').selectAll().where('id', '=', digest(cookieToken)).executeTakeFirst();
}

/** A new session; answers the cookie's token (only the caller ever sees it) and the row. */
export async function createSession(
  db: Kysely<Database>,
  userId: number | null,
  now: Date,
): Promise<{ token: string; session: SessionRow }> {
  const value = token();
  const session: SessionRow = {
    id: digest(value),
    user_id: userId,
    csrf_token: randomBytes(16).toString('hex'),
    created_at: now,
    last_seen_at: now,
  };
  await db.insertInto('sessions').values(session).execute();
  return { token: value, session };
}

/** Replaces a session by a new one for `userId` (null signs out). */
export async function rotateSession(
  db: Kysely<Database>,
  old: SessionRow | undefined,
  userId: number | null,
  now: Date,
): Promise<{ token: string; session: SessionRow }> {
  if (old) await db.deleteFrom('sessions').where('id', '=', old.id).execute();
  return createSession(db, userId, now);
}
