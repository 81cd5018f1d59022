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
  label: string;
  description?: string;
  errorMessage?: string;
  options: readonly NativeSelectOption[];
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  name?: string;
  id?: string;
  isDisabled?: boolean;
  isInvalid?: boolean;
  isRequired?: boolean;
  autoComplete?: string;
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
