import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button/Button';
import { DialogTrigger } from '../Modal/Modal';
import { Drawer } from './Drawer';

describe('Drawer', () => {
  it('is a named modal dialog closed by its close button, focus back on the trigger', async () => {
    const user = userEvent.setup();
    render(
      <DialogTrigger>
        <Button>Shortlist</Button>
        <Drawer title="Your shortlist">
          <p>You have no vehicles in your shortlist.</p>
        </Drawer>
      </DialogTrigger>,
    );
    await user.click(screen.getByRole('button', { name: 'Shortlist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your shortlist' });
    expect(dialog).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Shortlist' })).toHaveFocus());
  });
});
