import type { ReactNode } from 'react';
import {
  Label as RACLabel,
  Slider as RACSlider,
  SliderFill as RACSliderFill,
  SliderOutput as RACSliderOutput,
  SliderThumb as RACSliderThumb,
  SliderTrack as RACSliderTrack,
  type SliderProps as RACSliderProps,
} from 'react-aria-components';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './Slider.css';

export interface SliderProps extends Omit<RACSliderProps<number>, 'className' | 'style' | 'children' | 'orientation'> {
  /** The slider's name. Visible unless `isLabelHidden` (when a field beside it shows the same label). */
  label: string;
  /** Hides the label visually (it is still read) when a field beside the slider shows the same one. */
  isLabelHidden?: boolean;
  /**
   * A field beside the slider for typing the value (a TextField or NumberField with its own label,
   * hint and error): people who find a slider hard to use can type instead (WCAG 2.5.7 dragging).
   * Without one, the slider shows its value as text.
   */
  field?: ReactNode;
}

/**
 * A single-thumb slider on react-aria-components' Slider: arrow keys step, Page Up/Down step by a
 * tenth, Home/End jump to the ends, and the value is read with `formatOptions` (en-GB). The thumb is
 * a 24 px target on a 44 px high track area; in forced colours it is drawn in system colours.
 */
export function Slider({ label, isLabelHidden = false, field, ...props }: SliderProps) {
  const slider = (
    <RACSlider<number> {...props} className={styles.root}>
      <div className={styles.header}>
        {isLabelHidden ? (
          <VisuallyHidden>
            <RACLabel>{label}</RACLabel>
          </VisuallyHidden>
        ) : (
          <RACLabel className={styles.label}>{label}</RACLabel>
        )}
        {field ? null : <RACSliderOutput className={styles.output} />}
      </div>
      <RACSliderTrack className={styles.track}>
        <div className={styles.rail} />
        {/* RAC sizes the fill to the whole track's height; its bar (a ::before) is drawn as thick as the rail. */}
        <RACSliderFill className={styles.fill} />
        <RACSliderThumb className={styles.thumb} />
      </RACSliderTrack>
    </RACSlider>
  );
  if (!field) return slider;
  return (
    <div className={styles.withField}>
      <div className={styles.fieldSlot}>{field}</div>
      {slider}
    </div>
  );
}
