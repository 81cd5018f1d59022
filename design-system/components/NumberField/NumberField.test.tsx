import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NumberField } from './NumberField';

describe('NumberField', () => {
  it('steps with the arrow keys within its bounds', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(
      <NumberField label="Deposit" defaultValue={1000} step={500} minValue={0} maxValue={99999} onChange={onChange} />,
    );
    const input = screen.getByRole('textbox', { name: 'Deposit' });
    await user.tab();
    expect(input).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith(1500);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith(500);
  });

  it('has named stepper buttons and reports an error', () => {
    render(
      <NumberField label="Mileage" isInvalid errorMessage="A positive number is required between 1 and 999,999" />,
    );
    expect(screen.getByRole('button', { name: /Increase/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Mileage' })).toHaveAccessibleDescription(
      /Error:\s*A positive number is required/,
    );
  });
});
