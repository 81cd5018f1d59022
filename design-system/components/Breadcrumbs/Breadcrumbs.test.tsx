import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Breadcrumbs } from './Breadcrumbs';

describe('Breadcrumbs', () => {
  it('is a nav landmark whose last item is the current page', () => {
    render(
      <Breadcrumbs
        items={[
          { id: 'home', label: 'Home', href: '/' },
          { id: 'cars', label: 'Used cars', href: '/search/car/' },
          { id: 'focus', label: 'Ford Focus' },
        ]}
      />,
    );
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Used cars' })).toHaveAttribute('href', '/search/car/');
    expect(screen.getByText('Ford Focus')).toHaveAttribute('aria-current', 'page');
  });
});
