import { describe, expect, it } from 'vitest';
import { telHref } from '@domain/uk/phone';
import type { VehicleCard } from '../../api/types';
import { vehicleCard as vehicleCardFixture, vehicleDetail } from '../../stores/testing';
import { vehicleCardProps } from './links';
import { dealerAddressLines, positiveShareText, reviewSummaryText, reviewText, starsText } from './dealer';

const dealer = vehicleDetail().Dealer;

describe('the dealer on the vehicle page', () => {
  it('writes the address as lines, leaving out what is not given', () => {
    expect(dealerAddressLines(dealer)).toEqual([]);
    expect(
      dealerAddressLines({ ...dealer, Address: { Line1: '12 Oxford Road', Town: 'Reading', PostCode: 'RG1 7LB' } }),
    ).toEqual(['12 Oxford Road', 'Reading', 'RG1 7LB']);
  });

  it('says the review score with how many reviews it comes from', () => {
    expect(reviewText(dealer)).toBe('92% positive from 214 reviews');
    expect(reviewText({ ...dealer, ReviewSummary: { ScorePercentage: 100, ReviewCount: 1 } })).toBe(
      '100% positive from 1 review',
    );
    expect(reviewText({ ...dealer, ReviewSummary: { ScorePercentage: 0, ReviewCount: 0 } })).toBe('No reviews yet');
    expect(reviewText({ ...dealer, ReviewSummary: { ScorePercentage: 88 } })).toBe('88% positive');
  });

  it('says the summary of the last 12 months: the mean to one decimal, from how many reviews, and the positive share', () => {
    const summary = { ScorePercentage: 96, ReviewCount: 538, AverageStars: 4.6, PeriodMonths: 12 };
    expect(reviewSummaryText(summary)).toBe('4.6 out of 5 from 538 reviews in the last 12 months');
    expect(reviewSummaryText({ ...summary, ReviewCount: 1, AverageStars: 4 })).toBe(
      '4.0 out of 5 from 1 review in the last 12 months',
    );
    expect(reviewSummaryText({ ScorePercentage: 0, ReviewCount: 0, PeriodMonths: 12 })).toBe(
      'No reviews in the last 12 months',
    );
    expect(reviewSummaryText({ ScorePercentage: 88, ReviewCount: 12 })).toBe('88% positive from 12 reviews');
    expect(positiveShareText(summary)).toBe('96% gave 4 or 5 stars');
    expect(starsText(4)).toBe('4 out of 5 stars');
  });

  it('dials a number as written', () => {
    expect(telHref('0118 496 0123')).toBe('tel:01184960123');
    expect(telHref('+44 20 7946 0654')).toBe('tel:+442079460654');
  });
});

describe("a card's dealer rating", () => {
  const card = (DealerRating?: VehicleCard['DealerRating']) =>
    vehicleCardProps(vehicleCardFixture({ DealerRating }), 'search');
  it('says the rating of the last 12 months in words, with the stars it shows', () => {
    expect(card({ ScorePercentage: 96, AverageStars: 4.6, ReviewCount: 538, PeriodMonths: 12 }).dealerRating).toEqual({
      stars: 4.6,
      text: 'Dealer 4.6 out of 5 from 538 reviews in the last 12 months',
    });
  });
  it('shows none without reviews counted or an average', () => {
    expect(card(undefined).dealerRating).toBeUndefined();
    expect(card({ ScorePercentage: 0, ReviewCount: 0, PeriodMonths: 12 }).dealerRating).toBeUndefined();
  });
});
