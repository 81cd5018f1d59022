import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NativeSelect } from './NativeSelect';

const prices = [
  { value: '-1', label: 'No max' },
  { value: '5000', label: '£5,000' },
  { value: '10000', label: '£10,000' },
];

describe('NativeSelect', () => {
  it('is a labelled combobox that reports the chosen value', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<NativeSelect label="Max price" description="Cash price" options={prices} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Max price' });
    expect(select).toHaveAccessibleDescription('Cash price');
    await user.selectOptions(select, '£5,000');
    expect(onChange).toHaveBeenCalledWith('5000');
  });

  it('announces an error', () => {
    render(
      <NativeSelect label="Max price" options={prices} isInvalid errorMessage="Max price must be greater than min" />,
    );
    const select = screen.getByRole('combobox', { name: 'Max price' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription(/Error:\s*Max price must be greater than min/);
  });

  it("reads a group's hint and error after its own", () => {
    render(
      <>
        <span id="group-hint">Cash price</span>
        <NativeSelect label="Max price" description="Including VAT" options={prices} aria-describedby="group-hint" />
      </>,
    );
    expect(screen.getByRole('combobox', { name: 'Max price' })).toHaveAccessibleDescription('Including VAT Cash price');
  });
});
