import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox, CheckboxGroup } from '@ds';
import { narrow } from '../support/decorators';

const meta = {
  title: 'Components/Forms/CheckboxGroup',
  component: CheckboxGroup,
  args: {
    label: 'Fuel type',
    onChange: fn(),
    children: [
      <Checkbox key="petrol" value="petrol">
        Petrol
      </Checkbox>,
      <Checkbox key="diesel" value="diesel">
        Diesel
      </Checkbox>,
      <Checkbox key="electric" value="electric">
        Electric
      </Checkbox>,
    ],
  },
} satisfies Meta<typeof CheckboxGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The default in use: what a person does with it, by keyboard and pointer (its play function). */
export const InUse: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Fuel type' })).toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Petrol' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['petrol', 'diesel']);
  },
};
export const WithDescription: Story = { args: { description: 'Choose all that apply', defaultValue: ['diesel'] } };
export const Horizontal: Story = { args: { orientation: 'horizontal' } };
export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Choose at least one fuel type' } };
export const Disabled: Story = { args: { isDisabled: true } };
export const Narrow: Story = {
  args: { orientation: 'horizontal', description: 'Choose all that apply' },
  decorators: [narrow],
};
