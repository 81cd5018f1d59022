import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { rules, validator } from '@domain/validation';
import {
  FormCheckbox,
  FormPasswordField,
  FormPostcodeField,
  FormRadioGroup,
  FormSubmit,
  FormTextArea,
  FormTextField,
  FormView,
} from './FormFields';
import { FormState } from './FormState';

const emailMessage = 'A valid email address is required';
const emailMissing = 'Enter your email address';
const termsMessage = 'You need to accept the terms of use';

function createForm() {
  return new FormState(
    { Email: '', Password: '', PostCode: '', AcceptTerms: false as boolean, MarketingOptIn: false as boolean },
    {
      Email: validator(rules.email, { required: 'Enter your email address' }),
      Password: validator(rules.password, { required: 'Enter a password' }),
      PostCode: validator(rules.postcode),
      AcceptTerms: (accepted) => (accepted ? null : termsMessage),
    },
  );
}

function Example({
  form,
  send,
}: {
  form: FormState<ReturnType<typeof createForm>['values']>;
  send: () => Promise<unknown>;
}) {
  const [done, setDone] = useState(false);
  if (done) return <p>Sent</p>;
  return (
    <FormView form={form} onSubmit={send} onSuccess={() => setDone(true)} aria-label="Create an account">
      <FormTextField form={form} name="Email" label="Email address" type="email" autoComplete="email" />
      <FormPasswordField form={form} name="Password" label="Password" autoComplete="new-password" />
      <FormPostcodeField form={form} name="PostCode" label="Postcode (optional)" />
      <FormCheckbox form={form} name="AcceptTerms" label="Terms of use">
        I accept the terms of use
      </FormCheckbox>
      <FormCheckbox form={form} name="MarketingOptIn">
        Send me offers
      </FormCheckbox>
      <FormSubmit form={form}>Create account</FormSubmit>
    </FormView>
  );
}

function setup(send: () => Promise<unknown> = () => Promise.resolve()) {
  const form = createForm();
  const user = userEvent.setup();
  render(<Example form={form} send={send} />);
  const email = screen.getByRole('textbox', { name: 'Email address' });
  const password = screen.getByLabelText('Password');
  return { form, user, email, password };
}

