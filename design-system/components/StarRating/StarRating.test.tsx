import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ratingLabel, ratingStars, reviewCountLabel, roundRating, StarRating } from './StarRating';

describe('ratingStars', () => {
  it('shows a rating as full, half and empty stars, to the nearest half', () => {
    expect(ratingStars(0)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
    expect(ratingStars(3.5)).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(ratingStars(4.26)).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(ratingStars(4.74)).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(ratingStars(4.75)).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(ratingStars(5)).toEqual(['full', 'full', 'full', 'full', 'full']);
  });

  it('keeps a rating between 0 and 5', () => {
    expect(roundRating(-1)).toBe(0);
    expect(roundRating(7)).toBe(5);
    expect(roundRating(Number.NaN)).toBe(0);
  });
});

describe('StarRating', () => {
  it('is one image named by its rating, then its count', () => {
    render(<StarRating value={4.4} count={1284} />);
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('(1,284 reviews)')).toBeInTheDocument();
  });

  it('shows the number beside the stars, so the rating does not rest on the stars alone', () => {
    const { container } = render(<StarRating value={3} />);
    expect(container).toHaveTextContent(/^3$/);
    expect(ratingLabel(3)).toBe('Rated 3 out of 5');
  });

  it('says "No reviews yet" instead of five empty stars', () => {
    render(<StarRating value={0} count={0} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('No reviews yet')).toBeInTheDocument();
  });

  it('with words, shows and reads them in place of the number, the stars their picture only', () => {
    const { container } = render(<StarRating value={4} text="4 out of 5 stars" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container).toHaveTextContent(/^4 out of 5 stars$/);
    expect(container.querySelectorAll('svg')).toHaveLength(5);
  });

  it('counts one review in the singular', () => {
    expect(reviewCountLabel(1)).toBe('1 review');
  });
});
