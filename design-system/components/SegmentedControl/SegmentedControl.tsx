import {
  ToggleButton as RACToggleButton,
  ToggleButtonGroup as RACToggleButtonGroup,
  type Key,
  type ToggleButtonGroupProps as RACToggleButtonGroupProps,
} from 'react-aria-components';
import * as styles from './SegmentedControl.css';

export interface Segment {
  id: Key;
  label: string;
}

export interface SegmentedControlProps extends Omit<
  RACToggleButtonGroupProps,
  'className' | 'style' | 'children' | 'selectionMode' | 'aria-label'
> {
  /** Names the group for assistive technology (e.g. "Price mode"). */
  label: string;
  items: readonly Segment[];
}

/**
 * One of a few mutually exclusive modes, e.g. "Price" / "Monthly cost", on react-aria-components'
 * ToggleButtonGroup in single selection: a radio group; arrows move between segments.
 */
export function SegmentedControl({ label, items, ...props }: SegmentedControlProps) {
  return (
    <RACToggleButtonGroup
      disallowEmptySelection
      {...props}
      selectionMode="single"
      aria-label={label}
      className={styles.root}
    >
      {items.map((item) => (
        <RACToggleButton key={item.id} id={item.id} className={styles.segment}>
          {item.label}
        </RACToggleButton>
      ))}
    </RACToggleButtonGroup>
  );
}
