import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
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

  it('makes the current page text, not a link, even when it has an address', () => {
    render(
      <Breadcrumbs
        items={[
          { label: 'Home', href: '/' },
          { label: 'About us', href: '/aboutus/' },
        ]}
      />,
    );
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Home']);
    expect(screen.getByText('About us')).toHaveAttribute('aria-current', 'page');
  });

  it('navigates through the app’s router', async () => {
    const navigate = vi.fn();
    render(
      <RouterProvider navigate={navigate}>
        <Breadcrumbs
          items={[
            { label: 'Home', href: '/' },
            { label: 'Used cars', href: '/used-cars/' },
            { label: 'Ford', href: '/ford/used-cars/' },
          ]}
        />
      </RouterProvider>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Used cars' }));
    expect(navigate).toHaveBeenCalledWith('/used-cars/', undefined);
  });
});
