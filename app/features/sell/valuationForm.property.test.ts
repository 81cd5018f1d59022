// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { schemaPointer, validate } from '../../../openapi/contract/contract';
import { assertFormRules, optionalField, requiredField } from '../../forms/formProperties';
import { formRuns, validValues } from '@domain/ruleArbitraries';
import { EmailAddress } from '../../../openapi/generated/limits';
import { valuationForm, valuationRequest } from './valuationForm';

describe('the valuation form: the shared rules, field by field', () => {
  it('registration, mileage, postcode, and an optional email', () => {
    assertFormRules(valuationForm, {
      Registration: requiredField('registration', 'Enter the registration number'),
      Mileage: requiredField('mileage', 'Enter the mileage'),
      PostCode: requiredField('postcode', 'Enter your postcode'),
      Email: optionalField('email', EmailAddress.maxLength),
    });
  });

  it('what the form accepts is sent as the contract’s ValuationRequest', () => {
    fc.assert(
      fc.property(
        validValues.registration,
        validValues.mileage,
        validValues.postcode,
        fc.oneof(validValues.email, fc.constant('')),
        (Registration, Mileage, PostCode, Email) => {
          const form = valuationForm();
          for (const [key, value] of Object.entries({ Registration, Mileage, PostCode, Email }))
            form.setValue(key as keyof typeof form.values, value);
          expect(form.validate()).toBe(true);
          expect(validate(schemaPointer('ValuationRequest'), valuationRequest(form.values))).toEqual([]);
        },
      ),
      formRuns,
    );
  });
});
