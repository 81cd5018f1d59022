import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { fieldWidths, Select } from '@ds';
import { narrow, ownDocsFrame, narrowViewport } from '../support/decorators';
import { fieldStateProps, StateRow } from '../support/States';

const sortOrders = [
  { id: 'relevance', label: 'Most relevant' },
  { id: 'price-asc', label: 'Lowest price' },
  { id: 'price-desc', label: 'Highest price' },
  { id: 'mileage-asc', label: 'Lowest mileage' },
  { id: 'age-asc', label: 'Newest first' },
];

const meta = {
  title: 'Components/Forms/Select',
  component: Select,
  args: { label: 'Sort by', items: sortOrders, placeholder: 'Choose an order', onChange: fn() },
  argTypes: { width: { control: 'inline-radio', options: fieldWidths } },
  parameters: {
    docs: {
      description: {
        component:
          'A listbox select on react-aria-components (~57 KiB gzip with its dependencies). Prefer NativeSelect for plain lists.',
      },
    },
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: 'relevance' },
};

/** The closed select at rest, hovered, focused by keyboard, pressed, disabled and invalid: the states forced on. */
export const States: Story = {
  render: (args) => (
    <StateRow states={['rest', 'hover', 'focus-visible', 'pressed', 'disabled', 'invalid']}>
      {(state) => (
        <Select {...args} defaultValue="relevance" {...fieldStateProps(state, 'Choose how to sort the results')} />
      )}
    </StateRow>
  ),
};

/** Each open list shows in a frame of its own on the docs page, so it does not cover the page. */
const openListDocs = ownDocsFrame('26rem');

/** The list open, as a click or the arrow keys leave it: the chosen order ticked and bold. */
export const Open: Story = {
  args: { defaultOpen: true, defaultValue: 'price-asc' },
  parameters: openListDocs,
};

/** The list open while more choices load: a "Loading" row at its foot. */
export const OpenLoading: Story = {
  args: {
    label: 'Model',
    placeholder: 'Choose a model',
    items: [
      { id: 'fiesta', label: 'Fiesta' },
      { id: 'focus', label: 'Focus' },
    ],
    defaultOpen: true,
    isLoading: true,
  },
  parameters: openListDocs,
};

/** The default in use: what a person does with it, by keyboard and pointer (its play function). */
export const InUse: Story = {
  ...Default,
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Sort by/ });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    await expect(listbox).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('price-asc');
    // Focus returns to the trigger as the popover closes: a moment later on a loaded machine.
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
export const Empty: Story = {};
export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Choose how to sort the results' } };
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'relevance' } };
export const LongLabel: Story = {
  args: { label: 'Sort the vehicles in your search results by', defaultValue: 'mileage-asc' },
  decorators: [narrow],
};

/** At 320 px (a phone, or 400 % zoom): a long label wraps above the field. */
export const Narrow: Story = { ...narrowViewport, args: { ...LongLabel.args } };
