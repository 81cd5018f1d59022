import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ComboBox } from './ComboBox';

const makes = [
  { id: 'ford', label: 'Ford' },
  { id: 'fiat', label: 'Fiat' },
  { id: 'volkswagen', label: 'Volkswagen' },
];

describe('ComboBox', () => {
  it('filters as you type and selects with arrows and Enter', async () => {
    const onSelectionChange = vi.fn();
    const user = userEvent.setup();
    render(<ComboBox label="Make" defaultItems={makes} onSelectionChange={onSelectionChange} />);
    const input = screen.getByRole('combobox', { name: 'Make' });
    await user.type(input, 'f');
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Ford', 'Fiat']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSelectionChange).toHaveBeenCalledWith('ford');
    expect(input).toHaveValue('Ford');
  });

  it('with defaultOpen, shows its list open on what matches the field, a Loading row while loading', async () => {
    // The Loading row watches scrolling with an IntersectionObserver, which jsdom lacks.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    render(<ComboBox label="Make" defaultItems={makes} defaultInputValue="F" defaultOpen isLoading />);
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Ford', 'Fiat', 'Loading']);
    vi.unstubAllGlobals();
  });

  it('with defaultOpen and nothing matching, says No results', async () => {
    render(<ComboBox label="Make" defaultItems={makes} defaultInputValue="Tesla" allowsEmptyCollection defaultOpen />);
    expect(await screen.findByRole('listbox')).toHaveTextContent('No results');
  });
});
