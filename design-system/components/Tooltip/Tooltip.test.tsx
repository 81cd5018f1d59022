import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { IconButton } from '../IconButton/IconButton';
import { Tooltip } from './Tooltip';

describe('Tooltip', () => {
  it('shows on keyboard focus, describes the control and hides with Escape', async () => {
    const user = userEvent.setup();
    render(
      <Tooltip content="Vehicles you saved">
        <IconButton label="Shortlist" icon="heart" />
      </Tooltip>,
    );
    await user.tab();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Vehicles you saved');
    expect(screen.getByRole('button', { name: 'Shortlist' })).toHaveAccessibleDescription('Vehicles you saved');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });
});
