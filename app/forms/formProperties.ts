/**
 * Property tests of a form's rules (test-only): with every field valid the form submits; with one
 * field broken only that field has an error, with its message; whatever text the fields hold, checking
 * never throws and every message is one the field is known to give.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import {
  anyText,
  brokenValues,
  formRuns,
  optionalRuleMessages,
  ruleMessages,
  validValues,
} from '@domain/ruleArbitraries';
import type { FormState, FormValues } from './FormState';

export interface FieldRules<T> {
  /** Values the field accepts (with the other fields valid). */
  valid: fc.Arbitrary<T>;
  /** Values that break the field, each with the one message it must give. */
  broken: readonly (readonly [fc.Arbitrary<T>, string])[];
  /** Messages the field gives depending on other fields (checked by the form's own test). */
  alsoSays?: readonly string[];
  /** Messages that depend on the value itself (a password's says what it lacks), written out in the rule's test. */
  alsoMatches?: RegExp;
}
export type FormRules<V extends FormValues> = { [K in keyof V]?: FieldRules<V[K]> };

/** Every text field of a form given any text at all. */
function anyValues<V extends FormValues>(initial: V): fc.Arbitrary<Partial<V>> {
  const entries = Object.entries(initial).filter(([, value]) => typeof value === 'string');
  return fc.record(Object.fromEntries(entries.map(([key]) => [key, anyText]))) as fc.Arbitrary<Partial<V>>;
}

function fill<V extends FormValues>(form: FormState<V>, values: Partial<V>) {
  for (const [key, value] of Object.entries(values)) form.setValue(key as keyof V, value as V[keyof V]);
}

export function assertFormRules<V extends FormValues>(make: () => FormState<V>, rules: FormRules<V>) {
  const fields = Object.keys(rules) as (keyof V & string)[];
  const ruleOf = (field: keyof V & string): FieldRules<V[keyof V]> => {
    const found = rules[field];
    if (!found) throw new Error(`No rules for ${field}`);
    return found;
  };
  const validRecord = fc.record(
    Object.fromEntries(fields.map((field) => [field, ruleOf(field).valid])) as { [K in keyof V]: fc.Arbitrary<V[K]> },
  );

  // Every field valid: the form passes.
  fc.assert(
    fc.property(validRecord, (values) => {
      const form = make();
      fill(form, values as Partial<V>);
      expect(form.validate()).toBe(true);
      expect(form.errors).toEqual([]);
    }),
    formRuns,
  );

  // One field broken: that field alone has an error, with its message.
  const oneBroken = fc.oneof(
    ...fields.flatMap((field) =>
      ruleOf(field).broken.map(([value, message]) =>
        value.map((broken) => ({ field, broken: broken as V[keyof V], message })),
      ),
    ),
  );
  fc.assert(
    fc.property(validRecord, oneBroken, (values, { field, broken, message }) => {
      const form = make();
      fill(form, { ...(values as Partial<V>), [field]: broken });
      expect(form.validate()).toBe(false);
      expect(form.errors).toEqual([{ field, message }]);
    }),
    formRuns,
  );

  // Any text anywhere: checking never throws, and each message is one the field is known to give.
  const known = new Map(
    fields.map((field) => [
      field,
      new Set([...ruleOf(field).broken.map(([, message]) => message), ...(ruleOf(field).alsoSays ?? [])]),
    ]),
  );
  const form = make();
  fc.assert(
    fc.property(anyValues(form.initial), (values) => {
      const fresh = make();
      fill(fresh, values);
      fresh.validate();
      for (const { field, message } of fresh.errors) {
        if (!field || !known.has(field)) continue;
        if (ruleOf(field).alsoMatches?.test(message)) continue;
        expect(known.get(field)).toContain(message);
      }
    }),
    formRuns,
  );
}

type SharedRule = keyof typeof ruleMessages;

/** Nothing, or only spaces. */
export const blank = fc.stringMatching(/^\s*$/);

/** Text of a field's kind, one character longer than `maxLength` allows, with its message. */
function tooLong(rule: SharedRule, maxLength: number): readonly [fc.Arbitrary<string>, string] {
  const long = fc.integer({ min: maxLength + 1, max: maxLength + 40 }).map((length) => {
    if (rule === 'email') return `${'a'.repeat(length - 12)}@example.com`;
    if (rule === 'landline' || rule === 'mobile' || rule === 'phone') return `0${'1'.repeat(length - 1)}`;
    return 'A'.repeat(length);
  });
  return [long, `Must be ${maxLength} characters or fewer`];
}

/**
 * A field a form requires, checked by a shared rule (and, with `maxLength`, its length); left empty, it says
 * `missing`, what to enter.
 */
export function requiredField(rule: SharedRule, missing: string, maxLength?: number): FieldRules<string> {
  return {
    valid: validValues[rule],
    broken: [
      [brokenValues[rule], ruleMessages[rule]],
      [blank, missing],
      ...(maxLength ? [tooLong(rule, maxLength)] : []),
    ],
    ...(rule === 'password' ? { alsoMatches: /^Your password must / } : {}),
  };
}

/** A field a form may leave empty, checked by a shared rule when filled in. */
export function optionalField(rule: SharedRule, maxLength?: number): FieldRules<string> {
  return {
    valid: fc.oneof(validValues[rule], blank),
    broken: [
      [brokenValues[rule], optionalRuleMessages[rule] ?? ruleMessages[rule]],
      ...(maxLength ? [tooLong(rule, maxLength)] : []),
    ],
  };
}

/** A required free text with its own message when missing. */
export function requiredText(missing: string, maxLength: number): FieldRules<string> {
  return {
    valid: validValues.freeText.filter((text) => text.trim() !== ''),
    broken: [[brokenValues.freeText, ruleMessages.freeText], [blank, missing], tooLong('freeText', maxLength)],
  };
}

/** A choice from a list (a select or radios): anything else gets the message. */
export function choiceField(values: readonly string[], message: string): FieldRules<string> {
  return {
    valid: fc.constantFrom(...values),
    broken: [[fc.oneof(blank, anyText).filter((value) => !values.includes(value)), message]],
  };
}
