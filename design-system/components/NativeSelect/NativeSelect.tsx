import { useId, type ChangeEvent } from 'react';
import { mergeProps, useFocusRing, useHover } from 'react-aria';
import { Icon } from '../Icon/Icon';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import type { FieldWidth } from '../private/Field';
import * as fieldStyles from '../private/field.css';
import * as styles from './NativeSelect.css';

export interface NativeSelectOption {
  value: string;
  label: string;
  isDisabled?: boolean;
}

export interface NativeSelectProps {
  /** The visible label. */
  label: string;
  /** A hint under the label, read after the label. */
  description?: string;
  /** Shown when the field is invalid, after a visually hidden "Error:". */
  errorMessage?: string;
  /** The choices, each a value and a label. */
  options: readonly NativeSelectOption[];
  /** The chosen value (controlled). */
  value?: string;
  /** The value chosen first (uncontrolled). */
  defaultValue?: string;
  /** Called with the new value. */
  onChange?: (value: string) => void;
  /** The field's name in a submitted form. */
  name?: string;
  /** The select element's id (for an error summary link). */
  id?: string;
  /** Whether the select is disabled; prefer leaving it enabled with a hint. */
  isDisabled?: boolean;
  /** Whether the value is invalid: shows the error message. */
  isInvalid?: boolean;
  /** Whether a choice is needed before sending the form. */
  isRequired?: boolean;
  /** The browser's autofill hint. */
  autoComplete?: string;
  /** The select's width, matched to its longest option: full, long, medium or short. */
  width?: FieldWidth;
  /** More ids to read with the select, after its own hint and error (a group's hint and error). */
  'aria-describedby'?: string;
}

/**
 * A styled native <select> (the GOV.UK choice): the phone's own picker, no JavaScript widget. For
 * plain option lists such as prices and distances. Label, hint and error follow the field pattern.
 */
export function NativeSelect({
  label,
  description,
  errorMessage,
  options,
  onChange,
  isDisabled,
  isInvalid,
  isRequired,
  width = 'medium',
  id,
  'aria-describedby': groupDescribedBy,
  ...props
}: NativeSelectProps) {
  const generated = useId();
  const selectId = id ?? `${generated}-select`;
  const descriptionId = `${generated}-description`;
  const errorId = `${generated}-error`;
  const { focusProps, isFocused, isFocusVisible } = useFocusRing();
  const { hoverProps, isHovered } = useHover({ isDisabled });
  const describedBy = [description && descriptionId, isInvalid && errorMessage && errorId, groupDescribedBy]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={selectId} className={fieldStyles.label}>
        {label}
      </label>
      {description ? (
        <span id={descriptionId} className={fieldStyles.description}>
          {description}
        </span>
      ) : null}
      {isInvalid && errorMessage ? (
        <span id={errorId} className={fieldStyles.error}>
          <VisuallyHidden>Error: </VisuallyHidden>
          {errorMessage}
        </span>
      ) : null}
      <div className={`${styles.wrapper} ${styles.width[width]}`}>
        <select
          {...mergeProps(focusProps, hoverProps, props)}
          id={selectId}
          disabled={isDisabled}
          required={isRequired}
          aria-invalid={isInvalid || undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange?.(event.target.value)}
          data-focused={isFocused || undefined}
          data-focus-visible={isFocusVisible || undefined}
          data-hovered={isHovered || undefined}
          data-invalid={isInvalid || undefined}
          data-disabled={isDisabled || undefined}
          className={`${fieldStyles.control({ width: 'full' })} ${styles.select}`}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.isDisabled}>
              {option.label}
            </option>
          ))}
        </select>
        <span className={styles.chevron}>
          <Icon name="chevronDown" size="small" />
        </span>
      </div>
    </div>
  );
}
