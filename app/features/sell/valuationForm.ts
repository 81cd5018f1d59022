import { FormState } from '../../forms/FormState';
import { formatPostcode } from '@domain/uk/postcode';
import { normaliseRegistration } from '@domain/uk/registration';
import { missingMessages as missing } from '@domain/contact';
import { parseWholeNumber, rules, validator } from '@domain/validation';
import type { ValuationDetails } from '../../stores/ValuationStore';
import { EmailAddress } from '../../api/generated/limits';

/**
 * The valuation form's fields and rules (requirements 5.10, 5.11, word for word), React-free. Field names are
 * the contract's ValuationRequest properties, so a server error about a field lands on it. A missing
 * registration, mileage or postcode says what to enter (requirements 5.12).
 */
export function valuationForm() {
  return new FormState(
    { Registration: '', Mileage: '', PostCode: '', Email: '' },
    {
      Registration: validator(rules.registration, { required: missing.registration }),
      Mileage: validator(rules.mileage, { required: missing.mileage }),
      PostCode: validator(rules.postcode, { required: missing.postcode }),
      Email: validator(rules.email, { maxLength: EmailAddress.maxLength }),
    },
  );
}
export type ValuationForm = ReturnType<typeof valuationForm>;
export type ValuationValues = ValuationForm['values'];

/** The request body: the registration written with its one space, the postcode formatted, an empty email left out. */
export function valuationRequest(values: ValuationValues): ValuationDetails {
  const email = values.Email.trim();
  return {
    Registration: normaliseRegistration(values.Registration),
    Mileage: parseWholeNumber(values.Mileage),
    PostCode: formatPostcode(values.PostCode),
    ...(email ? { Email: email } : {}),
  };
}
