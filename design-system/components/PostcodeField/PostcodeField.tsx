import { useEffect, useRef, useState } from 'react';
import { postcodeDebounceMs } from '../../tokens/tokens';
import { TextField, type TextFieldProps } from '../TextField/TextField';

export interface PostcodeFieldProps extends Omit<
  TextFieldProps,
  'transform' | 'type' | 'autoComplete' | 'label' | 'width'
> {
  /** The visible label; "Postcode" by default. */
  label?: TextFieldProps['label'];
  /** Rewrites what is typed before it becomes the value; by default upper case (postcodes are). */
  normalise?: (value: string) => string;
  /**
   * The product's postcode rule: the message to show for a value, or null when it is fine. Run once
   * typing stops for `validationDelay`; an empty field is not checked (the form decides that).
   */
  validate?: (postcode: string) => string | null;
  /** How long after typing stops the postcode is checked. */
  validationDelay?: number;
  /** Told the result of each delayed check. */
  onValidityChange?: (isValid: boolean, postcode: string) => void;
}

const upperCase = (value: string) => value.toUpperCase();

interface Checked {
  value: string;
  error: string | null;
}

/**
 * A postcode input: `autoComplete="postal-code"`, no spell check, a short width, what is typed
 * normalised. It knows no postcode rule of its own: give it `validate` to check the value once typing
 * stops, or `isInvalid` and `errorMessage` from the form (e.g. a submit or the server's message),
 * which win over the delayed check.
 */
export function PostcodeField({
  label = 'Postcode',
  normalise = upperCase,
  validate,
  validationDelay = postcodeDebounceMs,
  onValidityChange,
  value,
  defaultValue,
  onChange,
  isInvalid,
  errorMessage,
  ...props
}: PostcodeFieldProps) {
  const [uncontrolled, setUncontrolled] = useState(normalise(defaultValue ?? ''));
  const current = value ?? uncontrolled;
  const [checked, setChecked] = useState<Checked | null>(null);

  // The latest callbacks, so a parent's re-render (new function identities) does not restart the wait.
  const callbacks = useRef({ validate, onValidityChange });
  useEffect(() => {
    callbacks.current = { validate, onValidityChange };
  });
  const checks = validate !== undefined;

  useEffect(() => {
    if (current === '' || !checks) return;
    const timer = setTimeout(() => {
      const error = callbacks.current.validate?.(current) ?? null;
      setChecked({ value: current, error });
      callbacks.current.onValidityChange?.(error === null, current);
    }, validationDelay);
    return () => clearTimeout(timer);
  }, [current, checks, validationDelay]);

  const checkedError = checked?.value === current && current !== '' ? checked.error : null;
  return (
    <TextField
      {...props}
      label={label}
      value={current}
      onChange={(next) => {
        if (value === undefined) setUncontrolled(next);
        onChange?.(next);
      }}
      transform={normalise}
      autoComplete="postal-code"
      spellCheck="false"
      width="short"
      isInvalid={isInvalid || checkedError !== null}
      errorMessage={isInvalid ? errorMessage : (checkedError ?? errorMessage)}
    />
  );
}
