/**
 * A dealer's reviews a page at a time, newest first (the contract's listDealerReviews). Stored by age
 * in days (019_dealer_reviews), so a review's day is `now`'s day less its age, on whichever day it is read.
 */
import { type Insertable, type Kysely, sql } from 'kysely';
import type { components } from '../../openapi/generated/schema';
import type { StockDealer } from '../seed/types';
import type { Database } from './schema';

type DealerReview = components['schemas']['DealerReview'];

const dayBefore = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000).toISOString().slice(0, 10);

/** One page of the dealer's reviews, newest first (then by id, highest first), and how many it has. */
export async function dealerReviewPage(
  db: Kysely<Database>,
  dealerId: number,
  { page, pageSize, now }: { page: number; pageSize: number; now: Date },
): Promise<{ reviews: DealerReview[]; total: number }> {
  const rows = await db
    .selectFrom('dealer_reviews')
    .selectAll()
    .select(sql<string>`count(*) over ()`.as('total'))
    .where('dealer_id', '=', dealerId)
    .orderBy('age_days')
    .orderBy('id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const total =
    rows.length > 0
      ? Number(rows[0]?.total)
      : Number(
          (
            await db
              .selectFrom('dealer_reviews')
              .select((eb) => eb.fn.countAll<string>().as('n'))
              .where('dealer_id', '=', dealerId)
              .executeTakeFirst()
          )?.n ?? 0,
        );
  const reviews = rows.map((row): DealerReview => {
    const review: DealerReview = {
      Id: row.id,
      Stars: row.stars,
      Text: row.text,
      ReviewerName: row.reviewer_name,
      PublishedAt: dayBefore(now, row.age_days),
    };
    if (row.title !== null) review.Title = row.title;
    if (row.reply_text !== null && row.reply_age_days !== null)
      review.Reply = { Text: row.reply_text, RepliedAt: dayBefore(now, row.reply_age_days) };
    return review;
  });
  return { reviews, total };
}

/** Review rows written per statement. */
const REVIEW_BATCH = 1_000;

/**
 * Writes the dealers' reviews (the catalogue's load, in its transaction), generated dealer by dealer
 * from each one's own stream (seed/generate.ts dealerReviewsOf), so they are never all in memory.
 */
export async function writeDealerReviews(db: Kysely<Database>, dealers: readonly StockDealer[]) {
  const { dealerReviewsOf } = await import('../seed/generate');
  let rows: Insertable<Database['dealer_reviews']>[] = [];
  const flush = async () => {
    if (rows.length > 0) await db.insertInto('dealer_reviews').values(rows).execute();
    rows = [];
  };
  for (const stock of dealers) {
    for (const r of dealerReviewsOf(stock))
      rows.push({
        id: r.id,
        dealer_id: stock.dealer.Id,
        stars: r.stars,
        title: r.title ?? null,
        text: r.text,
        reviewer_name: r.reviewerName,
        age_days: r.ageDays,
        reply_text: r.reply?.text ?? null,
        reply_age_days: r.reply?.ageDays ?? null,
      });
    if (rows.length >= REVIEW_BATCH) await flush();
  }
  await flush();
}
