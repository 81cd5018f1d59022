import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox, Disclosure, Stack } from '@ds';
import { narrow, narrowViewport } from '../support/decorators';
import { StateRow } from '../support/States';

const meta = {
  title: 'Components/Navigation/Disclosure',
  component: Disclosure,
  args: {
    label: 'More options',
    expandedLabel: 'Hide More options',
    onExpandedChange: fn(),
    children: (
      <Stack space="small">
        <Checkbox>Exclude ex-fleet vehicles</Checkbox>
        <Checkbox>Part exchange available</Checkbox>
      </Stack>
    ),
  },
} satisfies Meta<typeof Disclosure>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'More options' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Hide More options' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('checkbox', { name: 'Exclude ex-fleet vehicles' })).toBeVisible();
    await userEvent.keyboard(' ');
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(false);
  },
};

/** The trigger at rest, hovered, focused by keyboard, pressed and disabled: the states forced on. */
export const States: Story = {
  render: (args) => (
    <StateRow target="button">{(state) => <Disclosure {...args} isDisabled={state === 'disabled'} />}</StateRow>
  ),
};

export const Expanded: Story = { args: { defaultExpanded: true } };
export const Disabled: Story = { args: { isDisabled: true } };
export const Narrow: Story = { args: { defaultExpanded: true }, decorators: [narrow] };

/** At 320 px a long trigger wraps, its lines starting at the same edge beside the chevron. */
export const NarrowLongLabel: Story = {
  ...narrowViewport,
  args: { label: 'Show more options, such as ex-fleet vehicles and part exchange' },
};
