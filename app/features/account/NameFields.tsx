import { FormTextField } from '../../forms/FormFields';
import type { FormState, FormValues, TextFieldName } from '../../forms/FormState';

type WithNames = FormValues & { FirstName: string; LastName: string };

/** First and last name, as register and complete account ask them (autocomplete given-name, family-name). */
export function NameFields<V extends WithNames>({ form }: { form: FormState<V> }) {
  // V has both fields as text (its constraint says so); TypeScript cannot narrow a generic's keys.
  const first = 'FirstName' as TextFieldName<V>;
  const last = 'LastName' as TextFieldName<V>;
  return (
    <>
      <FormTextField form={form} name={first} label="First name" autoComplete="given-name" spellCheck="false" />
      <FormTextField form={form} name={last} label="Last name" autoComplete="family-name" spellCheck="false" />
    </>
  );
}
