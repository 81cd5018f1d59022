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
      'Your password should be at least 9 characters and contain at least 1 number and 1 letter',
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
      { field: 'FirstName', message: 'Only text is permitted. No numbers or unusual characters' },
      { field: 'LastName', message: 'Enter your last name' },
      { field: 'Email', message: 'Enter your email address' },
      { field: 'Password', message: 'Create a password' },
      { field: 'PostCode', message: 'A valid post code is required' },
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
    expect(form.errors).toEqual([{ field: 'PhoneNumber', message: 'A valid landline number is required' }]);

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
