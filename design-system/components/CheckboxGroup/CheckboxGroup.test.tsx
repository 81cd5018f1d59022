import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from '../Checkbox/Checkbox';
import { CheckboxGroup } from './CheckboxGroup';

describe('CheckboxGroup', () => {
  it('is a named group whose values change with Space', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(
      <CheckboxGroup label="Fuel type" description="Choose any" onChange={onChange}>
        <Checkbox value="petrol">Petrol</Checkbox>
        <Checkbox value="diesel">Diesel</Checkbox>
      </CheckboxGroup>,
    );
    expect(screen.getByRole('group', { name: 'Fuel type' })).toHaveAccessibleDescription('Choose any');
    await user.tab();
    await user.tab();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(['diesel']);
  });

  it('announces a group error', () => {
    render(
      <CheckboxGroup label="Fuel type" isInvalid errorMessage="Choose at least one fuel type">
        <Checkbox value="petrol">Petrol</Checkbox>
      </CheckboxGroup>,
    );
    expect(screen.getByRole('group', { name: 'Fuel type' })).toHaveAccessibleDescription(
      /Error:\s*Choose at least one fuel type/,
    );
  });
});
