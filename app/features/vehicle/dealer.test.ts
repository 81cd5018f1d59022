import { describe, expect, it } from 'vitest';
import { telHref } from '@domain/uk/phone';
import { vehicleDetail } from '../../stores/testing';
import { dealerAddressLines, reviewText } from './dealer';

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

  it('dials a number as written', () => {
    expect(telHref('0118 496 0123')).toBe('tel:01184960123');
    expect(telHref('+44 20 7946 0654')).toBe('tel:+442079460654');
  });
});
