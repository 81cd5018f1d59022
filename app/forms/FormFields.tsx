import { observer } from 'mobx-react-lite';
import { createContext, useContext, useId, useState, type FocusEvent, type ReactNode } from 'react';
import {
  Button,
  PendingButton,
  Checkbox,
  CheckboxGroup,
  ErrorSummary,
  Form,
  PostcodeField,
  Radio,
  RadioGroup,
  Stack,
  TextArea,
  TextField,
  type ButtonProps,
  type PostcodeFieldProps,
  type RadioGroupProps,
  type TextAreaProps,
  type TextFieldProps,
} from '@ds';
import type { FlagFieldName, FormState, FormValues, TextFieldName } from './FormState';

// The id prefix of the form a field is in: the summary links to `${prefix}-${field}`.
const FormIdContext = createContext('form');

function useFieldId(name: string) {
  return `${useContext(FormIdContext)}-${name}`;
}

export interface FormViewProps<V extends FormValues> {
  form: FormState<V>;
  /** The store's call with the checked values; a rejection is shown on the fields or the form. */
  onSubmit: (values: V) => Promise<unknown>;
  /** After the call went through. */
  onSuccess?: () => void;
  children: ReactNode;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/**
 * A form of the app: the design system's Form with the GOV.UK error summary on top, which after a
 * failed submit takes focus and links to each field (an error about the whole form is listed as text).
 */
export const FormView = observer(function FormView<V extends FormValues>({
  form,
  onSubmit,
  onSuccess,
  children,
  ...labelling
}: FormViewProps<V>) {
  const prefix = useId();
  return (
    <FormIdContext.Provider value={prefix}>
      <Form
        {...labelling}
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit(onSubmit).then((sent) => {
            if (sent) onSuccess?.();
          });
        }}
      >
        <ErrorSummary
          errors={form.errors.map(({ field, message }) => ({
            fieldId: field === undefined ? undefined : `${prefix}-${field}`,
            message,
          }))}
          focusKey={form.failedSubmits}
        />
        {children}
      </Form>
    </FormIdContext.Provider>
  );
});

/** The props the form gives a text input: what a field's own props may not set. */
type BoundProps =
  'id' | 'name' | 'form' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'isInvalid' | 'errorMessage';

/**
 * Whether focus is leaving for a submit button that is being pressed (by a pointer: Tab to it is no press). The
 * submit checks every field anyway; an error shown on the way would push the button down from under the pointer
 * between press and release, and the press would be lost (the form not sent, its old messages left, focus left on
 * the button).
 */
const toSubmit = (event: FocusEvent) =>
  event.relatedTarget instanceof HTMLButtonElement &&
  event.relatedTarget.type === 'submit' &&
  event.relatedTarget.matches(':active');

/** A text input's binding to its form: its id, value, error (client or server) and check on blur. */
function useTextBinding<V extends FormValues>(form: FormState<V>, name: TextFieldName<V>) {
  const id = useFieldId(name);
  const error = form.errorFor(name);
  return {
    id,
    name,
    value: form.values[name] as string,
    onChange: (value: string) => form.setValue(name, value as V[typeof name]),
    onBlur: (event: FocusEvent) => {
      if (!toSubmit(event)) form.blur(name);
    },
    isInvalid: error !== undefined,
    errorMessage: error,
  };
}

export interface FormTextFieldProps<V extends FormValues> extends Omit<TextFieldProps, BoundProps> {
  form: FormState<V>;
  name: TextFieldName<V>;
}

/** A text field of the form. */
export const FormTextField = observer(function FormTextField<V extends FormValues>({
  form,
  name,
  ...props
}: FormTextFieldProps<V>) {
  return <TextField {...props} {...useTextBinding(form, name)} />;
});

export type FormEmailFieldProps<V extends FormValues> = Omit<
  FormTextFieldProps<V>,
  'type' | 'autoComplete' | 'label'
> & {
  label?: FormTextFieldProps<V>['label'];
};

/** An email address field: `type="email"`, `autoComplete="email"`, no spell check. */
export const FormEmailField = observer(function FormEmailField<V extends FormValues>({
  label = 'Email address',
  ...props
}: FormEmailFieldProps<V>) {
  return <FormTextField {...props} label={label} type="email" autoComplete="email" spellCheck="false" />;
});

export interface FormPasswordFieldProps<V extends FormValues> extends Omit<
  FormTextFieldProps<V>,
  'type' | 'autoComplete'
> {
  /** `current-password` to sign in, `new-password` to choose one: password managers rely on it. */
  autoComplete: 'current-password' | 'new-password';
}

/**
 * A password field with a 'Show password' toggle button (aria-pressed, so its state is announced), so
 * a person can check what they typed. Paste is never blocked (WCAG 3.3.8). (The design system's Button
 * with aria-pressed rather than its ToggleButton: sharing ToggleButton with the results page split it
 * into a chunk of its own on every results page's first visit.)
 */
