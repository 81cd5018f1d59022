import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { plates, RegistrationPlateField } from '@ds';
// The design system has no registration rule of its own; these stories use the product's.
import { missingMessages } from '@domain/contact';
import { normaliseRegistration } from '@domain/uk/registration';
import { rules, validationMessages, validator } from '@domain/validation';
import { narrow } from '../support/decorators';

const meta = {
  title: 'Components/Forms/RegistrationPlateField',
  component: RegistrationPlateField,
  args: {
    description: 'As it is on the number plate, for example AB12\u00a0CDE',
    format: normaliseRegistration,
    validate: validator(rules.registration),
    onChange: fn(),
    onBlur: fn(),
  },
  argTypes: { plate: { control: 'inline-radio', options: plates } },
  parameters: {
    docs: {
      description: {
        component:
          'A UK registration input drawn as a number plate. It has no rule of its own: the product passes `format` (here "AB12 CDE", one space between the two parts) and `validate`, run when the field is left ("Please enter a valid registration number"); a form\'s errors come as `isInvalid` + `errorMessage`.',
      },
    },
  },
} satisfies Meta<typeof RegistrationPlateField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Typed in lower case without a space; upper case as typed, spaced as a plate when the field is left. */
export const InUse: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Registration number' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('ab12cde');
    await expect(input).toHaveValue('AB12CDE');
    await userEvent.tab();
    await expect(input).toHaveValue('AB12 CDE');
    await expect(args.onChange).toHaveBeenLastCalledWith('AB12 CDE');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};
/** What is not a registration is said when the field is left, and the message goes once it is one. */
export const CheckedWhenLeft: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Registration number' });
    await userEvent.type(input, 'ab12 cd');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      new RegExp(
        `^As it is on the number plate, for example AB12\\sCDE\\s*Error:\\s*${validationMessages.registration}$`,
      ),
    );
    await userEvent.type(input, 'e');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};
export const Filled: Story = { args: { defaultValue: 'AB12 CDE' } };
export const FrontPlate: Story = { args: { plate: 'front', defaultValue: 'AB12 CDE' } };
/** A form's error after a submit: the product's message, over the field's own check. */
export const Invalid: Story = {
  args: { defaultValue: 'AB12 CD', isInvalid: true, errorMessage: validationMessages.registration },
};
export const RequiredOnSubmit: Story = {
  args: { isInvalid: true, errorMessage: missingMessages.registration },
};
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'AB12 CDE' } };
export const Narrow: Story = {
  args: { defaultValue: 'AB12 CD', isInvalid: true, errorMessage: validationMessages.registration },
  decorators: [narrow],
};
