import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ToggleButton } from './ToggleButton';

describe('ToggleButton', () => {
  it('announces its pressed state and toggles with Space', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<ToggleButton aria-label="Shortlist Ford Focus" icon="heart" variant="ghost" onChange={onChange} />);
    const toggle = screen.getByRole('button', { name: 'Shortlist Ford Focus' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.tab();
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(onChange).toHaveBeenLastCalledWith(true);
  });
});
