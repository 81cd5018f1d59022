/**
 * A body that breaks the contract's schema is 400 with `Fields` naming each property refused
 * (decision 0100): the schema checker's errors, read back to the body's own property names, each
 * with the shared rules' message for its kind of value (domain/validation.ts), so a form shows it on
 * the field as it shows a 422's.
 */
import type { ErrorObject } from 'ajv';
import { rules, validator, type RuleName } from '../domain/validation';

/** The shared rule behind each of the contract's field schemas. */
const ruleOfSchema: Record<string, RuleName> = {
  EmailAddress: 'email',
  Password: 'password',
  PersonName: 'name',
  FullName: 'name',
  UkPostcode: 'postcode',
  UkMobile: 'mobile',
  UkLandline: 'landline',
  UkPhone: 'phone',
  FreeText: 'freeText',
  BusinessName: 'businessName',
  UkRegistration: 'registration',
  Deposit: 'deposit',
  Mileage: 'mileage',
};

export const fieldMessages = {
  fieldsRefused: 'Please check the details you entered.',
  missing: 'Enter a value',
  unknown: 'Remove this: the request does not take it',
  invalid: 'Enter a valid value',
} as const;

/** The contract's FieldError.Field: a property name as sent. */
const fieldName = /^[A-Za-z][A-Za-z0-9]{0,63}$/;

export interface FieldError {
  Field: string;
  Message: string;
}

function messageFor(value: unknown, schemaName: string | undefined): string {
  const rule = schemaName ? ruleOfSchema[schemaName] : undefined;
  if (!rule) return fieldMessages.invalid;
  if (typeof value !== 'string') return rules[rule].message;
  // The shared rule says what is wrong; one the schema refuses that it passes gets the rule's message.
  return validator(rules[rule], { required: fieldMessages.missing })(value) ?? rules[rule].message;
}

const branchOf = (error: ErrorObject) => /^#\/oneOf\/(\d+)\//.exec(error.schemaPath)?.[1];

/**
 * A body of a oneOf (the contact form's variants) is refused by every branch: only the errors of the
 * branch it comes closest to (the fewest errors, its `Variant` among them) are about its fields.
 */
function closestBranch(errors: readonly ErrorObject[]): readonly ErrorObject[] {
  const counts = new Map<string, number>();
  for (const error of errors) {
    const branch = branchOf(error);
    if (branch !== undefined) counts.set(branch, (counts.get(branch) ?? 0) + 1);
  }
  if (counts.size === 0) return errors;
  const [closest] = [...counts].sort((a, b) => a[1] - b[1])[0] ?? [];
  return errors.filter((error) => branchOf(error) === undefined || branchOf(error) === closest);
}

/**
 * The body's fields a schema refusal is about, in the order of the errors, each once (at most 50, as
 * the contract's Error allows). Empty when the body is not an object or no property can be named.
 */
export function schemaFieldErrors(
  errors: readonly ErrorObject[],
  body: unknown,
  schemaOf: ReadonlyMap<string, string> | undefined,
): FieldError[] {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return [];
  const values = body as Record<string, unknown>;
  const fields = new Map<string, string>();
  for (const error of closestBranch(errors)) {
    const [, top] = error.instancePath.split('/');
    let field: string | undefined;
    let message: string;
    if (top) {
      field = decodeURIComponent(top.replace(/~1/g, '/').replace(/~0/g, '~'));
      message = messageFor(values[field], schemaOf?.get(field));
    } else if (error.keyword === 'required') {
      field = (error.params as { missingProperty?: string }).missingProperty;
      message = fieldMessages.missing;
    } else if (error.keyword === 'additionalProperties') {
      field = (error.params as { additionalProperty?: string }).additionalProperty;
      message = fieldMessages.unknown;
    } else continue;
    if (field && fieldName.test(field) && !fields.has(field)) fields.set(field, message);
  }
  return [...fields].slice(0, 50).map(([Field, Message]) => ({ Field, Message }));
}
