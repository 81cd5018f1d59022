import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SegmentedControl } from './SegmentedControl';

const payments = [
  { id: 'cash', label: 'Pay in full' },
  { id: 'pcp', label: 'Personal contract purchase' },
  { id: 'hp', label: 'Hire purchase' },
] as const;

describe('SegmentedControl', () => {
  it('is a named radio group whose arrow keys move the selection, entered and left with one Tab', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(
      <>
        <SegmentedControl label="Payment type" items={payments} defaultValue="cash" onChange={onChange} />
        <button type="button">Search</button>
      </>,
    );
    expect(screen.getByRole('radiogroup', { name: 'Payment type' })).toBeInTheDocument();
    const cash = screen.getByRole('radio', { name: 'Pay in full' });
    const pcp = screen.getByRole('radio', { name: 'Personal contract purchase' });
    const hp = screen.getByRole('radio', { name: 'Hire purchase' });
    expect(cash).toBeChecked();

    await user.tab();
    expect(cash).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(pcp).toHaveFocus();
    expect(pcp).toBeChecked();
    expect(cash).not.toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith('pcp');

    await user.keyboard('{ArrowDown}');
    expect(hp).toHaveFocus();
    expect(hp).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith('hp');

    await user.tab();
    expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(hp).toHaveFocus();
  });

  it('follows a controlled value', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(
      <SegmentedControl label="Payment type" items={payments} value="hp" onChange={onChange} />,
    );
    expect(screen.getByRole('radio', { name: 'Hire purchase' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Pay in full' }));
    expect(onChange).toHaveBeenLastCalledWith('cash');
    expect(screen.getByRole('radio', { name: 'Hire purchase' })).toBeChecked();
    rerender(<SegmentedControl label="Payment type" items={payments} value="cash" onChange={onChange} />);
    expect(screen.getByRole('radio', { name: 'Pay in full' })).toBeChecked();
  });

  it('disabled, offers no choice; a visible label still names the group', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(
      <SegmentedControl
        label="Payment type"
        labelVisibility="visible"
        items={payments}
        defaultValue="pcp"
        onChange={onChange}
        isDisabled
      />,
    );
    expect(screen.getByText('Payment type')).toBeVisible();
    const group = screen.getByRole('radiogroup', { name: 'Payment type' });
    expect(group).toHaveAttribute('aria-disabled', 'true');
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
    await user.click(screen.getByText('Hire purchase'));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: 'Personal contract purchase' })).toBeChecked();
  });
});
