import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { VehicleCard } from './VehicleCard';

const focus = {
  title: 'Ford Focus 1.0 EcoBoost Titanium 5dr',
  href: '/vehicle/123/',
  price: 12995,
  mileage: 23456,
  year: 2019,
  fuel: 'Petrol',
  transmission: 'Manual',
};

describe('VehicleCard', () => {
  it('is an article headed by a link to the vehicle, with its price and facts', () => {
    render(<VehicleCard {...focus} />);
    const article = screen.getByRole('article');
    const heading = within(article).getByRole('heading', { level: 3, name: focus.title });
    expect(within(heading).getByRole('link')).toHaveAttribute('href', '/vehicle/123/');
    expect(article).toHaveTextContent('£12,995');
    expect(within(article).getByRole('list', { name: 'Key facts' })).toHaveTextContent('201923,456 milesPetrolManual');
  });

  it('shows badges, marks and the ex-VAT price', () => {
    render(<VehicleCard {...focus} isReduced isSold isEnquired isViewed isPriceExcludingVat priceIncVat={15594} />);
    expect(screen.getByRole('list', { name: 'Labels' })).toHaveTextContent('SoldReduced');
    expect(screen.getByRole('list', { name: 'Your activity' })).toHaveTextContent('Enquired Viewed');
    expect(screen.getByRole('article')).toHaveTextContent('£12,995 exc. VAT£15,594 inc. VAT');
  });

  it('marks a vehicle no longer available, with its title as plain text, not a link, and keeps its actions', () => {
    render(<VehicleCard {...focus} isNoLongerAvailable actions={<button type="button">Remove</button>} />);
    const article = screen.getByRole('article');
    expect(within(article).getByRole('list', { name: 'Labels' })).toHaveTextContent('No longer available');
    expect(within(article).getByRole('heading', { level: 3, name: focus.title })).toBeInTheDocument();
    expect(within(article).queryByRole('link')).toBeNull();
    expect(within(article).getByRole('button', { name: 'Remove' })).toBeInTheDocument();
  });

  it('says what a Featured label means and what admin fee the price includes', () => {
    const { rerender } = render(<VehicleCard {...focus} isFeatured adminFee={199} />);
    const article = screen.getByRole('article');
    expect(within(article).getByRole('list', { name: 'Labels' })).toHaveTextContent('Featured');
    expect(article).toHaveTextContent('Featured: the dealer paid to show this advert here.');
    expect(article).toHaveTextContent('Includes £199 admin fee');
    rerender(<VehicleCard {...focus} adminFee={0} />);
    expect(article).not.toHaveTextContent('the dealer paid');
    expect(article).toHaveTextContent('No admin fee');
  });

  it("shows the dealer's rating in words beside its stars, and nothing without one", () => {
    const text = 'Dealer 4.6 out of 5 from 538 reviews in the last 12 months';
    const { rerender } = render(<VehicleCard {...focus} dealerRating={{ stars: 4.6, text }} />);
    const article = screen.getByRole('article');
    expect(within(article).getByText(text)).toBeInTheDocument();
    rerender(<VehicleCard {...focus} />);
    expect(article).not.toHaveTextContent('out of 5');
  });

  it('toggles the shortlist heart with the keyboard', async () => {
    const onShortlistChange = vi.fn();
    const user = userEvent.setup();
    render(<VehicleCard {...focus} isShortlisted={false} onShortlistChange={onShortlistChange} />);
    const heart = screen.getByRole('button', { name: `Shortlist ${focus.title}` });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.tab();
    await user.tab();
    expect(heart).toHaveFocus();
    await user.keyboard(' ');
    expect(onShortlistChange).toHaveBeenCalledWith(true);
  });
});
