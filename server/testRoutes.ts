/**
 * The test-only routes, added when the server is started with FORECOURT_TEST_ROUTES=1 (the e2e and
 * contract suites do; production never does). They are not part of the contract: they set the data a
 * journey needs and put it back afterwards.
 *
 * - `POST /__test/reset` (204): back to the seeded state. Everything people did is cleared and the
 *   seeded accounts recreated; the price cuts are the seed's again.
 * - `POST /__test/price-reductions` with `{ VehicleId, PreviousPrice, ReducedOn? }` (204): records that
 *   an unsold advert's price was cut from PreviousPrice (above its price now) on ReducedOn (YYYY-MM-DD,
 *   default today): the advert is reduced (its cards, the IsReduced filter, the price guide) while that
 *   day is within the last 14. Again for the same advert replaces
 *   it. 404 for an advert the server does not hold, 422 for a sold one or a previous price not above
 *   today's.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { resetPeople, writeSeededCuts } from './db/load';
import type { Database } from './db/schema';
import { seedAccounts } from './people';

interface PriceReduction {
  VehicleId?: unknown;
  PreviousPrice?: unknown;
  ReducedOn?: unknown;
}

const isWholeNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;

export function testRoutes(db: Kysely<Database>, now: () => Date = () => new Date()) {
  return (server: FastifyInstance) => {
    server.post('/__test/reset', async (_request, reply) => {
      await writeSeededCuts(db);
      await resetPeople(db, seedAccounts);
      await db.deleteFrom('sign_in_failures').execute();
      return reply.code(204).send();
    });

    server.post('/__test/price-reductions', async (request, reply) => {
      const {
        VehicleId,
        PreviousPrice,
        ReducedOn = now().toISOString().slice(0, 10),
      } = (request.body ?? {}) as PriceReduction;
      // The contract's ReducedAdvert allows previous prices up to £10,000,000.
      if (!isWholeNumber(VehicleId) || !isWholeNumber(PreviousPrice) || PreviousPrice > 10_000_000)
        return reply.code(400).send({ Message: 'VehicleId and PreviousPrice are whole numbers' });
      if (typeof ReducedOn !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(ReducedOn))
        return reply.code(400).send({ Message: 'ReducedOn is a day, YYYY-MM-DD' });
      const row = await db.selectFrom('vehicles').select('record').where('id', '=', VehicleId).executeTakeFirst();
      if (!row) return reply.code(404).send({ Message: `No vehicle ${VehicleId}` });
      const { sold, priceIncVat } = row.record.facts;
      if (sold) return reply.code(422).send({ Message: `Vehicle ${VehicleId} is sold` });
      if (PreviousPrice <= priceIncVat)
        return reply.code(422).send({ Message: `The previous price must be above today's (${priceIncVat})` });
      await db
        .insertInto('price_reductions')
        .values({ vehicle_id: VehicleId, previous_price: PreviousPrice, reduced_on: ReducedOn, rolling_days: null })
        .onConflict((c) =>
          c
            .column('vehicle_id')
            .doUpdateSet({ previous_price: PreviousPrice, reduced_on: ReducedOn, rolling_days: null }),
        )
        .execute();
      return reply.code(204).send();
    });
  };
}
