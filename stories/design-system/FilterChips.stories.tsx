import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FilterChips, type FilterChip, type FilterChipsProps } from '@ds';
import { narrow } from '../support/decorators';

const criteria: FilterChip[] = [
  { id: 'make', label: 'Ford' },
  { id: 'price', label: 'Up to £10,000' },
  { id: 'distance', label: 'Within 25 miles' },
];

/** The chips as a page holds them: removing one takes it out of the search. */
function Criteria(props: FilterChipsProps) {
  const [chips, setChips] = useState(props.chips);
  return (
    <FilterChips
      {...props}
      chips={chips}
      onRemove={(ids) => {
        props.onRemove(ids);
        setChips((now) => now.filter((chip) => !ids.has(chip.id)));
      }}
      onClearAll={
        props.onClearAll
          ? () => {
              props.onClearAll?.();
              setChips([]);
            }
          : undefined
      }
    />
  );
}

const meta = {
  title: 'Components/Forms/FilterChips',
  component: FilterChips,
  args: { label: 'Your filters', chips: criteria, onRemove: fn(), onClearAll: fn() },
  render: (args) => <Criteria {...args} />,
  parameters: {
    docs: {
      description: {
        component:
          'The criteria a search applies, each a chip that removes it, on react-aria-components’ TagGroup: one tab stop, arrows between chips, Backspace or Delete removes one. “Clear all” shows with two or more chips; when none is left, the list says so and keeps focus.',
      },
    },
  },
} satisfies Meta<typeof FilterChips>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const OneChip: Story = { args: { chips: [{ id: 'make', label: 'Ford' }] } };

/** Nothing applied: the list says so, in words. */
export const Empty: Story = { args: { chips: [] } };

export const ManyChips: Story = {
  args: {
    chips: [
      { id: 'make', label: 'Volkswagen' },
      { id: 'model', label: 'Golf' },
      { id: 'price', label: '£8,000 to £15,000' },
      { id: 'distance', label: 'Within 50 miles' },
      { id: 'fuel', label: 'Petrol' },
      { id: 'gearbox', label: 'Automatic' },
      { id: 'year', label: '2018 or newer' },
    ],
  },
};

export const WithoutClearAll: Story = { args: { onClearAll: undefined } };

/** By keyboard: one tab stop, arrows between chips, Backspace removes, focus stays on a chip, then on the emptied list. */
export const RemoveByKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = () => canvas.queryAllByRole('row');
    await userEvent.tab();
    await expect(canvas.getByRole('row', { name: 'Ford' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('row', { name: 'Up to £10,000' })).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    await expect(args.onRemove).toHaveBeenCalledWith(new Set(['price']));
    await waitFor(() => expect(rows().map((row) => row.textContent)).toEqual(['Ford', 'Within 25 miles']));
    // Focus moves to the chip that took the removed one's place.
    await waitFor(() => expect(canvas.getByRole('row', { name: 'Within 25 miles' })).toHaveFocus());
    await userEvent.keyboard('{Delete}');
    await waitFor(() => expect(canvas.getByRole('row', { name: 'Ford' })).toHaveFocus());
    await userEvent.keyboard('{Backspace}');
    await waitFor(() => expect(rows()).toEqual([]));
    // The last chip gone, focus stays in the list, which says none is left.
    const list = canvas.getByRole('group', { name: 'Your filters' });
    await expect(list).toHaveTextContent('No filters applied');
    await waitFor(() => expect(list).toHaveFocus());
  },
};

/** By pointer: each chip's ✕ is named "Remove" and the criterion; Clear all empties the list and keeps focus there. */
export const RemoveAndClearAll: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Ford' }));
    await expect(args.onRemove).toHaveBeenCalledWith(new Set(['make']));
    await expect(canvas.queryByRole('row', { name: 'Ford' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear all' }));
    await expect(args.onClearAll).toHaveBeenCalledTimes(1);
    const list = canvas.getByRole('group', { name: 'Your filters' });
    await expect(list).toHaveTextContent('No filters applied');
    await expect(list).toHaveFocus();
  },
};

export const Narrow: Story = {
  args: {
    chips: [
      { id: 'make', label: 'Mercedes-Benz' },
      { id: 'model', label: 'Sprinter 314 CDI Long Wheelbase High Roof' },
      { id: 'distance', label: 'Within 25 miles of SW1A 1AA' },
    ],
  },
  decorators: [narrow],
};
