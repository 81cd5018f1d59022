import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Slider } from './Slider';

const pounds = { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 } as const;

describe('Slider', () => {
  it('steps by keyboard and says its value in pounds', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(
      <Slider
        label="Deposit"
        defaultValue={1000}
        minValue={0}
        maxValue={5000}
        step={100}
        formatOptions={pounds}
        onChange={onChange}
      />,
    );
    const slider = screen.getByRole('slider', { name: 'Deposit' });
    expect(slider).toHaveAttribute('aria-valuetext', '£1,000');
    await user.tab();
    expect(slider).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(1100);
    await user.keyboard('{End}');
    expect(onChange).toHaveBeenLastCalledWith(5000);
    expect(screen.getByText('£5,000')).toBeInTheDocument();
  });

  it('puts a field beside it and keeps its name when the label is hidden', () => {
    render(
      <Slider
        label="Term"
        isLabelHidden
        value={48}
        minValue={24}
        maxValue={60}
        step={12}
        field={<input aria-label="Term in months" defaultValue="48" />}
      />,
    );
    expect(screen.getByRole('slider', { name: 'Term' })).toHaveValue('48');
    expect(screen.getByRole('textbox', { name: 'Term in months' })).toBeInTheDocument();
  });

  it('can be disabled', () => {
    render(<Slider label="Annual mileage" defaultValue={10000} maxValue={30000} isDisabled />);
    expect(screen.getByRole('slider', { name: 'Annual mileage' })).toBeDisabled();
  });
});
