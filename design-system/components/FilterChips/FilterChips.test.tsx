import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FilterChips, type FilterChip } from './FilterChips';

const criteria: FilterChip[] = [
  { id: 'make', label: 'Ford' },
  { id: 'price', label: 'Up to £10,000' },
  { id: 'distance', label: 'Within 25 miles' },
];

function Criteria({ initial = criteria }: { initial?: FilterChip[] }) {
  const [chips, setChips] = useState(initial);
  return (
    <FilterChips
      label="Your filters"
      chips={chips}
      onRemove={(ids) => setChips((now) => now.filter((chip) => !ids.has(chip.id)))}
      onClearAll={() => setChips([])}
    />
  );
}

describe('FilterChips', () => {
  it('names each chip and its remove button by its criterion', () => {
    render(<Criteria />);
    expect(screen.getByRole('grid', { name: 'Your filters' })).toBeInTheDocument();
    expect(screen.getAllByRole('row').map((row) => row.textContent)).toEqual([
      'Ford',
      'Up to £10,000',
      'Within 25 miles',
    ]);
    expect(screen.getByRole('button', { name: 'Remove Ford' })).toBeInTheDocument();
  });

  it('removes a chip with its button, and the last with Backspace, then says none is left', async () => {
    const user = userEvent.setup();
    render(<Criteria initial={criteria.slice(0, 2)} />);
    await user.click(screen.getByRole('button', { name: 'Remove Ford' }));
    expect(screen.queryByRole('row', { name: 'Ford' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Clear all' })).toBeNull();
    await user.tab();
    await user.keyboard('{Backspace}');
    expect(screen.queryAllByRole('row')).toEqual([]);
    expect(screen.getByText('No filters applied')).toBeInTheDocument();
  });

  it('clears every chip with Clear all and keeps focus in the emptied list', async () => {
    const user = userEvent.setup();
    render(<Criteria />);
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(screen.queryAllByRole('row')).toEqual([]);
    expect(screen.getByRole('group', { name: 'Your filters' })).toHaveFocus();
  });
});
