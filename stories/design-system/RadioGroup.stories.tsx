import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Radio, RadioGroup } from '@ds';
import { narrow } from '../support/decorators';
import { StateRow } from '../support/States';

const meta = {
  title: 'Components/Forms/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'How would you like the dealer to contact you?',
    onChange: fn(),
    children: [
      <Radio key="email" value="email">
        Email
      </Radio>,
      <Radio key="phone" value="phone">
        Phone
      </Radio>,
      <Radio key="sms" value="sms">
        Text message
      </Radio>,
    ],
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: 'email' },
};

/**
 * An option not chosen and the chosen one (the state forced on that option only): at rest, hovered,
 * focused by keyboard, pressed, disabled and invalid.
 */
export const States: Story = {
  render: (args) => (
    <>
      {(['phone', 'email'] as const).map((option) => (
        <StateRow
          key={option}
          name={option === 'phone' ? 'Option not chosen (Phone)' : 'Chosen option (Email)'}
          target={`label:has(input[value="${option}"])`}
          states={['rest', 'hover', 'focus-visible', 'pressed', 'disabled', 'invalid']}
          unstyled={option === 'email' ? ['hover', 'pressed'] : []}
        >
          {(state) => (
            <RadioGroup
              {...args}
              label="Contact by"
              orientation="horizontal"
              value="email"
              isDisabled={state === 'disabled'}
              isInvalid={state === 'invalid'}
            >
              <Radio value="email">Email</Radio>
              <Radio value="phone">Phone</Radio>
            </RadioGroup>
          )}
        </StateRow>
      ))}
    </>
  ),
};

/** The default in use: what a person does with it, by keyboard and pointer (its play function). */
export const InUse: Story = {
  ...Default,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Email' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Phone' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('phone');
  },
};
export const Empty: Story = {};
export const Horizontal: Story = { args: { orientation: 'horizontal', defaultValue: 'phone' } };
export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Choose how the dealer should contact you' } };
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'email' } };
export const Narrow: Story = { args: { description: 'Dealers usually reply within a day' }, decorators: [narrow] };
