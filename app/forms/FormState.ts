import { makeAutoObservable, runInAction } from 'mobx';
import { errorMessage, fieldErrorsOf } from '../api/errors';

/**
 * A field holds text (inputs) or a flag (checkboxes). Give a flag's initial value as `false as
 * boolean`, or TypeScript takes the field to be always false.
 */
type FieldValue = string | boolean;
export type FormValues = Record<string, FieldValue>;

/** The names of a form's text fields and of its flags. */
export type TextFieldName<V extends FormValues> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;
export type FlagFieldName<V extends FormValues> = { [K in keyof V]: V[K] extends boolean ? K : never }[keyof V] &
  string;

/**
 * How one field is checked: the message to show, or null. It sees every value, for rules across
 * fields. A text rule of domain/validation.ts (`validator(rules.email, { required: 'Enter your email address' })`) is one.
 */
type FieldCheck<V extends FormValues, K extends keyof V> = (value: V[K], values: V) => string | null;
export type FormChecks<V extends FormValues> = { [K in keyof V]?: FieldCheck<V, K> };

/** One line of the error summary: a field's error (linked to it), or one about the whole form. */
export interface FormErrorItem<V extends FormValues> {
  field?: keyof V & string;
  message: string;
}

/** What a form shows when a call fails without a message of its own (never expected: the client gives one). */
export const fallbackFormError = 'Sorry, that did not work. Please try again.';

/**
 * The state of one form, as GOV.UK forms behave: nothing is checked while typing; submit checks every
 * field, and if any fails shows the errors (on the fields and in the summary, which takes focus);
 * after a submit a field is checked again when it loses focus, and an error goes as soon as it is fixed. A call that fails with field errors
 * (the error body's `Fields`, named as the request body's properties, which are this form's field
 * names) puts each on its field; any other failure is an error about the whole form. An edited field
 * loses its server error. React-free: the components in FormFields.tsx are thin views of it.
 */
export class FormState<V extends FormValues> {
  values: V;
  clientErrors = new Map<keyof V, string>();
  serverErrors = new Map<keyof V, string>();
  /** An error about the whole form (the server's FriendlyMessage), shown in the summary. */
  formError: string | null = null;
  /** True while the submitted values are with the server. */
  pending = false;
  /** Whether a submit was tried: from then on a field is checked when it loses focus. */
  submitted = false;
  /** Failed submits so far: the error summary takes focus each time this grows. */
  failedSubmits = 0;

  constructor(
    readonly initial: V,
    private readonly checks: FormChecks<V> = {},
  ) {
    this.values = { ...initial };
    makeAutoObservable<this, 'checks'>(this, { initial: false, checks: false });
  }

  /** The fields in the order they were declared (the order of the form, and of the summary). */
  get fieldNames(): (keyof V & string)[] {
    return Object.keys(this.initial);
  }

  errorFor(name: keyof V): string | undefined {
    return this.serverErrors.get(name) ?? this.clientErrors.get(name);
  }

  /** Field errors in the form's order, then the error about the whole form. */
  get errors(): FormErrorItem<V>[] {
    const fields = this.fieldNames.flatMap((field) => {
      const message = this.errorFor(field);
      return message ? [{ field, message }] : [];
    });
    return this.formError ? [...fields, { message: this.formError }] : fields;
  }

  /**
   * A field was edited: its server error goes; after a submit, every error the values now satisfy goes
   * at once ("reward early"), while a new error waits for the field to lose focus ("punish late"). So
   * nothing moves on the page as a person leaves a fixed field for the submit button.
   */
  setValue<K extends keyof V>(name: K, value: V[K]) {
    this.values[name] = value;
    this.serverErrors.delete(name);
    for (const field of [...this.clientErrors.keys()]) {
      if (this.messageFor(field) === null) this.clientErrors.delete(field);
    }
  }

  /** A field lost focus: once a submit was tried, it is checked again. */
  blur(name: keyof V) {
    if (this.submitted) this.checkField(name);
  }

  /** Checks one field; returns whether it passed. */
  checkField(name: keyof V): boolean {
    const message = this.messageFor(name);
    if (message) this.clientErrors.set(name, message);
    else this.clientErrors.delete(name);
    return message === null;
  }

  private messageFor<K extends keyof V>(name: K): string | null {
    return this.checks[name]?.(this.values[name], this.values) ?? null;
  }

  /** Checks every field; returns whether all passed. */
  validate(): boolean {
    return this.fieldNames.map((name) => this.checkField(name)).every(Boolean);
  }

  /**
   * Submits: checks every field and, if all pass, hands the values to `send` (a store's call). Returns
   * whether it went through. A submit while one is pending is ignored.
   */
  async submit(send: (values: V) => Promise<unknown>): Promise<boolean> {
    if (this.pending) return false;
    this.submitted = true;
    this.formError = null;
    this.serverErrors.clear();
    if (!this.validate()) {
      this.failedSubmits += 1;
      return false;
    }
    this.pending = true;
    try {
      await send({ ...this.values });
      runInAction(() => {
        this.pending = false;
      });
      return true;
    } catch (error) {
      runInAction(() => {
        this.pending = false;
        this.showFailure(error);
        this.failedSubmits += 1;
      });
      return false;
    }
  }

  /** Shows why a call failed: on the fields it names, else (or also, for fields not here) on the form. */
  showFailure(error: unknown) {
    const fields = fieldErrorsOf(error);
    const known = fields.filter(({ Field }) => Field in this.initial);
    for (const { Field, Message } of known) this.serverErrors.set(Field, Message);
    if (known.length === 0 || known.length < fields.length) this.formError = errorMessage(error, fallbackFormError);
  }

  /** Back to the initial values, no errors (e.g. when an overlay's form is used again). */
  reset() {
    this.values = { ...this.initial };
    this.clientErrors.clear();
    this.serverErrors.clear();
    this.formError = null;
    this.submitted = false;
    this.pending = false;
  }
}
