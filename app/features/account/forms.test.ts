import { describe, expect, it } from 'vitest';
import {
  accountMessages,
  completeAccountForm,
  completeAccountRequest,
  registerForm,
  registerRequest,
  signInForm,
  signInRequest,
} from './forms';

const submit = (form: { submit: (send: () => Promise<unknown>) => Promise<boolean> }) =>
  form.submit(() => Promise.resolve());

describe('the account forms', () => {
  it('sign in: an empty email and password say what to enter', async () => {
    const form = signInForm();
    expect(await submit(form)).toBe(false);
    expect(form.errors.map((error) => error.message)).toEqual(['Enter your email address', 'Enter your password']);
  });

  it('sign in: the email and password rules with their messages', async () => {
    const form = signInForm();
    form.setValue('Email', 'amelia');
    form.setValue('Password', 'short1');
    expect(await submit(form)).toBe(false);
    expect(form.errors.map((error) => error.message)).toEqual([
      'A valid email address is required',
      'Your password must be between 9 and 32 characters (yours has 6)',
    ]);
    expect(
      signInRequest({ Email: ' amelia.hughes@example.co.uk ', Password: ' Forecourt2026', RememberMe: true }),
    ).toEqual({
      Email: 'amelia.hughes@example.co.uk',
      Password: ' Forecourt2026',
      RememberMe: true,
    });
  });

  it('register: names, terms, and an optional postcode sent as the contract writes it', async () => {
    const form = registerForm();
    form.setValue('FirstName', 'Oliver2');
    form.setValue('PostCode', 'LS11');
    expect(await submit(form)).toBe(false);
    expect(form.errors).toEqual([
      {
        field: 'FirstName',
        message:
          'Names can only include letters, spaces, hyphens, apostrophes, full stops and ampersands, starting with a letter',
      },
      { field: 'LastName', message: 'Enter your last name' },
      { field: 'Email', message: 'Enter your email address' },
      { field: 'Password', message: 'Enter a password' },
      { field: 'PostCode', message: 'Enter a full UK postcode, such as SW1A 1AA, or leave it blank' },
      { field: 'AcceptTerms', message: accountMessages.acceptTerms },
    ]);

    const values = {
      ...form.values,
      FirstName: 'Oliver',
      LastName: 'Bennett',
      Email: 'oliver.bennett@example.co.uk',
      Password: 'Transit2020van',
      AcceptTerms: true,
    };
    expect(registerRequest({ ...values, PostCode: 'ls115dl' })).toMatchObject({
      PostCode: 'LS11 5DL',
      AcceptTerms: true,
    });
    expect(registerRequest({ ...values, PostCode: '' })).not.toHaveProperty('PostCode');
  });

  it('complete account: starts from the account name and needs a mobile or a landline', async () => {
    const form = completeAccountForm({ FirstName: 'Amelia', LastName: 'Hughes', Email: 'a@b.uk', IsComplete: false });
    expect(form.values.FirstName).toBe('Amelia');
    form.setValue('PostCode', 'rg1 8dn');
    expect(await submit(form)).toBe(false);
    expect(form.errors).toEqual([{ field: 'MobileNumber', message: accountMessages.phoneNeeded }]);

    form.setValue('PhoneNumber', '07700 900123');
    expect(await submit(form)).toBe(false);
    expect(form.errors).toEqual([
      { field: 'PhoneNumber', message: 'Enter a UK landline number, such as 020 7946 0123, or leave it blank' },
    ]);

    form.setValue('PhoneNumber', '0118 496 0987');
    expect(await submit(form)).toBe(true);
    expect(completeAccountRequest(form.values)).toEqual({
      FirstName: 'Amelia',
      LastName: 'Hughes',
      PostCode: 'RG1 8DN',
      PhoneNumber: '0118 496 0987',
    });
  });
});
