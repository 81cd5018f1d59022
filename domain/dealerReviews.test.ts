import { describe, expect, it } from 'vitest';
import { countedFrom, countsInSummary, positivesFor, summariseReviews } from './dealerReviews';

const today = new Date('2026-11-20T15:00:00Z');
const review = (Stars: number, PublishedAt: string) => ({ Stars, PublishedAt });

describe('the review summary: the last 12 months only', () => {
  it('counts a review published after the same day 12 months before today, and today', () => {
    expect(countedFrom(today)).toBe('2025-11-21');
    expect(countsInSummary('2025-11-21', today)).toBe(true);
    expect(countsInSummary('2025-11-20', today)).toBe(false);
    expect(countsInSummary('2026-11-20', today)).toBe(true);
    expect(countsInSummary('2026-11-21', today)).toBe(false);
    // 12 months before a leap day is 28 February: 1 March is the first day counted.
    expect(countedFrom(new Date('2024-02-29T00:00:00Z'))).toBe('2023-03-01');
  });

  it('gives the share with 4 or 5 stars (half up), the mean to one decimal (half up) and the count, older reviews left out', () => {
    const reviews = [
      review(5, '2026-11-19'),
      review(4, '2026-06-01'),
      review(3, '2026-01-10'),
      review(5, '2025-12-01'),
      review(1, '2025-11-20'), // 12 months and a day: listed, not counted
      review(1, '2024-05-01'),
    ];
    // 3 of 4 positive: 75%; (5 + 4 + 3 + 5) / 4 = 4.25, half up 4.3.
    expect(summariseReviews(reviews, today)).toEqual({
      ScorePercentage: 75,
      ReviewCount: 4,
      AverageStars: 4.3,
      PeriodMonths: 12,
    });
  });

  it('rounds half up exactly: 7 of 8 positive is 87.5%, so 88', () => {
    const reviews = [...Array.from({ length: 7 }, () => review(4, '2026-10-01')), review(2, '2026-10-02')];
    expect(summariseReviews(reviews, today)).toMatchObject({ ScorePercentage: 88, AverageStars: 3.8 });
    // 2 of 3 positive: 66.67%, so 67; (5 + 5 + 1) / 3 = 3.67, so 3.7.
    const three = [review(5, '2026-10-01'), review(5, '2026-10-01'), review(1, '2026-10-01')];
    expect(summariseReviews(three, today)).toMatchObject({ ScorePercentage: 67, AverageStars: 3.7 });
  });

  it('answers 0%, a count of 0 and no average when nothing is counted', () => {
    expect(summariseReviews([review(5, '2024-01-01')], today)).toEqual({
      ScorePercentage: 0,
      ReviewCount: 0,
      PeriodMonths: 12,
    });
  });

  it('finds how many positives give a percentage exactly, or none where the count cannot', () => {
    expect(positivesFor(90, 10)).toBe(9);
    expect(positivesFor(88, 8)).toBe(7);
    expect(positivesFor(99, 66)).toBeUndefined();
    expect(positivesFor(99, 67)).toBe(66);
    for (let count = 1; count <= 120; count++)
      for (let percentage = 55; percentage <= 99; percentage++) {
        const positives = positivesFor(percentage, count);
        if (positives === undefined) continue;
        const reviews = Array.from({ length: count }, (_, i) => review(i < positives ? 5 : 2, '2026-10-01'));
        expect(summariseReviews(reviews, today).ScorePercentage).toBe(percentage);
      }
  });
});
