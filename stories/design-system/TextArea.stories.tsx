import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fieldWidths, TextArea } from '@ds';
import { narrow } from '../support/decorators';
import { fieldStateProps, fieldStates, StateRow } from '../support/States';

const meta = {
  title: 'Components/Forms/TextArea',
  component: TextArea,
  args: { label: 'Your message', onChange: fn() },
  argTypes: { width: { control: 'inline-radio', options: fieldWidths } },
  parameters: {
    docs: {
      description: {
        component:
          'Label, hint, error and a multi-line box on react-aria-components TextField and TextArea. With `characterLimit` it shows the GOV.UK character count: the limit is in the description, the count under the box is announced once typing pauses, and typing past the limit is allowed (the form refuses it).',
      },
    },
  },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** At rest, hovered, focused, disabled and invalid, side by side: the states forced on. */
export const States: Story = {
  render: (args) => (
    <StateRow states={fieldStates}>
      {(state) => <TextArea {...args} width="medium" rows={2} {...fieldStateProps(state, 'Enter your message')} />}
    </StateRow>
  ),
};

/** The default in use: what a person does with it, by keyboard and pointer (its play function). */
export const InUse: Story = {
  play: async ({ args, canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'Your message' });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard('Is it still available?');
    await expect(args.onChange).toHaveBeenLastCalledWith('Is it still available?');
  },
};
export const WithDescription: Story = { args: { description: 'Ask about the vehicle, a viewing or a test drive' } };
export const CharacterCount: Story = {
  args: { characterLimit: 40, description: 'Ask about the vehicle, a viewing or a test drive' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'Your message' });
    await expect(box).toHaveAccessibleDescription(/You can enter up to 40 characters\./);
    await userEvent.type(box, 'Could I book a test drive?');
    await expect(canvas.getByText('You have 14 characters remaining')).toBeVisible();
    await userEvent.type(box, ' On Saturday morning?');
    await expect(canvas.getByText('You have 7 characters too many')).toBeVisible();
    // The count is announced once typing has paused for 1 s (countAnnounceDelayMs): well within the plays' wait
    // (.storybook/preview.tsx).
    await waitFor(() =>
      expect(canvasElement.querySelector('[aria-live="polite"]')).toHaveTextContent('You have 7 characters too many'),
    );
  },
};
export const Invalid: Story = {
  args: {
    defaultValue: 'Price {negotiable}',
    isInvalid: true,
    errorMessage: 'Special characters such as ` { } ^ + = are not permitted',
    characterLimit: 2000,
  },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'Your message' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription(/Error:\s*Special characters such as/);
  },
};
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'Is the Fiesta still available?' } };
export const Required: Story = { args: { isRequired: true } };
export const Widths: Story = {
  render: (args) => (
    <div>
      {fieldWidths.map((width) => (
        <TextArea {...args} key={width} width={width} label={`Width ${width}`} rows={2} />
      ))}
    </div>
  ),
};
export const LongLabel: Story = {
  args: {
    label: 'Tell the dealer anything else they should know before you visit, such as the best time to call',
    description: 'Do not include bank details or passwords',
    characterLimit: 2000,
  },
  decorators: [narrow],
};
export const Narrow: Story = {
  args: { isInvalid: true, errorMessage: 'Enter a message for the dealer', characterLimit: 2000 },
  decorators: [narrow],
};
