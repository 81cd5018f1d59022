import { describe, expect, it } from 'vitest';
import { summariseReviews } from '../../domain/dealerReviews';
import { REFERENCE_DATE, dealerReviewsOf, generateStock } from './generate';
import type { SeedDealerReview } from './types';

const stock = generateStock();
const reference = new Date(`${REFERENCE_DATE}T00:00:00Z`);
const dated = (reviews: SeedDealerReview[]) =>
  reviews.map((r) => ({
    Stars: r.stars,
    PublishedAt: new Date(reference.getTime() - r.ageDays * 86_400_000).toISOString().slice(0, 10),
  }));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

describe("the seed's dealer reviews", () => {
  it("summarise to each dealer's own ReviewSummary, its ScorePercentage exactly the one the rating filter reads", () => {
    const ratingOf = new Map(stock.vehicles.map((v) => [v.facts.dealerId, v.facts.dealerRating]));
    for (const d of stock.dealers) {
      const dealer = d.dealer;
      expect(dealer.ReviewSummary, `dealer ${dealer.Id}`).toEqual(
        summariseReviews(dated(dealerReviewsOf(d)), reference),
      );
      if (ratingOf.has(dealer.Id)) expect(dealer.ReviewSummary.ScorePercentage).toBe(ratingOf.get(dealer.Id));
    }
  });

  it("are on every card of the dealer's vehicles as its DealerRating, and on none of a dealer with none counted", () => {
    const summaryOf = new Map(stock.dealers.map((d) => [d.dealer.Id, d.dealer.ReviewSummary]));
    for (const { detail, facts } of stock.vehicles) {
      const summary = summaryOf.get(facts.dealerId);
      expect(detail.Vehicle.DealerRating, `vehicle ${facts.vehicleId}`).toEqual(
        summary?.ReviewCount ? summary : undefined,
      );
    }
  });

  it("keep the contract's example dealers' figures (ReviewCount, ScorePercentage)", () => {
    const thamesValley = stock.dealers.find((d) => d.dealer.Id === 3101);
    expect(thamesValley?.dealer.ReviewSummary).toMatchObject({ ScorePercentage: 94, ReviewCount: 412 });
  });

  it('are as many as a dealer of its type has, some older than 12 months, newest first', () => {
    const counted = (type: string) =>
      median(
        stock.dealers.filter((d) => d.facts.dealerType === type).map((d) => d.dealer.ReviewSummary.ReviewCount ?? 0),
      );
    expect(counted('independent')).toBeLessThan(counted('franchise'));
    expect(counted('franchise')).toBeLessThan(counted('supermarket'));
    for (const d of stock.dealers) {
      const [dealer, reviews] = [d.dealer, dealerReviewsOf(d)];
      expect(reviews.length).toBeGreaterThan(dealer.ReviewSummary.ReviewCount ?? 0);
      expect(reviews.map((r) => r.ageDays)).toEqual(reviews.map((r) => r.ageDays).sort((a, b) => a - b));
    }
  });

  it('have replies to most low-star reviews and to few high-star ones, never dated before the review', () => {
    const reviews = stock.dealers.flatMap(dealerReviewsOf);
    const share = (list: typeof reviews) => list.filter((r) => r.reply).length / list.length;
    expect(share(reviews.filter((r) => r.stars <= 3))).toBeGreaterThan(0.5);
    expect(share(reviews.filter((r) => r.stars >= 4))).toBeLessThan(0.2);
    for (const r of reviews) if (r.reply) expect(r.reply.ageDays).toBeLessThanOrEqual(r.ageDays);
    expect(new Set(reviews.map((r) => r.id)).size).toBe(reviews.length);
    for (const r of reviews) expect(r.reviewerName).toMatch(/^[A-Z][A-Za-z'-]+ [A-Z]\.$/);
  });

  it("come from each dealer's own stream: a smaller seed gives the same dealer the same reviews and summary", () => {
    const small = generateStock({ dealers: 20, vehicles: 50 });
    for (const d of small.dealers) {
      const same = stock.dealers.find((s) => s.dealer.Id === d.dealer.Id);
      if (!same) throw new Error(`dealer ${d.dealer.Id} is not in the larger seed`);
      expect(dealerReviewsOf(d)).toEqual(dealerReviewsOf(same));
      expect(d.dealer.ReviewSummary).toEqual(same.dealer.ReviewSummary);
    }
  });
});
