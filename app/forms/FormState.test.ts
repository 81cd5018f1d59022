import { describe, expect, it, vi } from 'vitest';
import { rules, validator } from '@domain/validation';
import { fallbackFormError, FormState } from './FormState';

const emailMessage = 'A valid email address is required';
const passwordMissing = 'Enter your password';

function signInForm() {
  return new FormState(
    { Email: '', Password: '', RememberMe: false as boolean },
    {
      Email: validator(rules.email, { required: 'Enter your email address' }),
      Password: validator(rules.password, { required: 'Enter your password' }),
    },
  );
}

function deferred() {
  let resolve: (value?: unknown) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('FormState', () => {
  it('checks nothing while typing before a submit', () => {
    const form = signInForm();
    form.setValue('Email', 'amelia');
    form.blur('Email');
    expect(form.errors).toEqual([]);
  });

  it('on submit checks every field, lists the errors in field order and sends nothing', async () => {
    const form = signInForm();
    const send = vi.fn(() => Promise.resolve());
    form.setValue('Email', 'amelia');
    expect(await form.submit(send)).toBe(false);
    expect(send).not.toHaveBeenCalled();
    expect(form.errors).toEqual([
      { field: 'Email', message: emailMessage },
      { field: 'Password', message: passwordMissing },
    ]);
    expect(form.errorFor('Email')).toBe(emailMessage);
    expect(form.failedSubmits).toBe(1);
  });

  it('after a submit, clears an error as soon as the field is fixed, and shows a new one when it loses focus', async () => {
    const form = signInForm();
    await form.submit(() => Promise.resolve());
    expect(form.errorFor('Email')).toBe('Enter your email address');
    form.setValue('Email', 'amelia.hughes');
    // Still an error (a broken value now): it stays, and says so when the field loses focus.
    expect(form.errorFor('Email')).toBe('Enter your email address');
    form.blur('Email');
    expect(form.errorFor('Email')).toBe(emailMessage);
    form.setValue('Email', 'amelia.hughes@example.co.uk');
    expect(form.errorFor('Email')).toBeUndefined();
    form.setValue('Email', 'nope');
    expect(form.errorFor('Email')).toBeUndefined();
    form.blur('Email');
    expect(form.errorFor('Email')).toBe(emailMessage);
  });

  it('clears an error that another field fixes (rules across fields)', async () => {
    const form = new FormState(
      { Mobile: '', Landline: '' },
      { Mobile: (value, values) => (value || values.Landline ? null : 'Enter a mobile or a landline number') },
    );
    await form.submit(() => Promise.resolve());
    expect(form.errorFor('Mobile')).toBe('Enter a mobile or a landline number');
    form.setValue('Landline', '020 7946 0321');
    expect(form.errors).toEqual([]);
  });

  it('sends the values when every field passes, pending until the call settles', async () => {
    const form = signInForm();
    form.setValue('Email', 'amelia.hughes@example.co.uk');
    form.setValue('Password', 'Forecourt2026');
    const call = deferred();
    const send = vi.fn(() => call.promise);
    const result = form.submit(send);
    expect(form.pending).toBe(true);
    expect(send).toHaveBeenCalledWith({
      Email: 'amelia.hughes@example.co.uk',
      Password: 'Forecourt2026',
      RememberMe: false,
    });

    // A second submit while the first is pending is ignored.
    expect(await form.submit(send)).toBe(false);
    expect(send).toHaveBeenCalledTimes(1);

    call.resolve();
    expect(await result).toBe(true);
    expect(form.pending).toBe(false);
    expect(form.errors).toEqual([]);
  });

  it('puts a server rejection about a field on that field and in the errors, until the field is edited', async () => {
    const form = signInForm();
    form.setValue('Email', 'amelia.hughes@example.co.uk');
    form.setValue('Password', 'Forecourt2026');
    const taken = {
      Code: 409,
      FriendlyMessage: 'There is already an account for this email address. Please sign in or reset your password.',
      Fields: [{ Field: 'Email', Message: 'There is already an account for this email address.' }],
    };
    expect(await form.submit(() => Promise.reject(taken))).toBe(false);
    expect(form.pending).toBe(false);
    expect(form.errors).toEqual([{ field: 'Email', message: 'There is already an account for this email address.' }]);
    expect(form.formError).toBeNull();
    expect(form.failedSubmits).toBe(1);

    form.setValue('Email', 'amelia@example.co.uk');
    expect(form.errorFor('Email')).toBeUndefined();
  });

  it("shows any other failure as an error about the whole form: the server's FriendlyMessage", async () => {
    const form = signInForm();
    form.setValue('Email', 'amelia.hughes@example.co.uk');
    form.setValue('Password', 'Wrongpass1');
    await form.submit(() =>
      Promise.reject({ Code: 401, FriendlyMessage: 'The email address or password is not right.' }),
    );
    expect(form.errors).toEqual([{ message: 'The email address or password is not right.' }]);

    // The next submit starts afresh.
    await form.submit(() => Promise.resolve());
    expect(form.errors).toEqual([]);
  });

  it("shows a non-JSON failure's own message, and a fallback for anything else", async () => {
    const form = signInForm();
    form.setValue('Email', 'amelia.hughes@example.co.uk');
    form.setValue('Password', 'Forecourt2026');
    await form.submit(() =>
      Promise.reject(new Error('Failed to sign in (502). Please refresh the page and try again.')),
    );
    expect(form.formError).toBe('Failed to sign in (502). Please refresh the page and try again.');
    await form.submit(() => Promise.reject('??'));
    expect(form.formError).toBe(fallbackFormError);
  });

  it('shows field errors naming fields it does not have with the FriendlyMessage on the form', async () => {
    const form = signInForm();
    form.setValue('Email', 'amelia.hughes@example.co.uk');
    form.setValue('Password', 'Forecourt2026');
    await form.submit(() =>
      Promise.reject({
        Code: 100,
        FriendlyMessage: 'Please check the details you entered.',
        Fields: [
          { Field: 'Password', Message: 'That password is too common.' },
          { Field: 'Captcha', Message: 'Try again' },
        ],
      }),
    );
    expect(form.errors).toEqual([
      { field: 'Password', message: 'That password is too common.' },
      { message: 'Please check the details you entered.' },
    ]);
  });

  it('can check across fields', async () => {
    const form = new FormState(
      { Password: '', Confirm: '' },
      { Confirm: (value, values) => (value === values.Password ? null : 'Enter the same password twice') },
    );
    form.setValue('Password', 'Forecourt2026');
    form.setValue('Confirm', 'Forecourt2025');
    expect(await form.submit(() => Promise.resolve())).toBe(false);
    expect(form.errors).toEqual([{ field: 'Confirm', message: 'Enter the same password twice' }]);
  });

  it('resets to the initial values with no errors', async () => {
    const form = signInForm();
    form.setValue('Email', 'x');
    await form.submit(() => Promise.resolve());
    form.reset();
    expect(form.values.Email).toBe('');
    expect(form.errors).toEqual([]);
    expect(form.submitted).toBe(false);
  });
});
