import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { StoresProvider } from '../../stores/StoresContext';
import { createTestStores } from '../../stores/testing';
import { Page } from './Page';

const trail = [
  { label: 'Used vans', href: '/used-vans/' },
  { label: 'Van dealers', href: '/used-vans/dealers/' },
];

describe('Page', () => {
  it('shows its trail as the Breadcrumb landmark after Home, the page itself the current item', () => {
    const { stores } = createTestStores(() => new Response(null, { status: 204 }));
    render(
      <StoresProvider stores={stores}>
        <MemoryRouter initialEntries={['/used-vans/dealers/']}>
          <Page title="Van dealers" description="Dealers selling used vans." trail={trail} />
        </MemoryRouter>
      </StoresProvider>,
    );
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const items = within(nav).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Home', 'Used vans', 'Van dealers']);
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Used vans' })).toHaveAttribute('href', '/used-vans/');
    expect(within(nav).getByText('Van dealers')).toHaveAttribute('aria-current', 'page');
    expect(within(nav).queryByRole('link', { name: 'Van dealers' })).toBeNull();
  });
});
