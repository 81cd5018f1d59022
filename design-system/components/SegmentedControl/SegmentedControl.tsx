import {
  Radio as RACRadio,
  RadioGroup as RACRadioGroup,
  type RadioGroupProps as RACRadioGroupProps,
} from 'react-aria-components';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { FieldLabel } from '../private/Field';
import { revealOnFocus } from '../private/revealRow';
import * as styles from './SegmentedControl.css';

interface Segment<T extends string = string> {
  id: T;
  label: string;
}

export const segmentedControlLabelVisibilities = ['hidden', 'visible'] as const;
type SegmentedControlLabelVisibility = (typeof segmentedControlLabelVisibilities)[number];

export interface SegmentedControlProps<T extends string> extends Omit<
  RACRadioGroupProps,
  | 'className'
  | 'style'
  | 'children'
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'orientation'
  | 'aria-label'
  | 'aria-labelledby'
> {
  /** Names the group, like a fieldset's legend (e.g. "Price mode"). */
  label: string;
  /** Whether the label shows above the segments or is read by assistive technology only (default). */
  labelVisibility?: SegmentedControlLabelVisibility;
  /** The two to four options, each a value and a short label. */
  items: readonly Segment<T>[];
  /** The selected segment's id (controlled). */
  value?: T;
  /** The option chosen first (uncontrolled). */
  defaultValue?: T;
  /** Called with the newly chosen option. */
  onChange?: (value: T) => void;
}

/**
 * One of a few mutually exclusive modes, e.g. "Price" / "Monthly cost": a radio group on
 * react-aria-components drawn as segments. Tab enters and leaves the group once; the arrow keys move
 * the selection.
 */
export function SegmentedControl<T extends string>({
  label,
  labelVisibility = 'hidden',
  items,
  onChange,
  ...props
}: SegmentedControlProps<T>) {
  const groupLabel = <FieldLabel elementType="span">{label}</FieldLabel>;
  return (
    <RACRadioGroup
      {...props}
      orientation="horizontal"
      onChange={(value) => {
        const item = items.find((segment) => segment.id === value);
        if (item) onChange?.(item.id);
      }}
      className={styles.group}
    >
      {labelVisibility === 'hidden' ? <VisuallyHidden>{groupLabel}</VisuallyHidden> : groupLabel}
      <div className={styles.segments}>
        {items.map((item) => (
          <RACRadio key={item.id} value={item.id} {...revealOnFocus()} className={styles.segment}>
            {item.label}
          </RACRadio>
        ))}
      </div>
    </RACRadioGroup>
  );
}
