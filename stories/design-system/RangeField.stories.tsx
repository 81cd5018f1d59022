import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formatPrice, RangeField, type RangeEnd, type RangeValue } from '@ds';
// The design system has no range rule of its own; these stories use the search panel's.
import { priceMessages, priceRangeError } from '@domain/search/criteria';
import { narrow } from '../support/decorators';

const prices = [1000, 2000, 3000, 5000, 7500, 10000, 15000, 20000, 30000];
const priceChoices = (noLimit: string) => [
  { value: '-1', label: noLimit },
  ...prices.map((price) => ({ value: String(price), label: formatPrice(price) })),
];
const years = Array.from({ length: 12 }, (_, i) => String(2025 - i));
const yearChoices = (noLimit: string) => [
  { value: '-1', label: noLimit },
  ...years.map((year) => ({ value: year, label: year })),
];

/** The search panel's cash price rule: a min above the max, or a max below the min. */
const priceRule = ({ min, max }: RangeValue, changed: RangeEnd) =>
  priceRangeError(changed, Number(min), Number(max), 'total')?.msg ?? null;

const meta = {
  title: 'Components/Forms/RangeField',
  component: RangeField,
  args: {
    label: 'Price',
    minOptions: priceChoices('No min'),
    maxOptions: priceChoices('No max'),
    onChange: fn(),
    validate: priceRule,
  },
  parameters: {
    docs: {
      description: {
        component:
          'A min–max range as one question: one legend, one hint, one error, two native selects. It has no rule of its own: the product passes `validate` (here the search panel\'s price rule, "Max price must be greater than min"), or `isInvalid` + `errorMessage` from its store.',
      },
    },
  },
} satisfies Meta<typeof RangeField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Choosing a min above the max: one message under the legend, read with both ends; the end changed is marked. */
export const InUse: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const min = canvas.getByRole('combobox', { name: 'Minimum' });
    const max = canvas.getByRole('combobox', { name: 'Maximum' });
    await userEvent.tab();
    await expect(min).toHaveFocus();
    await userEvent.selectOptions(max, '£5,000');
    await userEvent.selectOptions(min, '£10,000');
    await expect(args.onChange).toHaveBeenLastCalledWith({ min: '10000', max: '5000' }, 'min');
    for (const select of [min, max])
      await expect(select).toHaveAccessibleDescription(new RegExp(`^Error:\\s*${priceMessages.minAboveMax}$`));
    await expect(min).toHaveAttribute('aria-invalid', 'true');
    await expect(max).not.toHaveAttribute('aria-invalid');
    await userEvent.selectOptions(min, '£3,000');
    await expect(canvas.queryByText(priceMessages.minAboveMax)).toBeNull();
    await expect(min).not.toHaveAttribute('aria-invalid');
  },
};
export const Chosen: Story = {
  args: { description: 'Cash price, including VAT', defaultValue: { min: '5000', max: '15000' } },
};
/** An error from the panel's store, on the end it names: the message is the product's own. */
export const Invalid: Story = {
  args: {
    description: 'Cash price, including VAT',
    defaultValue: { min: '15000', max: '5000' },
    isInvalid: true,
    invalidEnd: 'max',
    errorMessage: priceMessages.maxBelowMin,
  },
};
export const Disabled: Story = { args: { isDisabled: true, defaultValue: { min: '5000', max: '-1' } } };
/** A range of years, its ends named "From" and "To". */
export const Years: Story = {
  args: {
    label: 'Year',
    minLabel: 'From',
    maxLabel: 'To',
    minOptions: yearChoices('Any'),
    maxOptions: yearChoices('Any'),
    defaultValue: { min: '2018', max: '-1' },
    validate: undefined,
  },
};
export const Narrow: Story = {
  args: {
    description: 'Cash price, including VAT',
    defaultValue: { min: '30000', max: '7500' },
    isInvalid: true,
    invalidEnd: 'min',
    errorMessage: priceMessages.minAboveMax,
  },
  decorators: [narrow],
};
