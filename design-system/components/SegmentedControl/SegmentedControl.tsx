import { useId, useState } from 'react';
import { useFocusRing, useHover } from 'react-aria';
import { visuallyHidden } from '../../css/visuallyHidden.css';
import * as fieldStyles from '../private/field.css';
import * as styles from './SegmentedControl.css';

export interface Segment<T extends string = string> {
  id: T;
  label: string;
}

export const segmentedControlLabelVisibilities = ['hidden', 'visible'] as const;
export type SegmentedControlLabelVisibility = (typeof segmentedControlLabelVisibilities)[number];

export interface SegmentedControlProps<T extends string> {
  /** Names the group, like a fieldset's legend (e.g. "Price mode"). */
  label: string;
  /** Whether the label shows above the segments or is read by assistive technology only (default). */
  labelVisibility?: SegmentedControlLabelVisibility;
  items: readonly Segment<T>[];
  /** The selected segment's id (controlled). */
  value?: T;
  defaultValue?: T;
  onChange?: (value: T) => void;
  /** The radios' form name (a generated one by default: it is what groups them for the arrow keys). */
  name?: string;
  isDisabled?: boolean;
}

/**
 * One of a few mutually exclusive modes, e.g. "Price" / "Monthly cost": native radios (one name, in
 * a `radiogroup`) drawn as segments. Tab enters and leaves the group once and the arrow keys move the
 * selection, as the browser does for any radio group: no keyboard code of our own, and none of
 * react-aria's radio group (its focus-scope walker was 5 KiB gzip of the home page's first visit).
 * The segments carry the same data-* states as react-aria's (selected, hovered, focus-visible,
 * disabled), so they are styled the same way.
 */
export function SegmentedControl<T extends string>({
  label,
  labelVisibility = 'hidden',
  items,
  value,
  defaultValue,
  onChange,
  name,
  isDisabled,
}: SegmentedControlProps<T>) {
  const id = useId();
  const labelId = `${id}-label`;
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const selected = value ?? uncontrolled;
  return (
    <div
      role="radiogroup"
      aria-labelledby={labelId}
      aria-orientation="horizontal"
      aria-disabled={isDisabled || undefined}
      className={styles.group}
    >
      <span id={labelId} className={labelVisibility === 'hidden' ? visuallyHidden : fieldStyles.label}>
        {label}
      </span>
      <div className={styles.segments}>
        {items.map((item) => (
          <SegmentRadio
            key={item.id}
            name={name ?? id}
            value={item.id}
            label={item.label}
            isSelected={item.id === selected}
            isDisabled={isDisabled}
            onSelect={() => {
              setUncontrolled(item.id);
              onChange?.(item.id);
            }}
          />
        ))}
      </div>
    </div>
  );
}

function SegmentRadio({
  name,
  value,
  label,
  isSelected,
  isDisabled,
  onSelect,
}: {
  name: string;
  value: string;
  label: string;
  isSelected: boolean;
  isDisabled?: boolean;
  onSelect: () => void;
}) {
  const { focusProps, isFocusVisible } = useFocusRing();
  const { hoverProps, isHovered } = useHover({ isDisabled });
  return (
    <label
      {...hoverProps}
      className={styles.segment}
      data-selected={isSelected || undefined}
      data-hovered={isHovered || undefined}
      data-focus-visible={isFocusVisible || undefined}
      data-disabled={isDisabled || undefined}
    >
      <input
        {...focusProps}
        type="radio"
        className={visuallyHidden}
        name={name}
        value={value}
        checked={isSelected}
        disabled={isDisabled}
        onChange={(event) => {
          if (event.target.checked) onSelect();
        }}
      />
      {label}
    </label>
  );
}
