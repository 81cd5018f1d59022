import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from '@ds';
import { narrow, narrowViewport } from '../support/decorators';
import { StateRow } from '../support/States';

const meta = {
  title: 'Components/Forms/Checkbox',
  component: Checkbox,
  args: { children: 'Exclude ex-fleet vehicles', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/**
 * Not ticked, ticked and invalid: at rest, hovered, focused by keyboard, pressed and disabled, the
 * states forced on.
 */
export const States: Story = {
  render: (args) => (
    <>
      <StateRow name="Not ticked">
        {(state) => (
          <Checkbox {...args} isDisabled={state === 'disabled'}>
            Ex-fleet
          </Checkbox>
        )}
      </StateRow>
      <StateRow name="Ticked" unstyled={['hover', 'pressed']}>
        {(state) => (
          <Checkbox {...args} isSelected isDisabled={state === 'disabled'}>
            Ex-fleet
          </Checkbox>
        )}
      </StateRow>
      <StateRow name="Invalid" states={['rest', 'hover', 'focus-visible', 'pressed']} unstyled={['hover', 'pressed']}>
        {() => (
          <Checkbox {...args} isInvalid>
            I agree
          </Checkbox>
        )}
      </StateRow>
    </>
  ),
};

/** The default in use: what a person does with it, by keyboard and pointer (its play function). */
export const InUse: Story = {
  play: async ({ args, canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Exclude ex-fleet vehicles' });
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};
export const Selected: Story = { args: { defaultSelected: true } };
export const Indeterminate: Story = { args: { isIndeterminate: true, children: 'All Ford models' } };
export const Invalid: Story = { args: { isInvalid: true, children: 'I agree to the terms' } };
export const Disabled: Story = { args: { isDisabled: true } };
export const LongLabel: Story = {
  args: { children: 'Exclude vehicles recorded as Category N or Category D in their history (damage repaired)' },
  decorators: [narrow],
};

/** At 320 px (a phone, or 400 % zoom): a long label wraps beside its box. */
export const Narrow: Story = { ...narrowViewport, args: { ...LongLabel.args } };
