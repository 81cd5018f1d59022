import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { iconNames, ToggleButton, toggleButtonVariants } from '@ds';
import { narrow } from '../support/decorators';
import { StateRow } from '../support/States';

const meta = {
  title: 'Components/Actions/ToggleButton',
  component: ToggleButton,
  args: { children: 'Reduced', onChange: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: toggleButtonVariants },
    icon: { control: 'select', options: iconNames },
  },
} satisfies Meta<typeof ToggleButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Outline: Story = {
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', { name: 'Reduced' });
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

/**
 * Off and on (selected), for the outline toggle and the ghost shortlist heart: at rest, hovered,
 * focused by keyboard, pressed and disabled, the states forced on.
 */
export const States: Story = {
  render: (args) => (
    <>
      {[false, true].map((isSelected) => (
        <StateRow key={`outline-${isSelected}`} name={isSelected ? 'Outline, on' : 'Outline, off'}>
          {(state) => <ToggleButton {...args} isSelected={isSelected} isDisabled={state === 'disabled'} />}
        </StateRow>
      ))}
      {[false, true].map((isSelected) => (
        <StateRow key={`ghost-${isSelected}`} name={isSelected ? 'Shortlist heart, on' : 'Shortlist heart, off'}>
          {(state) => (
            <ToggleButton
              {...args}
              {...ShortlistHeart.args}
              isSelected={isSelected}
              isDisabled={state === 'disabled'}
            />
          )}
        </StateRow>
      ))}
    </>
  ),
};

export const Selected: Story = { args: { defaultSelected: true } };
/** The shortlist heart: its name stays the same, aria-pressed says whether it is shortlisted. */
export const ShortlistHeart: Story = {
  args: { children: undefined, 'aria-label': 'Shortlist Ford Focus', icon: 'heart', variant: 'ghost' },
  play: async ({ canvasElement }) => {
    const heart = within(canvasElement).getByRole('button', { name: 'Shortlist Ford Focus' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
  },
};
export const ShortlistHeartPressed: Story = {
  args: { ...ShortlistHeart.args, defaultSelected: true },
};
export const WithIcon: Story = { args: { icon: 'heart', children: 'Shortlist' } };
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Reduced' })).toBeDisabled();
  },
};
export const SelectedDisabled: Story = { args: { defaultSelected: true, isDisabled: true } };
export const LongLabel: Story = {
  args: { children: 'Only show vehicles with part exchange available' },
  decorators: [narrow],
};
