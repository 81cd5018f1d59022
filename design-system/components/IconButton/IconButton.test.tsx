import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  it('is named by its label and pressed with the keyboard', async () => {
    const onPress = vi.fn();
    const user = userEvent.setup();
    render(<IconButton label="Close" icon="close" onPress={onPress} />);
    const button = screen.getByRole('button', { name: 'Close' });
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(1);
  });
});
