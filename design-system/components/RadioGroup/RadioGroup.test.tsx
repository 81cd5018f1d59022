import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Radio, RadioGroup } from './RadioGroup';

describe('RadioGroup', () => {
  it('is a named radio group; arrows move the selection', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(
      <RadioGroup label="Vehicle type" defaultValue="car" onChange={onChange}>
        <Radio value="car">Car</Radio>
        <Radio value="van">Van</Radio>
      </RadioGroup>,
    );
    expect(screen.getByRole('radiogroup', { name: 'Vehicle type' })).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Car' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Van' })).toBeChecked();
    expect(onChange).toHaveBeenCalledWith('van');
  });
});