export const FormPasswordField = observer(function FormPasswordField<V extends FormValues>(
  props: FormPasswordFieldProps<V>,
) {
  const [visible, setVisible] = useState(false);
  const inputId = useFieldId(props.name);
  return (
    <Stack space="small">
      <FormTextField {...props} type={visible ? 'text' : 'password'} spellCheck="false" autoCorrect="off" />
      <div>
        <Button variant="secondary" aria-pressed={visible} onPress={() => setVisible(!visible)} aria-controls={inputId}>
          Show password
        </Button>
      </div>
    </Stack>
  );
});

export interface FormPostcodeFieldProps<V extends FormValues> extends Omit<
  PostcodeFieldProps,
  BoundProps | 'validate'
> {
  form: FormState<V>;
  name: TextFieldName<V>;
}

/** A postcode field of the form: upper case as typed, checked on submit like every other field. */
export const FormPostcodeField = observer(function FormPostcodeField<V extends FormValues>({
  form,
  name,
  ...props
}: FormPostcodeFieldProps<V>) {
  return <PostcodeField {...props} {...useTextBinding(form, name)} />;
});

export interface FormTextAreaProps<V extends FormValues> extends Omit<TextAreaProps, BoundProps> {
  form: FormState<V>;
  name: TextFieldName<V>;
}

/** A multi-line text field of the form (a message), with its character count when it has a limit. */
export const FormTextArea = observer(function FormTextArea<V extends FormValues>({
  form,
  name,
  ...props
}: FormTextAreaProps<V>) {
  return <TextArea {...props} {...useTextBinding(form, name)} />;
});

export interface FormRadioGroupProps<V extends FormValues> extends Omit<
  RadioGroupProps,
  BoundProps | 'children' | 'onSelectionChange'
> {
  form: FormState<V>;
  name: TextFieldName<V>;
  /** The choices: the value sent, and what the radio says. */
  options: readonly { value: string; label: string }[];
}

/**
 * One choice of a few as radios (GOV.UK): the error is under the question and tied to the group; the
 * summary's link moves focus to the first radio. Checked again at once after a submit, as a checkbox is.
 */
export const FormRadioGroup = observer(function FormRadioGroup<V extends FormValues>({
  form,
  name,
  options,
  ...props
}: FormRadioGroupProps<V>) {
  const id = useFieldId(name);
  const error = form.errorFor(name);
  return (
    <RadioGroup
      {...props}
      name={name}
      value={(form.values[name] as string) || null}
      onChange={(value) => {
        form.setValue(name, value as V[typeof name]);
        if (form.submitted) form.checkField(name);
      }}
      isInvalid={error !== undefined}
      errorMessage={error}
    >
      {options.map((option, index) => (
        <Radio key={option.value} value={option.value} id={index === 0 ? id : undefined}>
          {option.label}
        </Radio>
      ))}
    </RadioGroup>
  );
});

export interface FormCheckboxProps<V extends FormValues> {
  form: FormState<V>;
  name: FlagFieldName<V>;
  /** The checkbox's own text. */
  children: ReactNode;
  /**
   * A question above it, for a checkbox that can be in error (e.g. accepting the terms): the error is
   * then shown under the question and tied to the checkbox (GOV.UK).
   */
  label?: ReactNode;
  description?: ReactNode;
}

/** A yes/no field of the form. */
export const FormCheckbox = observer(function FormCheckbox<V extends FormValues>({
  form,
  name,
  children,
  label,
  description,
}: FormCheckboxProps<V>) {
  const id = useFieldId(name);
  const error = form.errorFor(name);
  const checked = form.values[name] === true;
  const onChange = (isSelected: boolean) => {
    form.setValue(name, isSelected as V[typeof name]);
    if (form.submitted) form.checkField(name);
  };
  if (label === undefined) {
    return (
      <Checkbox id={id} name={name} isSelected={checked} onChange={onChange}>
        {children}
      </Checkbox>
    );
  }
  return (
    <CheckboxGroup
      label={label}
      description={description}
      value={checked ? [name] : []}
      onChange={(values) => onChange(values.includes(name))}
      isInvalid={error !== undefined}
      errorMessage={error}
    >
      <Checkbox id={id} value={name} name={name}>
        {children}
      </Checkbox>
    </CheckboxGroup>
  );
});

export interface FormSubmitProps<V extends FormValues> extends Omit<ButtonProps, 'type' | 'isPending' | 'form'> {
  form: FormState<V>;
}

/** The form's submit button: pending (focusable, announced busy, not pressable) while the call runs. */
export const FormSubmit = observer(function FormSubmit<V extends FormValues>({
  form,
  children,
  ...props
}: FormSubmitProps<V>) {
  return (
    <div>
      <PendingButton {...props} type="submit" isPending={form.pending}>
        {children}
      </PendingButton>
    </div>
  );
});
