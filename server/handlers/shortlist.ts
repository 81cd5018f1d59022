/**
 * The signed-in shortlist: at most 25 vehicles, newest first (highest `seq`). Each row keeps the card
 * it was saved with: a vehicle the catalogue no longer holds is answered in its place as that card,
 * marked NoLongerAvailable, and still counts toward 25 until it is removed (requirements 10.14).
 * Adding a vehicle already held changes nothing (it keeps its place); a 26th is refused with 409. A
 * person's changes run in a transaction that locks their account row, so two adds at once cannot make 26.
 */
import type { Kysely, Transaction } from 'kysely';
import type { components } from '../../openapi/generated/schema';
import type { Database } from '../db/schema';
import type { StockVehicle } from '../seed/types';
import { withReducedFlags } from '../search/reduced';
import type { Handlers } from '../types';
import { notSignedIn, signedInUser, unprocessable } from './account';

type VehicleCard = components['schemas']['VehicleCard'];

const shortlistLimit = 25;

const shortlistFull = { Code: 409, FriendlyMessage: 'Your shortlist is full. You can add up to 25 vehicles.' };
const vehicleNotFound = { Code: 404, FriendlyMessage: 'Sorry, we could not find that vehicle.' };

type Db = Kysely<Database> | Transaction<Database>;

/** The shortlist's vehicles, newest first, with their cards (the saved one when no longer advertised). */
async function held(db: Db, userId: number): Promise<{ id: number; card: VehicleCard }[]> {
  const rows = await db
    .selectFrom('shortlists')
    .leftJoin('vehicles', 'vehicles.id', 'shortlists.vehicle_id')
    .select(['shortlists.vehicle_id', 'shortlists.card', 'vehicles.record'])
    .where('shortlists.user_id', '=', userId)
    .where((eb) => eb.or([eb('vehicles.id', 'is not', null), eb('shortlists.card', 'is not', null)]))
    .orderBy('shortlists.seq', 'desc')
    .limit(shortlistLimit)
    .execute();
  return rows.map((row) => ({
    id: row.vehicle_id,
    card: row.record ? row.record.detail.Vehicle : { ...(row.card as VehicleCard), NoLongerAvailable: true },
  }));
}
async function ids(db: Db, userId: number) {
  const vehicles = await held(db, userId);
  return { VehicleIds: vehicles.map((v) => v.id), Count: vehicles.length };
}

async function shortlist(db: Db, userId: number, now: Date) {
  const vehicles = await held(db, userId);
  return {
    VehicleIds: vehicles.map((v) => v.id),
    Vehicles: (
      await withReducedFlags(
        db,
        vehicles.map((v) => v.card),
        now,
      )
    ).map((card, index) => ({
      ...card,
      ...(card.NoLongerAvailable ? { Reduced: false, isReduced: false } : {}),
      // Its place in the shortlist, not the one in the results it was saved from.
      Position: index + 1,
    })),
  };
}

/** A shortlist row's vehicle and the card it keeps. */
const saved = (vehicleId: number, record: StockVehicle | undefined) => ({
  vehicle_id: vehicleId,
  card: record ? JSON.stringify(record.detail.Vehicle) : null,
});

/** Locks the person's account row for the rest of the transaction (their shortlist's writer). */
async function lockPerson(tx: Transaction<Database>, userId: number) {
  await tx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}

export const shortlistHandlers: Handlers = {
  getShortlist: async (_request, context) => {
    const userId = signedInUser(context);
    if (userId === undefined) return { status: 401, body: notSignedIn };
    return { status: 200, body: await shortlist(context.db, userId, context.now()) };
  },

  saveVehicleToShortlist: async ({ body }, context) => {
    const userId = signedInUser(context);
    if (userId === undefined) return { status: 401, body: notSignedIn };
    const vehicle = await context.db
      .selectFrom('vehicles')
      .select('record')
      .where('id', '=', body.vehicleId)
      .executeTakeFirst();
    if (!vehicle) return { status: 404, body: vehicleNotFound };
    return context.db.transaction().execute(async (tx) => {
      await lockPerson(tx, userId);
      const now = await held(tx, userId);
      if (now.some((v) => v.id === body.vehicleId)) return { status: 200 as const, body: await ids(tx, userId) };
      if (now.length >= shortlistLimit) return { status: 409 as const, body: shortlistFull };
      // A row left from a vehicle withdrawn and advertised again is replaced.
      await tx
        .deleteFrom('shortlists')
        .where('user_id', '=', userId)
        .where('vehicle_id', '=', body.vehicleId)
        .execute();
      await tx
        .insertInto('shortlists')
        .values({ ...saved(body.vehicleId, vehicle.record), user_id: userId, added_at: context.now() })
        .execute();
      return { status: 200 as const, body: await ids(tx, userId) };
    });
  },

  removeVehicleFromShortlist: async ({ body }, context) => {
    const userId = signedInUser(context);
    if (userId === undefined) return { status: 401, body: notSignedIn };
    await context.db
      .deleteFrom('shortlists')
      .where('user_id', '=', userId)
      .where('vehicle_id', '=', body.vehicleId)
      .execute();
    return { status: 200, body: await ids(context.db, userId) };
  },

  mergeShortlist: async ({ body }, context) => {
    const userId = signedInUser(context);
    if (userId === undefined) return { status: 401, body: notSignedIn };
    const sent = body.vehicleIds;
    if (new Set(sent).size !== sent.length) return { status: 422, body: unprocessable };
    const advertised = new Map(
      (await context.db.selectFrom('vehicles').select(['id', 'record']).where('id', 'in', sent).execute()).map(
        (v) => [v.id, v.record] as const,
      ),
    );
    return context.db.transaction().execute(async (tx) => {
      await lockPerson(tx, userId);
      const before = new Set((await held(tx, userId)).map((v) => v.id));
      // Held ids stay where they are; withdrawn ids are left out of both lists.
      const candidates = sent.filter((id) => advertised.has(id) && !before.has(id));
      const room = Math.max(0, shortlistLimit - before.size);
      const added = candidates.slice(0, room);
      const notAdded = candidates.slice(room);
      if (added.length > 0) {
        await tx.deleteFrom('shortlists').where('user_id', '=', userId).where('vehicle_id', 'in', added).execute();
        // Oldest first: the first id sent gets the highest seq, so it is the newest.
        const now = context.now();
        for (const vehicleId of [...added].reverse())
          await tx
            .insertInto('shortlists')
            .values({ ...saved(vehicleId, advertised.get(vehicleId)), user_id: userId, added_at: now })
            .execute();
      }
      return { status: 200 as const, body: { ...(await shortlist(tx, userId, context.now())), NotAdded: notAdded } };
    });
  },
};
