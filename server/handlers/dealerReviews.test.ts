import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countedFrom, summariseReviews } from '../../domain/dealerReviews';
import type { Started } from '../start';
import { TestBrowser, testServer } from '../testing';
import { dealerReviewsOf } from '../seed/generate';
import { must, testCatalogue, testStock } from './fixture';

/** A day well after the seed's, so the reviews' days are seen to follow the server's clock. */
const NOW = new Date('2027-03-15T10:00:00Z');
const DAY = 86_400_000;

let server: Started;
let browser: TestBrowser;

beforeAll(async () => {
  server = await testServer(testCatalogue, () => NOW);
  browser = new TestBrowser(server.app);
});
afterAll(async () => server.app.close());

type Listed = { Id: number; Stars: number; PublishedAt: string; Reply?: { RepliedAt: string } };

async function everyReview(dealerId: number) {
  const listed: Listed[] = [];
  for (let page = 1; ; page++) {
    const { status, body } = await browser.call('GET', `/api/dealers/${dealerId}/reviews?page=${page}&pageSize=20`);
    expect(status).toBe(200);
    expect(body.Pagination).toMatchObject({ CurrentPage: page, PageSize: 20 });
    if (body.Reviews.length === 0) return { listed, total: body.Pagination.TotalRecords as number };
    listed.push(...(body.Reviews as Listed[]));
  }
}

const dealer = must(testStock().dealers[0], 'a dealer');
const generated = must(testStock().dealers.at(-1), 'a generated dealer');

describe('listDealerReviews', () => {
  it('pages through every review once, newest first (then by id, highest first)', async () => {
    for (const stock of [dealer, generated]) {
      const [d, reviews] = [stock.dealer, dealerReviewsOf(stock)];
      const { listed, total } = await everyReview(d.Id);
      expect(total).toBe(reviews.length);
      expect(listed.map((r) => r.Id)).toEqual(reviews.map((r) => r.id));
      expect(new Set(listed.map((r) => r.Id)).size).toBe(listed.length);
      for (let i = 1; i < listed.length; i++) {
        const [before, after] = [must(listed[i - 1], 'review'), must(listed[i], 'review')];
        expect(before.PublishedAt >= after.PublishedAt).toBe(true);
        if (before.PublishedAt === after.PublishedAt) expect(before.Id).toBeGreaterThan(after.Id);
      }
    }
  });

  it("dates each review by the server's clock: today less its age, the reply on or after it", async () => {
    const { body } = await browser.call('GET', `/api/dealers/${dealer.dealer.Id}/reviews?pageSize=20`);
    const reviews = dealerReviewsOf(dealer);
    (body.Reviews as Listed[]).forEach((review, i) => {
      const seeded = must(reviews[i], 'seeded review');
      expect(review.PublishedAt).toBe(new Date(NOW.getTime() - seeded.ageDays * DAY).toISOString().slice(0, 10));
      if (review.Reply) expect(review.Reply.RepliedAt >= review.PublishedAt).toBe(true);
    });
  });

  it('summarises the last 12 months only, as the dealer does, with the ScorePercentage the rating filter reads', async () => {
    for (const { dealer: d } of [dealer, generated]) {
      const { listed } = await everyReview(d.Id);
      const { body } = await browser.call('GET', `/api/dealers/${d.Id}/reviews`);
      const older = listed.filter((r) => r.PublishedAt < countedFrom(NOW));
      expect(older.length).toBeGreaterThan(0);
      expect(body.Summary).toEqual(summariseReviews(listed, NOW));
      expect(body.Summary.ReviewCount).toBe(listed.length - older.length);
      expect(body.Summary.PeriodMonths).toBe(12);
      expect(body.Summary.ScorePercentage).toBe(d.ReviewSummary.ScorePercentage);
      const shown = await browser.call('GET', `/api/dealers/${d.Id}`);
      expect(shown.body.ReviewSummary).toEqual(body.Summary);
    }
  });

  it('answers a page past the last with no reviews and the count', async () => {
    const { status, body } = await browser.call(
      'GET',
      `/api/dealers/${dealer.dealer.Id}/reviews?page=1000&pageSize=20`,
    );
    expect(status).toBe(200);
    expect(body.Reviews).toEqual([]);
    expect(body.Pagination).toEqual({ CurrentPage: 1000, TotalRecords: dealerReviewsOf(dealer).length, PageSize: 20 });
  });

  it('answers 404 with the contract message for an unknown dealer', async () => {
    for (const id of ['999999', '9999999999']) {
      const { status, body } = await browser.call('GET', `/api/dealers/${id}/reviews`);
      expect(status, id).toBe(404);
      expect(body).toEqual({ Code: 404, FriendlyMessage: 'Sorry, we could not find that dealer.' });
    }
  });

  it('answers 400 (code 100) for a page or page size out of range or not a number', async () => {
    for (const query of ['page=0', 'page=abc', 'page=1001', 'pageSize=0', 'pageSize=21', 'pageSize=ten']) {
      const { status, body } = await browser.call('GET', `/api/dealers/${dealer.dealer.Id}/reviews?${query}`);
      expect(status, query).toBe(400);
      expect(body.Code, query).toBe(100);
    }
  });
});
