import { FormState } from '../../forms/FormState';
import { formatPostcode } from '@domain/uk/postcode';
import { normaliseRegistration } from '@domain/uk/registration';
import { missingMessages as missing } from '@domain/contact';
import { parseWholeNumber, rules, validator, type Rule } from '@domain/validation';
import type { ValuationDetails } from '../../stores/ValuationStore';
import { DisplayText, DisplayTextPattern, EmailAddress } from '../../../openapi/generated/limits';
import { valuationFuelTypes, valuationMessages, valuationTransmissions } from '@domain/valuation';

/** The details a car is valued from when its registration cannot be looked up (requirements 9.13). */
export { valuationFuelTypes as fuelTypes, valuationTransmissions as transmissions };
const detailsMessages = valuationMessages;

/** A make or model as typed: required, within the contract's length, none of the characters it refuses. */
const typedName = (message: string): Rule => ({ message, test: (value) => namePattern.test(value) });
const namePattern = new RegExp(DisplayTextPattern);

const yearOf = (thisYear: number) => (value: string) => {
  const trimmed = value.trim();
  if (trimmed === '') return detailsMessages.year;
  const year = Number(trimmed);
  return /^[0-9]{4}$/.test(trimmed) && year >= 1900 && year <= thisYear ? null : detailsMessages.yearWithin(thisYear);
};

/**
 * The valuation form's fields and rules (requirements 5.10, 5.11, word for word), React-free. Field names are
 * the contract's ValuationRequest properties (and its Vehicle's), so a server error about a field lands on it. A
 * missing registration, mileage or postcode says what to enter (requirements 5.12). The car's details
 * are checked only once they are asked for (`asksDetails`), after the registration could not be looked up.
 */
export function valuationForm(asksDetails: () => boolean = () => false, thisYear = new Date().getFullYear()) {
  const whenAsked =
    (check: (value: string) => string | null) =>
    (value: string): string | null =>
      asksDetails() ? check(value) : null;
  return new FormState(
    {
      Registration: '',
      Mileage: '',
      PostCode: '',
      Email: '',
      Manufacturer: '',
      Model: '',
      RegistrationYear: '',
      FuelType: '',
      Transmission: '',
    },
    {
      Registration: validator(rules.registration, { required: missing.registration }),
      Mileage: validator(rules.mileage, { required: missing.mileage }),
      PostCode: validator(rules.postcode, { required: missing.postcode }),
      Email: validator(rules.email, { maxLength: EmailAddress.maxLength }),
      Manufacturer: whenAsked(
        validator(typedName(detailsMessages.makeCharacters), {
          required: detailsMessages.make,
          maxLength: DisplayText.maxLength,
        }),
      ),
      Model: whenAsked(
        validator(typedName(detailsMessages.modelCharacters), {
          required: detailsMessages.model,
          maxLength: DisplayText.maxLength,
        }),
      ),
      RegistrationYear: whenAsked(yearOf(thisYear)),
      FuelType: whenAsked((value) => (value ? null : detailsMessages.fuel)),
      Transmission: whenAsked((value) => (value ? null : detailsMessages.gearbox)),
    },
  );
}
export type ValuationForm = ReturnType<typeof valuationForm>;
export type ValuationValues = ValuationForm['values'];

/**
 * The request body: the registration written with its one space, the postcode formatted, an empty email left
 * out, and the car's details when they were asked for.
 */
export function valuationRequest(values: ValuationValues, withDetails = false): ValuationDetails {
  const email = values.Email.trim();
  return {
    Registration: normaliseRegistration(values.Registration),
    Mileage: parseWholeNumber(values.Mileage),
    PostCode: formatPostcode(values.PostCode),
    ...(email ? { Email: email } : {}),
    ...(withDetails
      ? {
          Vehicle: {
            Manufacturer: values.Manufacturer.trim(),
            Model: values.Model.trim(),
            RegistrationYear: Number(values.RegistrationYear.trim()),
            FuelType: values.FuelType as (typeof valuationFuelTypes)[number],
            Transmission: values.Transmission as (typeof valuationTransmissions)[number],
          },
        }
      : {}),
  };
}
