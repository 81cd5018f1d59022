import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch } from '@ds';
import { narrow, narrowViewport } from '../support/decorators';
import { StateRow } from '../support/States';

const meta = {
  title: 'Components/Forms/Switch',
  component: Switch,
  args: { children: 'Show prices excluding VAT', onChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Off and on: at rest, hovered, focused by keyboard, pressed and disabled, the states forced on. */
export const States: Story = {
  render: (args) => (
    <>
      {[false, true].map((isSelected) => (
        <StateRow key={String(isSelected)} name={isSelected ? 'On' : 'Off'} unstyled={['hover', 'pressed']}>
          {(state) => (
            <Switch {...args} isSelected={isSelected} isDisabled={state === 'disabled'}>
              Excluding VAT
            </Switch>
          )}
        </StateRow>
      ))}
    </>
  ),
};

/** The default in use: what a person does with it, by keyboard and pointer (its play function). */
export const InUse: Story = {
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Show prices excluding VAT' });
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};
export const Selected: Story = { args: { defaultSelected: true } };
export const Disabled: Story = { args: { isDisabled: true } };
export const LongLabel: Story = {
  args: { children: 'Only show vehicles from dealers who can deliver to your home or arrange a video viewing' },
  decorators: [narrow],
};

/** At 320 px (a phone, or 400 % zoom): a long label wraps beside the switch. */
export const Narrow: Story = { ...narrowViewport, args: { ...LongLabel.args } };
