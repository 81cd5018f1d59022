import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('toggles with Space and reports its checked state', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Checkbox onChange={onChange}>Exclude ex-fleet vehicles</Checkbox>);
    const checkbox = screen.getByRole('checkbox', { name: 'Exclude ex-fleet vehicles' });
    await user.tab();
    expect(checkbox).toHaveFocus();
    await user.keyboard(' ');
    expect(checkbox).toBeChecked();
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('can be indeterminate or disabled', () => {
    render(
      <>
        <Checkbox isIndeterminate>All Ford models</Checkbox>
        <Checkbox isDisabled>Sold vehicles</Checkbox>
      </>,
    );
    expect(screen.getByRole('checkbox', { name: 'All Ford models' })).toBePartiallyChecked();
    expect(screen.getByRole('checkbox', { name: 'Sold vehicles' })).toBeDisabled();
  });
});
