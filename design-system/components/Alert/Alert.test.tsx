import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Alert } from './Alert';

describe('Alert', () => {
  it('comes with the page without a live role, its tone named by its icon', () => {
    render(<Alert title="Prices include VAT" tone="info" />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('img', { name: 'Information' })).toBeInTheDocument();
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByText('Prices include VAT')).toBeInTheDocument();
  });

  it('makes its title a heading of the level asked for', () => {
    render(<Alert title="Prices include VAT" headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Prices include VAT' })).toBeInTheDocument();
  });

  it('is announced when it appears later: an error as an alert, other news as a status', () => {
    const { rerender } = render(<Alert title="Your search has been saved" tone="success" isLive />);
    expect(screen.getByRole('status')).toHaveTextContent('Your search has been saved');
    rerender(<Alert title="Your search could not be saved" tone="critical" isLive />);
    expect(screen.getByRole('alert')).toHaveTextContent('Your search could not be saved');
    expect(screen.getByRole('img', { name: 'Error' })).toBeInTheDocument();
  });

  it('offers its action as a link and its dismiss as a button named for the banner', async () => {
    const onDismiss = vi.fn();
    render(
      <Alert
        title="Your search has been saved"
        action={{ label: 'View saved searches', href: '/account/saved-searches' }}
        onDismiss={onDismiss}
      />,
    );
    expect(screen.getByRole('link', { name: 'View saved searches' })).toHaveAttribute(
      'href',
      '/account/saved-searches',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss: Your search has been saved' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
