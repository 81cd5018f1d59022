import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconButton, iconButtonSizes, iconButtonVariants, iconNames, Inline } from '@ds';
import { StateRow, variantName } from '../support/States';

const meta = {
  title: 'Components/Actions/IconButton',
  component: IconButton,
  args: { label: 'Close', icon: 'close', onPress: fn() },
  argTypes: {
    icon: { control: 'select', options: iconNames },
    variant: { control: 'inline-radio', options: iconButtonVariants },
    size: { control: 'inline-radio', options: iconButtonSizes },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tertiary: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Close' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

/** Every variant at rest, hovered, focused by keyboard, pressed and disabled, the states forced on. */
export const States: Story = {
  render: (args) => (
    <>
      {iconButtonVariants.map((variant) => (
        <StateRow key={variant} name={variantName(variant)}>
          {(state) => <IconButton {...args} variant={variant} isDisabled={state === 'disabled'} />}
        </StateRow>
      ))}
    </>
  ),
};

export const Secondary: Story = { args: { variant: 'secondary', label: 'Open menu', icon: 'menu' } };
export const Primary: Story = { args: { variant: 'primary', label: 'Search', icon: 'search' } };
export const Sizes: Story = {
  render: (args) => (
    <Inline>
      {iconButtonSizes.map((size) => (
        <IconButton {...args} key={size} size={size} label={`Close (${size})`} />
      ))}
    </Inline>
  ),
};
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Close' })).toBeDisabled();
  },
};