describe('a form built from the form layer', () => {
  it('says nothing before a submit; on a failed submit the summary takes focus and links to each field', async () => {
    const send = vi.fn(() => Promise.resolve());
    const { user, email } = setup(send);
    await user.type(email, 'amelia');
    await user.tab();
    expect(screen.queryByRole('alert')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(send).not.toHaveBeenCalled();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('There is a problem');
    expect(alert.parentElement).toHaveFocus();
    const links = screen.getAllByRole('link').map((link) => link.textContent);
    expect(links).toEqual([emailMessage, 'Enter a password', termsMessage]);

    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(new RegExp(`^Error:\\s*${emailMessage}$`));

    await user.click(screen.getByRole('link', { name: emailMessage }));
    expect(email).toHaveFocus();
  });

  it('links the checkbox error to the checkbox, and follows the summary link there', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const terms = screen.getByRole('checkbox', { name: 'I accept the terms of use' });
    await user.click(screen.getByRole('link', { name: termsMessage }));
    expect(terms).toHaveFocus();
    expect(screen.getByRole('group', { name: 'Terms of use' })).toHaveAccessibleDescription(
      new RegExp(`^Error:\\s*${termsMessage}$`),
    );
    await user.keyboard(' ');
    expect(screen.queryByRole('link', { name: termsMessage })).toBeNull();
  });

  it('after a submit, a fixed field loses its error without pulling focus to the summary', async () => {
    const { user, email, password } = setup();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await user.click(email);
    await user.type(email, 'amelia.hughes@example.co.uk');
    await user.click(password);
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('link', { name: emailMissing })).toBeNull();
    expect(password).toHaveFocus();
  });

  it('shows a server rejection of one field on that field and in the summary, which takes focus', async () => {
    const taken = {
      Code: 409,
      FriendlyMessage: 'There is already an account for this email address. Please sign in or reset your password.',
      Fields: [{ Field: 'Email', Message: 'There is already an account for this email address.' }],
    };
    const { user, email, password } = setup(() => Promise.reject(taken));
    await user.type(email, 'amelia.hughes@example.co.uk');
    await user.type(password, 'Forecourt2026');
    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms of use' }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const alert = await screen.findByRole('alert');
    expect(alert.parentElement).toHaveFocus();
    expect(screen.getByRole('link', { name: 'There is already an account for this email address.' })).toBeVisible();
    expect(email).toHaveAccessibleDescription(/^Error:\s*There is already an account for this email address\.$/);
  });

  it("shows any other failure as the server's message at the top of the form", async () => {
    const { user, email, password } = setup(() =>
      Promise.reject({
        Code: 500,
        FriendlyMessage: 'Sorry, something went wrong on our side. Please try again in a few minutes.',
      }),
    );
    await user.type(email, 'amelia.hughes@example.co.uk');
    await user.type(password, 'Forecourt2026');
    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms of use' }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sorry, something went wrong on our side. Please try again in a few minutes.');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('marks the submit button pending while the call runs, then goes on', async () => {
    let finish: () => void = () => undefined;
    const { user, email, password } = setup(() => new Promise<void>((resolve) => (finish = resolve)));
    await user.type(email, 'amelia.hughes@example.co.uk');
    await user.type(password, 'Forecourt2026');
    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms of use' }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByRole('button', { name: /Create account/ })).toHaveAttribute('aria-disabled', 'true');
    await act(async () => finish());
    expect(await screen.findByText('Sent')).toBeVisible();
  });

  it('has the autocomplete a password manager needs, lets paste in and can show the password', async () => {
    const { user, email, password } = setup();
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    expect(password).toHaveAttribute('type', 'password');
    expect(screen.getByRole('textbox', { name: 'Postcode (optional)' })).toHaveAttribute('autocomplete', 'postal-code');

    await user.click(password);
    await user.paste('Forecourt2026');
    expect(password).toHaveValue('Forecourt2026');

    const show = screen.getByRole('button', { name: 'Show password' });
    expect(show).toHaveAttribute('aria-pressed', 'false');
    await user.click(show);
    expect(show).toHaveAttribute('aria-pressed', 'true');
    expect(password).toHaveAttribute('type', 'text');
  });

  it('upper-cases a postcode as typed and checks it on submit', async () => {
    const { user, form } = setup();
    const postcode = screen.getByRole('textbox', { name: 'Postcode (optional)' });
    await user.type(postcode, 'sw1a 1');
    expect(postcode).toHaveValue('SW1A 1');
    expect(form.values.PostCode).toBe('SW1A 1');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(postcode).toHaveAccessibleDescription(
      /^Error:\s*Enter a full UK postcode, such as SW1A 1AA, or leave it blank$/,
    );
  });
});

describe('the message and choice fields', () => {
  const reasonMessage = 'Select why you are reporting this advert';
  function reportForm() {
    return new FormState(
      { Reason: '', Details: '' },
      {
        Reason: (value) => (value ? null : reasonMessage),
        Details: validator(rules.freeText, { required: 'Tell us what is wrong', maxLength: 20 }),
      },
    );
  }

  it('puts a radio group and a text area in the summary, links them, and takes their values', async () => {
    const form = reportForm();
    const send = vi.fn(() => Promise.resolve());
    const user = userEvent.setup();
    render(
      <FormView form={form} onSubmit={send} aria-label="Report this advert">
        <FormRadioGroup
          form={form}
          name="Reason"
          label="What is wrong with the advert?"
          options={[
            { value: 'already-sold', label: 'The vehicle is already sold' },
            { value: 'other', label: 'Something else' },
          ]}
        />
        <FormTextArea form={form} name="Details" label="Tell us more" characterLimit={20} />
        <FormSubmit form={form}>Send report</FormSubmit>
      </FormView>,
    );
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(send).not.toHaveBeenCalled();
    const summary = screen.getByRole('alert');
    expect(summary.parentElement).toHaveFocus();
    expect(screen.getByRole('radiogroup', { name: 'What is wrong with the advert?' })).toHaveAccessibleDescription(
      new RegExp(`Error:\\s*${reasonMessage}`),
    );
    await user.click(screen.getByRole('link', { name: reasonMessage }));
    expect(screen.getByRole('radio', { name: 'The vehicle is already sold' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(form.values.Reason).toBe('other');
    expect(screen.queryByRole('link', { name: reasonMessage })).toBeNull();

    const details = screen.getByRole('textbox', { name: 'Tell us more' });
    await user.type(details, 'Mileage is {{wrong}');
    await user.tab();
    expect(details).toHaveAccessibleDescription(/Error:\s*Special characters such as/);
    await user.clear(details);
    await user.type(details, 'Mileage is wrong');
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(send).toHaveBeenCalledWith({ Reason: 'other', Details: 'Mileage is wrong' });
  });
});
