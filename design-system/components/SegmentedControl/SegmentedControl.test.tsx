import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SegmentedControl } from './SegmentedControl';

const modes = [
  { id: 'total', label: 'Price' },
  { id: 'monthly', label: 'Monthly cost' },
];

describe('SegmentedControl', () => {
  it('is a named radio group; arrows move and Space selects', async () => {
    const onSelectionChange = vi.fn();
    const user = userEvent.setup();
    render(
      <SegmentedControl
        label="Price mode"
        items={modes}
        defaultSelectedKeys={['total']}
        onSelectionChange={onSelectionChange}
      />,
    );
    expect(screen.getByRole('radiogroup', { name: 'Price mode' })).toBeInTheDocument();
    const price = screen.getByRole('radio', { name: 'Price' });
    expect(price).toBeChecked();
    await user.tab();
    expect(price).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    const monthly = screen.getByRole('radio', { name: 'Monthly cost' });
    expect(monthly).toHaveFocus();
    await user.keyboard(' ');
    expect(monthly).toBeChecked();
    expect(onSelectionChange).toHaveBeenLastCalledWith(new Set(['monthly']));
  });
});
