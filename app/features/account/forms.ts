import type { CompleteAccountRequest, SignInRequest, User } from '../../api/types';
import * as limits from '../../../openapi/generated/limits';
import { FormState } from '../../forms/FormState';
import { missingMessages as missing } from '@domain/contact';
import { formatPostcode } from '@domain/uk/postcode';
import { rules, validator } from '@domain/validation';
import type { PasswordReminderDetails, RegisterDetails } from '../../stores/AccountStore';

/**
 * The account forms' fields and rules (requirements 5.10 to 5.14), React-free. Field names are the request
 * body's property names, so a server error about a field (`Fields[].Field`) lands on it. The lengths
 * are the contract's.
 */
/** The messages no shared rule gives, in GOV.UK's wording (requirements 5.12, 5.13). */
export const accountMessages = {
  acceptTerms: 'You need to accept the terms of use to create an account',
  phoneNeeded: 'Enter a mobile or a landline number',
  passwordNeeded: 'Enter your password',
  newPasswordNeeded: 'Enter a password',
  firstNameNeeded: 'Enter your first name',
  lastNameNeeded: 'Enter your last name',
} as const;

const email = validator(rules.email, { required: missing.email, maxLength: limits.EmailAddress.maxLength });
const name = (required: string) => validator(rules.name, { required, maxLength: limits.PersonName.maxLength });
const firstName = name(accountMessages.firstNameNeeded);
const lastName = name(accountMessages.lastNameNeeded);

export function signInForm() {
  return new FormState(
    { Email: '', Password: '', RememberMe: false as boolean },
    { Email: email, Password: validator(rules.password, { required: accountMessages.passwordNeeded }) },
  );
}
export type SignInValues = ReturnType<typeof signInForm>['values'];

export function signInRequest(values: SignInValues): SignInRequest {
  return { Email: values.Email.trim(), Password: values.Password, RememberMe: values.RememberMe };
}

export function registerForm() {
  return new FormState(
    {
      FirstName: '',
      LastName: '',
      Email: '',
      Password: '',
      PostCode: '',
      AcceptTerms: false as boolean,
      MarketingOptIn: false as boolean,
    },
    {
      FirstName: firstName,
      LastName: lastName,
      Email: email,
      Password: validator(rules.password, { required: accountMessages.newPasswordNeeded }),
      PostCode: validator(rules.postcode),
      AcceptTerms: (accepted) => (accepted ? null : accountMessages.acceptTerms),
    },
  );
}
export type RegisterValues = ReturnType<typeof registerForm>['values'];

export function registerRequest(values: RegisterValues): RegisterDetails {
  const postcode = values.PostCode.trim();
  return {
    FirstName: values.FirstName.trim(),
    LastName: values.LastName.trim(),
    Email: values.Email.trim(),
    Password: values.Password,
    ...(postcode ? { PostCode: formatPostcode(postcode) } : {}),
    MarketingOptIn: values.MarketingOptIn,
    AcceptTerms: true,
  };
}

export function completeAccountForm(user: User | null) {
  const landline = validator(rules.landline, { maxLength: limits.UkLandline.maxLength });
  return new FormState(
    {
      FirstName: user?.FirstName ?? '',
      LastName: user?.LastName ?? '',
      PostCode: '',
      MobileNumber: '',
      PhoneNumber: '',
    },
    {
      FirstName: firstName,
      LastName: lastName,
      PostCode: validator(rules.postcode, { required: missing.postcode }),
      // At least one of the two numbers (the contract: "at least one is expected by the form").
      MobileNumber: (value, values) =>
        value.trim() === '' && values.PhoneNumber.trim() === ''
          ? accountMessages.phoneNeeded
          : validator(rules.mobile, { maxLength: limits.UkMobile.maxLength })(value),
      PhoneNumber: landline,
    },
  );
}
export type CompleteAccountValues = ReturnType<typeof completeAccountForm>['values'];

export function completeAccountRequest(values: CompleteAccountValues): CompleteAccountRequest {
  const mobile = values.MobileNumber.trim();
  const landline = values.PhoneNumber.trim();
  return {
    FirstName: values.FirstName.trim(),
    LastName: values.LastName.trim(),
    PostCode: formatPostcode(values.PostCode),
    ...(mobile ? { MobileNumber: mobile } : {}),
    ...(landline ? { PhoneNumber: landline } : {}),
  };
}

export function passwordReminderForm() {
  return new FormState({ Email: '' }, { Email: email });
}
export type PasswordReminderValues = ReturnType<typeof passwordReminderForm>['values'];

export function passwordReminderRequest(values: PasswordReminderValues): PasswordReminderDetails {
  return { Email: values.Email.trim() };
}
