import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button';
import { Menu, MenuItem, MenuTrigger } from './Menu';

describe('Menu', () => {
  it('opens with Enter, moves with arrows, acts with Enter and closes', async () => {
    const onAction = vi.fn();
    const user = userEvent.setup();
    render(
      <MenuTrigger>
        <Button variant="secondary">Account</Button>
        <Menu aria-label="Account" onAction={onAction}>
          <MenuItem id="home">Account home</MenuItem>
          <MenuItem id="signout">Sign out</MenuItem>
        </Menu>
      </MenuTrigger>,
    );
    const trigger = screen.getByRole('button', { name: 'Account' });
    await user.tab();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Account' });
    expect(screen.getByRole('menuitem', { name: 'Account home' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onAction.mock.calls[0]?.[0]).toBe('signout');
    await waitFor(() => expect(menu).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  });
});
