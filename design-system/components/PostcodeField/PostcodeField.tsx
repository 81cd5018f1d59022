import { useEffect, useState } from 'react';
import { postcodeDebounceMs } from '../../tokens/tokens';
import { TextField, type TextFieldProps } from '../TextField/TextField';
import { isValidPostcode, normalisePostcode, postcodeMaxLength, postcodeMessages } from './postcode';

export interface PostcodeFieldProps extends Omit<
  TextFieldProps,
  'transform' | 'maxLength' | 'type' | 'autoComplete' | 'label' | 'width'
> {
  label?: TextFieldProps['label'];
  /** How long after typing stops the postcode is checked (spec: 1000 ms). */
  validationDelay?: number;
  /** Told the result of each delayed check. */
  onValidityChange?: (isValid: boolean, postcode: string) => void;
}

/**
 * A UK postcode: upper-cased, spaces stripped, at most 10 characters, checked 1 s after typing stops
 * ("Please enter a valid UK postcode"). An empty field is not an error here; the form decides that.
 * `isInvalid` and `errorMessage` from outside (e.g. the server's message) win.
 */
export function PostcodeField({
  label = 'Postcode',
  validationDelay = postcodeDebounceMs,
  onValidityChange,
  value,
  defaultValue,
  onChange,
  isInvalid,
  errorMessage,
  ...props
}: PostcodeFieldProps) {
  const [uncontrolled, setUncontrolled] = useState(normalisePostcode(defaultValue ?? ''));
  const current = value ?? uncontrolled;
  const [checked, setChecked] = useState<string | null>(null);

  useEffect(() => {
    if (current === '') return;
    const timer = setTimeout(() => {
      setChecked(current);
      onValidityChange?.(isValidPostcode(current), current);
    }, validationDelay);
    return () => clearTimeout(timer);
  }, [current, validationDelay, onValidityChange]);

  const checkedInvalid = checked === current && current !== '' && !isValidPostcode(current);
  return (
    <TextField
      {...props}
      label={label}
      value={current}
      onChange={(next) => {
        if (value === undefined) setUncontrolled(next);
        onChange?.(next);
      }}
      transform={normalisePostcode}
      maxLength={postcodeMaxLength}
      autoComplete="postal-code"
      spellCheck="false"
      width="short"
      isInvalid={isInvalid || checkedInvalid}
      errorMessage={isInvalid && errorMessage ? errorMessage : (errorMessage ?? postcodeMessages.invalid)}
    />
  );
}
