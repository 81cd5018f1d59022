/**
 * Saved searches: each person keeps up to 20, newest first, under random UUIDs. Another person's id
 * and an unknown id are the same 404, so ids reveal nothing about other accounts. Names are stored
 * trimmed; a name of only spaces, or criteria of the other vehicle type, is 422 (code 100).
 */
import type { Selectable } from 'kysely';
import { savedSearchesFullMessage, savedSearchLimit } from '../../domain/savedSearches';
import type { components } from '../../openapi/generated/schema';
import type { SavedSearchTable } from '../db/schema';
import type { Handlers } from '../types';
import { notSignedIn, signedInUser, unprocessable } from './account';

type SavedSearch = components['schemas']['SavedSearch'];
type Stored = Omit<SavedSearch, 'Id' | 'Created'>;

const full = { Code: 409, FriendlyMessage: savedSearchesFullMessage };
const notFound = { Code: 404, FriendlyMessage: 'Sorry, we could not find that saved search.' };

/** ISO 8601 in UTC to the second, as the contract's examples write it ('2026-11-02T18:24:00Z'). */
const timestamp = (date: Date | string) => new Date(date).toISOString().replace(/\.\d{3}Z$/, 'Z');

function answer(row: Pick<Selectable<SavedSearchTable>, 'public_id' | 'record' | 'created_at'>): SavedSearch {
  const record = row.record as unknown as Stored;
  return {
    Id: row.public_id,
    Name: record.Name,
    VehicleType: record.VehicleType,
    EmailAlerts: record.EmailAlerts,
    Created: timestamp(row.created_at),
    Criteria: record.Criteria,
  };
}

export const savedSearchHandlers: Handlers = {
  listSavedSearches: async (_request, context) => {
    const userId = signedInUser(context);
    if (userId === undefined) return { status: 401, body: notSignedIn };
    const rows = await context.db
      .selectFrom('saved_searches')
      .select(['public_id', 'record', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(savedSearchLimit)
      .execute();
    return { status: 200, body: { SavedSearches: rows.map(answer) } };
  },

  saveSearch: async ({ body }, context) => {
    const userId = signedInUser(context);
    if (userId === undefined) return { status: 401, body: notSignedIn };
    // A van search saved as a car search (or the reverse) would never alert on anything right.
    const name = body.Name.trim();
    if ((body.Criteria.Type !== undefined && body.Criteria.Type !== body.VehicleType) || name === '')
      return { status: 422, body: unprocessable };
    return context.db.transaction().execute(async (tx) => {
      // The person's row locked: two saves at once cannot make 21.
      await tx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
      const { n } = await tx
        .selectFrom('saved_searches')
        .select(tx.fn.countAll<string>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      if (Number(n) >= savedSearchLimit) return { status: 409 as const, body: full };
      const record: Stored = {
        Name: name,
        VehicleType: body.VehicleType,
        EmailAlerts: body.EmailAlerts,
        Criteria: body.Criteria,
      };
      const now = context.now();
      const row = await tx
        .insertInto('saved_searches')
        .values({ user_id: userId, record: JSON.stringify(record), created_at: now, updated_at: now })
        .returning(['public_id', 'record', 'created_at'])
        .executeTakeFirstOrThrow();
      return { status: 201 as const, body: answer(row) };
    });
  },

  editSavedSearch: async ({ path, body }, context) => {
    const userId = signedInUser(context);
    if (userId === undefined) return { status: 401, body: notSignedIn };
    const name = body.Name.trim();
    const row = await context.db
      .selectFrom('saved_searches')
      .select(['id', 'record'])
      .where('user_id', '=', userId)
      .where('public_id', '=', path.savedSearchId)
      .executeTakeFirst();
    if (!row) return { status: 404, body: notFound };
    if (name === '') return { status: 422, body: unprocessable };
    const record: Stored = { ...(row.record as unknown as Stored), Name: name, EmailAlerts: body.EmailAlerts };
    const updated = await context.db
      .updateTable('saved_searches')
      .set({ record: JSON.stringify(record), updated_at: context.now() })
      .where('id', '=', row.id)
      .returning(['public_id', 'record', 'created_at'])
      .executeTakeFirstOrThrow();
    return { status: 200, body: answer(updated) };
  },

  deleteSavedSearch: async ({ path }, context) => {
    const userId = signedInUser(context);
    if (userId === undefined) return { status: 401, body: notSignedIn };
    const deleted = await context.db
      .deleteFrom('saved_searches')
      .where('user_id', '=', userId)
      .where('public_id', '=', path.savedSearchId)
      .executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) return { status: 404, body: notFound };
    return { status: 204, body: undefined };
  },
};
