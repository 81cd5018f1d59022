import { useState, type FocusEvent } from 'react';
import { TextField, type TextFieldProps } from '../TextField/TextField';
import * as styles from './RegistrationPlateField.css';

export const plates = ['rear', 'front'] as const;
/** Which plate the field looks like: the yellow rear plate or the white front one. */
type Plate = (typeof plates)[number];

export interface RegistrationPlateFieldProps extends Omit<
  TextFieldProps,
  'transform' | 'type' | 'autoComplete' | 'label' | 'width' | 'placeholder'
> {
  /** The visible label; "Registration number" by default. */
  label?: TextFieldProps['label'];
  /** The yellow rear plate (default) or the white front plate. */
  plate?: Plate;
  /** Rewrites what is typed as it is typed; by default upper case, with runs of spaces made one. */
  normalise?: (value: string) => string;
  /** Rewrites the value when the field is left, e.g. the product's 'AB12 CDE' spacing. */
  format?: (value: string) => string;
  /**
   * The product's registration rule: the message to show for a value, or null when it is fine. Run when
   * the field is left with something in it; once shown, the message goes as soon as the value keeps the
   * rule. An empty field is not checked here (the form decides that).
   */
  validate?: (registration: string) => string | null;
}

/** Upper case, no leading space, one space at most between characters. */
const upperCaseOneSpace = (value: string) => value.toUpperCase().replace(/\s+/g, ' ').replace(/^ /, '');

/**
 * A UK registration input drawn as a number plate: a visible label above, large black characters on
 * the yellow rear plate (or the white front one), upper case as typed. It knows no registration rule:
 * give it `validate` (and `format`) from the product, or `isInvalid` and `errorMessage` from the form,
 * which win over its own check.
 */
export function RegistrationPlateField({
  label = 'Registration number',
  plate = 'rear',
  normalise = upperCaseOneSpace,
  format,
  validate,
  value,
  defaultValue,
  onChange,
  onBlur,
  isInvalid,
  errorMessage,
  ...props
}: RegistrationPlateFieldProps) {
  const [uncontrolled, setUncontrolled] = useState(() => normalise(defaultValue ?? ''));
  const current = value ?? uncontrolled;
  const [error, setError] = useState<string | null>(null);

  const update = (next: string) => {
    if (value === undefined) setUncontrolled(next);
    onChange?.(next);
  };
  const leave = (event: FocusEvent<HTMLInputElement>) => {
    const shown = format ? format(current) : current;
    if (shown !== current) update(shown);
    if (validate && shown !== '') setError(validate(shown));
    onBlur?.(event);
  };

  return (
    <div className={styles.plates[plate]}>
      <TextField
        {...props}
        label={label}
        value={current}
        onChange={(next) => {
          update(next);
          // Reward early: a shown message goes once the value keeps the rule, or the field is emptied.
          if (error !== null && (next === '' || validate?.(next) === null)) setError(null);
        }}
        onBlur={leave}
        transform={normalise}
        autoComplete="off"
        autoCorrect="off"
        spellCheck="false"
        width="short"
        isInvalid={isInvalid || error !== null}
        errorMessage={isInvalid ? errorMessage : (error ?? errorMessage)}
      />
    </div>
  );
}
