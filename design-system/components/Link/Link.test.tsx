import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { Link } from './Link';

describe('Link', () => {
  it('navigates internal links through the router on Enter', async () => {
    const navigate = vi.fn();
    const user = userEvent.setup();
    render(
      <RouterProvider navigate={navigate}>
        <Link href="/search/car/">Used cars</Link>
      </RouterProvider>,
    );
    const link = screen.getByRole('link', { name: 'Used cars' });
    expect(link).toHaveAttribute('href', '/search/car/');
    await user.tab();
    expect(link).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledWith('/search/car/', undefined);
  });

  it('says an external link opens in a new tab', () => {
    render(
      <Link href="https://dealers.example/advertise" isExternal>
        Advertise with us
      </Link>,
    );
    const link = screen.getByRole('link', { name: /Advertise with us\s*\(opens in new tab\)/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    // The word joiner that keeps the icon beside the last word is not part of the name.
    expect(link).toHaveAccessibleName(/^Advertise with us ?\(opens in new tab\)$/);
  });
});
