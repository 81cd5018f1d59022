import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RegistrationPlateField } from './RegistrationPlateField';

// The design system knows no registration rule: the product gives one. These are the test's own.
const current = /^([A-Z]{2}[0-9]{2}) ?([A-Z]{3})$/;
const validate = (value: string) => (current.test(value) ? null : 'Not a registration we know');
const spaced = (value: string) => value.replace(/\s/g, '').replace(/^([A-Z]{2}[0-9]{2})([A-Z]{3})$/, '$1 $2');

describe('RegistrationPlateField', () => {
  it('is a labelled text input with no autocomplete or spell check', () => {
    render(<RegistrationPlateField description="For example, AB12 CDE" />);
    const input = screen.getByRole('textbox', { name: 'Registration number' });
    expect(input).toHaveAccessibleDescription('For example, AB12 CDE');
    expect(input).toHaveAttribute('autocomplete', 'off');
    expect(input).toHaveAttribute('spellcheck', 'false');
    expect(input).toHaveAttribute('autocorrect', 'off');
  });

  it('upper-cases what is typed and makes runs of spaces one', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<RegistrationPlateField onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Registration number' });
    await user.type(input, ' ab12   cde');
    expect(input).toHaveValue('AB12 CDE');
    expect(onChange).toHaveBeenLastCalledWith('AB12 CDE');
  });

  it("formats the value with the caller's rule when the field is left", async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<RegistrationPlateField format={spaced} onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Registration number' });
    await user.type(input, 'ab12cde');
    expect(input).toHaveValue('AB12CDE');
    await user.tab();
    expect(input).toHaveValue('AB12 CDE');
    expect(onChange).toHaveBeenLastCalledWith('AB12 CDE');
  });

  it("checks the caller's rule when the field is left, not while typing; the message goes once it is fixed", async () => {
    const user = userEvent.setup();
    render(<RegistrationPlateField validate={validate} />);
    const input = screen.getByRole('textbox', { name: 'Registration number' });
    await user.type(input, 'ab12');
    expect(input).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/Error:\s*Not a registration we know/);
    await user.type(input, 'cd');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.type(input, 'e');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Not a registration we know')).toBeNull();
  });

  it('leaves an empty field to the form', async () => {
    const user = userEvent.setup();
    render(<RegistrationPlateField validate={validate} />);
    await user.click(screen.getByRole('textbox', { name: 'Registration number' }));
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Registration number' })).not.toHaveAttribute('aria-invalid');
  });

  it("shows an error given from outside over its own check, and still calls the caller's onBlur", async () => {
    const onBlur = vi.fn();
    const user = userEvent.setup();
    render(
      <RegistrationPlateField
        validate={validate}
        onBlur={onBlur}
        defaultValue="zz99"
        isInvalid
        errorMessage="Please enter a valid registration number"
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Registration number' });
    expect(input).toHaveValue('ZZ99');
    await user.click(input);
    await user.tab();
    expect(onBlur).toHaveBeenCalledOnce();
    expect(input).toHaveAccessibleDescription(/Error:\s*Please enter a valid registration number/);
    expect(input).not.toHaveAccessibleDescription(/Not a registration we know/);
  });
});
