// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertFormRules, blank, optionalField, requiredField } from '../../forms/formProperties';
import { formRuns, ruleMessages, validValues } from '@domain/ruleArbitraries';
import * as limits from '../../../openapi/generated/limits';
import { completeAccountForm, passwordReminderForm, registerForm, signInForm } from './forms';
import { savedSearchForm } from './savedSearchForm';

const phoneNeeded = 'Enter a mobile or a landline number';

/**
 * A number's broken values, none of them missing (a number is missing only when both are): each may be left
 * blank when the other is given, so a wrong one says so, as an optional field's does.
 */
const brokenOnly = (rule: 'mobile' | 'landline', maxLength: number) => optionalField(rule, maxLength).broken;

const user = { FirstName: '', LastName: '' } as Parameters<typeof completeAccountForm>[0];

describe('the account forms: the shared rules, field by field', () => {
  it('sign in: an email and a password', () => {
    assertFormRules(signInForm, {
      Email: requiredField('email', 'Enter your email address', limits.EmailAddress.maxLength),
      Password: requiredField('password', 'Enter your password'),
    });
  });

  it('register: first and last name, email, password, an optional postcode, the terms accepted', () => {
    assertFormRules(registerForm, {
      FirstName: requiredField('name', 'Enter your first name', limits.PersonName.maxLength),
      LastName: requiredField('name', 'Enter your last name', limits.PersonName.maxLength),
      Email: requiredField('email', 'Enter your email address', limits.EmailAddress.maxLength),
      Password: requiredField('password', 'Enter a password'),
      PostCode: optionalField('postcode'),
      AcceptTerms: {
        valid: fc.constant(true),
        broken: [[fc.constant(false), 'You need to accept the terms of use to create an account']],
      },
    });
  });

  it('password reminder: an email', () => {
    assertFormRules(passwordReminderForm, {
      Email: requiredField('email', 'Enter your email address', limits.EmailAddress.maxLength),
    });
  });

  it('complete account: names, a postcode, a mobile and a landline each checked when given', () => {
    assertFormRules(() => completeAccountForm(user), {
      FirstName: requiredField('name', 'Enter your first name', limits.PersonName.maxLength),
      LastName: requiredField('name', 'Enter your last name', limits.PersonName.maxLength),
      PostCode: requiredField('postcode', 'Enter your postcode'),
      MobileNumber: {
        ...requiredField('mobile', phoneNeeded, limits.UkMobile.maxLength),
        alsoSays: [phoneNeeded],
        broken: brokenOnly('mobile', limits.UkMobile.maxLength),
      },
      PhoneNumber: {
        ...requiredField('landline', phoneNeeded, limits.UkLandline.maxLength),
        broken: brokenOnly('landline', limits.UkLandline.maxLength),
      },
    });
  });

  it('complete account: with neither number, the mobile asks for one; with either, neither is missing', () => {
    fc.assert(
      fc.property(fc.oneof(blank, validValues.mobile), fc.oneof(blank, validValues.landline), (mobile, landline) => {
        const form = completeAccountForm(user);
        form.setValue('MobileNumber', mobile);
        form.setValue('PhoneNumber', landline);
        form.checkField('MobileNumber');
        form.checkField('PhoneNumber');
        const neither = mobile.trim() === '' && landline.trim() === '';
        expect(form.errors).toEqual(neither ? [{ field: 'MobileNumber', message: phoneNeeded }] : []);
      }),
      formRuns,
    );
  });

  it('save a search: a name in free text of at most 60 characters', () => {
    assertFormRules(() => savedSearchForm({ Name: '', EmailAlerts: false }), {
      Name: {
        valid: validValues.freeText.filter(
          (text) => text.trim() !== '' && text.trim().length <= limits.SavedSearchName.maxLength,
        ),
        broken: [
          [blank, 'Enter a name for this search'],
          [fc.constantFrom('Fiestas {near me}', 'a+b', '`x`', '^', 'x=y'), ruleMessages.freeText],
          [
            fc
              .integer({ min: limits.SavedSearchName.maxLength + 1, max: limits.SavedSearchName.maxLength * 2 })
              .map((length) => 'A'.repeat(length)),
            'Must be 60 characters or fewer',
          ],
        ],
      },
    });
  });
});
