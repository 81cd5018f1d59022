import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RangeField, type RangeValue } from './RangeField';

const minOptions = [
  { value: '-1', label: 'No min' },
  { value: '5000', label: '£5,000' },
  { value: '10000', label: '£10,000' },
];
const maxOptions = [
  { value: '-1', label: 'No max' },
  { value: '5000', label: '£5,000' },
  { value: '10000', label: '£10,000' },
];
// The design system knows no range rule: the product gives one. This one is the test's own.
const maxAboveMin = ({ min, max }: RangeValue) =>
  Number(min) > 0 && Number(max) > 0 && Number(max) <= Number(min) ? 'The maximum must be more than the minimum' : null;

describe('RangeField', () => {
  it('is one group named by its legend, with two labelled selects that start at their first choice', () => {
    render(<RangeField label="Price" minOptions={minOptions} maxOptions={maxOptions} />);
    const group = screen.getByRole('group', { name: 'Price' });
    const min = within(group).getByRole('combobox', { name: 'Minimum' });
    const max = within(group).getByRole('combobox', { name: 'Maximum' });
    expect(min).toHaveValue('-1');
    expect(max).toHaveValue('-1');
  });

  it('reads the hint with both ends', () => {
    render(<RangeField label="Price" description="Cash price" minOptions={minOptions} maxOptions={maxOptions} />);
    for (const name of ['Minimum', 'Maximum'])
      expect(screen.getByRole('combobox', { name })).toHaveAccessibleDescription('Cash price');
  });

  it('reports the new range and the end that changed', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<RangeField label="Price" minOptions={minOptions} maxOptions={maxOptions} onChange={onChange} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Maximum' }), '£10,000');
    expect(onChange).toHaveBeenLastCalledWith({ min: '-1', max: '10000' }, 'max');
  });

  it("shows the rule's one message under the legend, read with both ends; marks the end changed", async () => {
    const user = userEvent.setup();
    render(
      <RangeField
        label="Price"
        description="Cash price"
        minOptions={minOptions}
        maxOptions={maxOptions}
        defaultValue={{ min: '10000', max: '-1' }}
        validate={maxAboveMin}
      />,
    );
    const min = screen.getByRole('combobox', { name: 'Minimum' });
    const max = screen.getByRole('combobox', { name: 'Maximum' });
    await user.selectOptions(max, '£5,000');
    for (const select of [min, max])
      expect(select).toHaveAccessibleDescription(/^Cash price Error:\s*The maximum must be more than the minimum$/);
    expect(screen.getAllByText('The maximum must be more than the minimum')).toHaveLength(1);
    expect(max).toHaveAttribute('aria-invalid', 'true');
    expect(min).not.toHaveAttribute('aria-invalid');

    await user.selectOptions(max, 'No max');
    expect(screen.queryByText('The maximum must be more than the minimum')).toBeNull();
    expect(max).not.toHaveAttribute('aria-invalid');
    expect(max).toHaveAccessibleDescription('Cash price');
  });

  it('shows an error given from outside over the rule, on the end it names or on both', () => {
    const { rerender } = render(
      <RangeField
        label="Price"
        minOptions={minOptions}
        maxOptions={maxOptions}
        isInvalid
        invalidEnd="min"
        errorMessage="Min price must be less than max"
      />,
    );
    const min = screen.getByRole('combobox', { name: 'Minimum' });
    const max = screen.getByRole('combobox', { name: 'Maximum' });
    expect(min).toHaveAttribute('aria-invalid', 'true');
    expect(max).not.toHaveAttribute('aria-invalid');
    expect(max).toHaveAccessibleDescription(/Error:\s*Min price must be less than max/);
    rerender(
      <RangeField
        label="Price"
        minOptions={minOptions}
        maxOptions={maxOptions}
        isInvalid
        errorMessage="Choose a range"
      />,
    );
    expect(min).toHaveAttribute('aria-invalid', 'true');
    expect(max).toHaveAttribute('aria-invalid', 'true');
  });

  it('disables both ends together', () => {
    render(<RangeField label="Price" minOptions={minOptions} maxOptions={maxOptions} isDisabled />);
    expect(screen.getByRole('combobox', { name: 'Minimum' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Maximum' })).toBeDisabled();
  });

  it('takes its own end labels and form names', () => {
    render(
      <RangeField
        label="Year"
        minLabel="From"
        maxLabel="To"
        minName="MinYear"
        maxName="MaxYear"
        minOptions={minOptions}
        maxOptions={maxOptions}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'From' })).toHaveAttribute('name', 'MinYear');
    expect(screen.getByRole('combobox', { name: 'To' })).toHaveAttribute('name', 'MaxYear');
  });
});
