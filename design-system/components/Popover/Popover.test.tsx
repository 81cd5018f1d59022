import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button/Button';
import { DialogTrigger } from '../Modal/Modal';
import { Popover } from './Popover';

describe('Popover', () => {
  it('opens a named dialog and closes with Escape, returning focus', async () => {
    const user = userEvent.setup();
    render(
      <DialogTrigger>
        <Button variant="link">What is ULEZ?</Button>
        <Popover label="About ULEZ">
          <p>The Ultra Low Emission Zone charges older vehicles.</p>
        </Popover>
      </DialogTrigger>,
    );
    await user.tab();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'About ULEZ' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: 'What is ULEZ?' })).toHaveFocus());
  });
});
