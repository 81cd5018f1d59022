import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Select } from './Select';

const sortOrders = [
  { id: 'relevance', label: 'Most relevant' },
  { id: 'price-asc', label: 'Lowest price' },
  { id: 'price-desc', label: 'Highest price' },
];

describe('Select', () => {
  it('opens with the keyboard and selects with arrows and Enter', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Select label="Sort by" items={sortOrders} defaultValue="relevance" onChange={onChange} />);
    const trigger = screen.getByRole('button', { name: /Sort by/ });
    await user.tab();
    expect(trigger).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    expect(listbox).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('price-asc');
    expect(trigger).toHaveTextContent('Lowest price');
  });
});
