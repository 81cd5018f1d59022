import { FormState } from '../../forms/FormState';
import { rules, validator } from '@domain/validation';
import type { SavedSearchChoice, SavedSearchOutcome } from '../../stores/SavedSearchStore';
import { savedSearchNameMaxLength } from './savedSearches';

/** Said when the name is left empty, in GOV.UK's wording (requirements 5.13). */
export const savedSearchNameMissing = 'Enter a name for this search';

const name = validator(rules.freeText, { required: savedSearchNameMissing, maxLength: savedSearchNameMaxLength });

/**
 * The form of save-search-form and my-saved-search-edit: the name (the free-text rule, at most 60
 * characters) and the email alerts. Field names are the request body's, so a server's field errors
 * land on them.
 */
export function savedSearchForm(initial: SavedSearchChoice): FormState<{ Name: string; EmailAlerts: boolean }> {
  return new FormState({ Name: initial.Name, EmailAlerts: initial.EmailAlerts }, { Name: name });
}

/** The choice as it is sent: the name without the spaces around it. */
export function choiceOf(values: SavedSearchChoice): SavedSearchChoice {
  return { Name: values.Name.trim(), EmailAlerts: values.EmailAlerts };
}

/** A store outcome as the form layer takes it: a failure rejects with the error (or its message). */
export function settled(outcome: SavedSearchOutcome): SavedSearchOutcome & { ok: true } {
  if (outcome.ok) return outcome;
  throw outcome.error ?? new Error(outcome.message);
}
