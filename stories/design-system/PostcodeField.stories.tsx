import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PostcodeField } from '@ds';
// The design system has no postcode rule of its own; these stories use the product's.
import { normalisePostcode, postcodeMaxLength, postcodeMessages, postcodeTypingError } from '@domain/uk/postcode';
import { narrow } from '../support/decorators';
import { fieldStateProps, fieldStates, StateRow } from '../support/States';

const meta = {
  title: 'Components/Forms/PostcodeField',
  component: PostcodeField,
  args: {
    onChange: fn(),
    onValidityChange: fn(),
    normalise: normalisePostcode,
    maxLength: postcodeMaxLength,
    validate: postcodeTypingError,
  },
  parameters: {
    docs: {
      description: {
        component:
          'A postcode field (`autoComplete="postal-code"`). It has no rule of its own: the product passes `normalise` (here the search panel\'s: upper case, spaces stripped, at most 10 characters) and `validate`, run 1 s after typing stops ("Please enter a valid UK postcode"); errors from a submit or the server come as `isInvalid` + `errorMessage`.',
      },
    },
  },
} satisfies Meta<typeof PostcodeField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** At rest, hovered, focused, disabled and invalid, side by side: the states forced on. */
export const States: Story = {
  render: (args) => (
    <StateRow states={fieldStates}>
      {(state) => (
        <PostcodeField
          {...args}
          defaultValue={state === 'invalid' ? 'QQ1' : 'M11AE'}
          {...fieldStateProps(state, postcodeMessages.invalid)}
        />
      )}
    </StateRow>
  ),
};

/** The default in use: what a person does with it, by keyboard and pointer (its play function). */
export const InUse: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Postcode' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('sw1a 1aa');
    await expect(input).toHaveValue('SW1A1AA');
    await waitFor(() => expect(args.onValidityChange).toHaveBeenLastCalledWith(true, 'SW1A1AA'));
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};
/** Typing an invalid postcode shows the message 1 s after typing stops. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Postcode' });
    await userEvent.type(input, 'QQ1');
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    await expect(input).toHaveAccessibleDescription(new RegExp(`Error:\\s*${postcodeMessages.invalid}`));
  },
};
export const ServerError: Story = {
  args: { defaultValue: 'ZZ99 9ZZ', isInvalid: true, errorMessage: 'We could not find that postcode' },
};
export const RequiredOnSubmit: Story = {
  args: { isInvalid: true, errorMessage: postcodeMessages.requiredOnSubmit },
};
/** A form's postcode: keeps what is typed (upper case), checked on submit ("Enter a full UK postcode, such as SW1A 1AA"). */
export const InForm: Story = {
  args: {
    normalise: undefined,
    maxLength: undefined,
    validate: undefined,
    defaultValue: 'SW1A 1',
    isInvalid: true,
    errorMessage: postcodeMessages.form,
  },
};
export const WithDescription: Story = { args: { description: 'For example, SW1A 1AA' } };
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'M11AE' } };
export const Narrow: Story = { args: { description: 'We show cars nearest to you first' }, decorators: [narrow] };
