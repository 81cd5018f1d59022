import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentType } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { SessionState } from '@app/api/types';
import { CompleteAccountForm } from '@app/features/account/CompleteAccountForm';
import { PasswordReminderForm } from '@app/features/account/PasswordReminderForm';
import { RegisterForm } from '@app/features/account/RegisterForm';
import { SignInForm } from '@app/features/account/SignInForm';
import { StoresProvider } from '@app/stores/StoresContext';
import { createTestStores, type SentRequest } from '@app/stores/testing';
import { narrow } from '../../support/decorators';

// The forms talk to a fake server: the session call answers `session`, each story answers the rest.
type Answer = (request: SentRequest) => Response | Promise<Response>;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const anonymous: SessionState = {
  IsAuthenticated: false,
  User: null,
  CsrfToken: '9f3b2c7d1e8a4f60b5c2d9e7a1f4c8b3',
  Recaptcha: { Required: false, PublicKey: '6LcForecourtExampleSiteKey00000000000000' },
};
const newAccount: SessionState = {
  ...anonymous,
  IsAuthenticated: true,
  User: { FirstName: 'Oliver', LastName: 'Bennett', Email: 'oliver.bennett@example.co.uk', IsComplete: false },
};

const never = () => new Promise<Response>(() => undefined);
const noop = () => undefined;

const forms = {
  signIn: () => <SignInForm onSignedIn={noop} />,
  register: () => <RegisterForm onRegistered={noop} />,
  completeAccount: () => <CompleteAccountForm onCompleted={noop} />,
  passwordReminder: () => <PasswordReminderForm />,
} satisfies Record<string, ComponentType>;

interface AccountFormStoryProps {
  form: keyof typeof forms;
  /** The session the page has when the form shows. */
  session?: SessionState;
  /** How the server answers the form's call. */
  answer?: Answer;
}

function AccountFormStory({ form, session = anonymous, answer = () => json(session) }: AccountFormStoryProps) {
  const [stores] = useState(() => {
    const { stores } = createTestStores((request) =>
      request.path === '/api/account/session' ? json(session) : answer(request),
    );
    stores.session.apply(session);
    return stores;
  });
  const Form = forms[form];
  return (
    <StoresProvider stores={stores}>
      <Form />
    </StoresProvider>
  );
}

const meta = {
  title: 'Pages/Account/Forms',
  component: AccountFormStory,
  args: { form: 'signIn' },
  argTypes: { form: { control: 'select', options: Object.keys(forms) } },
  parameters: {
    docs: {
      description: {
        component:
          'The account forms, built from the form layer (app/forms): checked on submit by the shared rules and their messages (requirements 5.10), the error summary takes focus and links to each field, a server error about one field shows on it, the submit button is pending while the call runs.',
      },
    },
  },
} satisfies Meta<typeof AccountFormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const email = 'amelia.hughes@example.co.uk';

export const SignIn: Story = {};

/** Submitted empty: the summary takes focus and says what to enter in each field. */
export const SignInInvalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    const summary = await canvas.findByRole('alert');
    await expect(summary.parentElement).toHaveFocus();
    await expect(canvas.getByRole('link', { name: 'Enter your email address' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Enter your password' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The server's answer to a wrong password, at the top of the form. */
export const SignInWrongPassword: Story = {
  args: {
    answer: () => json({ Code: 401, FriendlyMessage: 'The email address or password is not right.' }, 401),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email address' }), email);
    await userEvent.type(canvas.getByLabelText('Password'), 'Wrongpass1');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The email address or password is not right.');
  },
};

/** While the call runs the button is pending: focusable, not pressable, announced busy. */
export const SignInPending: Story = {
  args: { answer: never },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email address' }), email);
    await userEvent.type(canvas.getByLabelText('Password'), 'Forecourt2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Sign in/ })).toHaveAttribute('aria-disabled', 'true'),
    );
  },
};

export const Register: Story = { args: { form: 'register' } };

/** The server refuses one field (409, `Fields: [{Field: 'Email'}]`): shown on it and in the summary. */
export const RegisterEmailTaken: Story = {
  args: {
    form: 'register',
    answer: () =>
      json(
        {
          Code: 409,
          FriendlyMessage: 'There is already an account for this email address. Please sign in or reset your password.',
          Fields: [
            {
              Field: 'Email',
              Message: 'There is already an account for this email address. Please sign in or reset your password.',
            },
          ],
        },
        409,
      ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'First name' }), 'Amelia');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Last name' }), 'Hughes');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email address' }), email);
    await userEvent.type(canvas.getByLabelText('Create a password'), 'Forecourt2026');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'I accept the terms of use' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    const emailField = canvas.getByRole('textbox', { name: 'Email address' });
    await waitFor(() => expect(emailField).toHaveAttribute('aria-invalid', 'true'));
    await expect(emailField).toHaveAccessibleDescription(/Error:\s*There is already an account/);
    await expect(canvas.getByRole('link', { name: /There is already an account/ })).toBeVisible();
  },
};

export const RegisterNarrow: Story = { args: { form: 'register' }, decorators: [narrow] };

/** A new account's details: the name comes from the account; a mobile or a landline is needed. */
export const CompleteAccount: Story = { args: { form: 'completeAccount', session: newAccount } };

export const CompleteAccountInvalid: Story = {
  args: { form: 'completeAccount', session: newAccount },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save your details' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Enter a mobile or a landline number');
  },
};

export const PasswordReminder: Story = { args: { form: 'passwordReminder' } };

/** Sent: the same words whether or not the address has an account. */
export const PasswordReminderSent: Story = {
  args: {
    form: 'passwordReminder',
    answer: () => json({ Reference: 'FC-2611-48213', Message: 'Thank you. Your message has been sent.' }, 202),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email address' }), email);
    await userEvent.click(canvas.getByRole('button', { name: 'Send the link' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(`If there is an account for ${email}`);
  },
};
