import { useId, useState } from 'react';
import { NativeSelect, type NativeSelectOption } from '../NativeSelect/NativeSelect';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as fieldStyles from '../private/field.css';
import * as styles from './RangeField.css';

const rangeEnds = ['min', 'max'] as const;
/** One end of the range: its least or its most. */
export type RangeEnd = (typeof rangeEnds)[number];

/** The chosen option of each end, by value (e.g. '-1' for "no limit", as the options say it). */
export interface RangeValue {
  min: string;
  max: string;
}

export interface RangeFieldProps {
  /** What the range is of, the group's legend: "Price", "Year", "Mileage". */
  label: string;
  /** A hint under the legend, read with each end. */
  description?: string;
  /** The least end's label. */
  minLabel?: string;
  /** The most end's label. */
  maxLabel?: string;
  /** The least end's choices: lead with the "no limit" choice ("No min"). */
  minOptions: readonly NativeSelectOption[];
  /** The most end's choices: lead with the "no limit" choice ("No max"). */
  maxOptions: readonly NativeSelectOption[];
  /** The chosen range, when the caller holds it (a store). */
  value?: RangeValue;
  /** The range shown first, when the field holds it; by default each end's first choice. */
  defaultValue?: RangeValue;
  /** The new range, and the end that was changed. */
  onChange?: (value: RangeValue, changed: RangeEnd) => void;
  /**
   * The product's rule for the pair: the message to show, or null when the range is fine. Run on each
   * change; the end just changed is marked invalid. The design system knows no rule of its own.
   */
  validate?: (value: RangeValue, changed: RangeEnd) => string | null;
  /** An error from outside (a submit, the server, a store): wins over `validate`. */
  isInvalid?: boolean;
  /** With `isInvalid`: the end to mark invalid; both when not given. */
  invalidEnd?: RangeEnd;
  /** The one message for the range, shown under the legend. */
  errorMessage?: string;
  /** Both ends unavailable, as while the choices load. */
  isDisabled?: boolean;
  /** The least end's form field name. */
  minName?: string;
  /** The most end's form field name. */
  maxName?: string;
}

interface Checked {
  value: RangeValue;
  changed: RangeEnd;
  error: string | null;
}

/**
 * A min–max range as one question (GOV.UK's fieldset): one legend, an optional hint, one error, and two
 * native selects ("Minimum", "Maximum"). The hint and the error are tied to both ends through
 * aria-describedby, so either end is read with them. Choices come from the product, as the search
 * panel's price, year and mileage bands do.
 */
export function RangeField({
  label,
  description,
  minLabel = 'Minimum',
  maxLabel = 'Maximum',
  minOptions,
  maxOptions,
  value,
  defaultValue,
  onChange,
  validate,
  isInvalid,
  invalidEnd,
  errorMessage,
  isDisabled,
  minName,
  maxName,
}: RangeFieldProps) {
  const id = useId();
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const [uncontrolled, setUncontrolled] = useState<RangeValue>(
    defaultValue ?? { min: minOptions[0]?.value ?? '', max: maxOptions[0]?.value ?? '' },
  );
  const current = value ?? uncontrolled;
  const [checked, setChecked] = useState<Checked | null>(null);

  // The rule's message stands while the range it was given is the one shown.
  const ruleError =
    checked?.error && checked.value.min === current.min && checked.value.max === current.max ? checked : null;
  const message = isInvalid ? errorMessage : ruleError?.error;
  const invalid = (end: RangeEnd) =>
    isInvalid ? invalidEnd === undefined || invalidEnd === end : ruleError?.changed === end;
  const describedBy = [description ? descriptionId : null, message ? errorId : null].filter(Boolean).join(' ');

  const change = (end: RangeEnd, next: string) => {
    const range = { ...current, [end]: next };
    if (value === undefined) setUncontrolled(range);
    if (validate) setChecked({ value: range, changed: end, error: validate(range, end) });
    onChange?.(range, end);
  };

  return (
    <fieldset className={fieldStyles.field} disabled={isDisabled}>
      <legend className={`${fieldStyles.label} ${styles.legend}`}>{label}</legend>
      {description ? (
        <span id={descriptionId} className={fieldStyles.description}>
          {description}
        </span>
      ) : null}
      {message ? (
        <span id={errorId} className={fieldStyles.error}>
          <VisuallyHidden>Error: </VisuallyHidden>
          {message}
        </span>
      ) : null}
      <div className={styles.ends}>
        {rangeEnds.map((end) => (
          <div key={end} className={styles.end}>
            <NativeSelect
              label={end === 'min' ? minLabel : maxLabel}
              options={end === 'min' ? minOptions : maxOptions}
              value={current[end]}
              onChange={(next) => change(end, next)}
              name={end === 'min' ? minName : maxName}
              isDisabled={isDisabled}
              isInvalid={invalid(end)}
              aria-describedby={describedBy || undefined}
              width="full"
            />
          </div>
        ))}
      </div>
    </fieldset>
  );
}
