import { Button, Inline } from '@ds';
import { FormCheckbox, FormSubmit, FormTextField } from '../../forms/FormFields';
import type { FormState } from '../../forms/FormState';
import { savedSearchNameMaxLength } from './savedSearches';

export interface SavedSearchFieldsProps {
  form: FormState<{ Name: string; EmailAlerts: boolean }>;
  nameLabel: string;
  /** The name's hint, after the length limit. */
  nameHint?: string;
  submitLabel: string;
  cancel: () => void;
}

/** The fields of save-search-form and my-saved-search-edit: the name, the alerts, then submit and Cancel. */
export function SavedSearchFields({ form, nameLabel, nameHint = '', submitLabel, cancel }: SavedSearchFieldsProps) {
  return (
    <>
      <FormTextField
        form={form}
        name="Name"
        label={nameLabel}
        description={`Up to ${savedSearchNameMaxLength} characters${nameHint}.`}
        autoComplete="off"
      />
      <FormCheckbox form={form} name="EmailAlerts">
        Email me when new vehicles match this search
      </FormCheckbox>
      <Inline space="small">
        <FormSubmit form={form}>{submitLabel}</FormSubmit>
        <Button variant="secondary" onPress={cancel}>
          Cancel
        </Button>
      </Inline>
    </>
  );
}
