import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button/Button';
import { Dialog, DialogTrigger, Modal } from './Modal';

describe('Dialog in a Modal', () => {
  it('opens from its trigger, traps focus, closes with Escape and returns focus', async () => {
    const user = userEvent.setup();
    render(
      <DialogTrigger>
        <Button>Dealer tools</Button>
        <Modal>
          <Dialog title="Dealer Administration">
            <p>Please select a portal</p>
            <Button>Inventory</Button>
          </Dialog>
        </Modal>
      </DialogTrigger>,
    );
    const trigger = screen.getByRole('button', { name: 'Dealer tools' });
    await user.tab();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Dealer Administration' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.tab();
    await user.tab();
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  });
});
