import { useState } from 'react';
import {
  Input as RACInput,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
} from 'react-aria-components';
import { FieldParts, type FieldTextProps, type FieldWidth } from '../private/Field';
import * as fieldStyles from '../private/field.css';

export interface TextFieldProps extends Omit<RACTextFieldProps, 'className' | 'style' | 'children'>, FieldTextProps {
  /** Rewrites what is typed before it becomes the value (e.g. upper-case, strip spaces). */
  transform?: (value: string) => string;
  /** An example in the empty input; never instead of a label or hint (it disappears as people type). */
  placeholder?: string;
  /** How wide the input is; match it to the expected answer (GOV.UK). */
  width?: FieldWidth;
}

/**
 * A labelled text input on react-aria-components' TextField: label, hint and error are wired into
 * aria-describedby, and the error starts with a visually hidden "Error:".
 */
export function TextField({
  label,
  description,
  errorMessage,
  transform,
  placeholder,
  width = 'full',
  value,
  defaultValue,
  onChange,
  ...props
}: TextFieldProps) {
  const [uncontrolled, setUncontrolled] = useState(defaultValue ?? '');
  const handleChange = (next: string) => {
    const transformed = transform ? transform(next) : next;
    if (value === undefined) setUncontrolled(transformed);
    onChange?.(transformed);
  };
  return (
    <RACTextField {...props} value={value ?? uncontrolled} onChange={handleChange} className={fieldStyles.field}>
      <FieldParts label={label} description={description} errorMessage={errorMessage}>
        <RACInput placeholder={placeholder} className={fieldStyles.control({ width })} />
      </FieldParts>
    </RACTextField>
  );
}
