import { ProgressBar as RACProgressBar } from 'react-aria-components';
import * as styles from './Spinner.css';

export const spinnerSizes = ['small', 'medium', 'large'] as const;
type SpinnerSize = (typeof spinnerSizes)[number];

export interface SpinnerProps {
  /** What is loading, announced as the progressbar's name ("Loading" by default). */
  label?: string;
  /** small (inside a button), medium or large (a page or panel). */
  size?: SpinnerSize;
}

/** An indeterminate progress indicator, on react-aria-components' ProgressBar (role progressbar). */
export function Spinner({ label = 'Loading', size = 'medium' }: SpinnerProps) {
  return (
    <RACProgressBar isIndeterminate aria-label={label} className={styles.root({ size })}>
      <SpinnerGraphic />
    </RACProgressBar>
  );
}

/** The spinning ring alone, hidden from assistive technology (the Button's pending state uses it). */
export function SpinnerGraphic() {
  return (
    <svg className={styles.graphic} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="3" strokeOpacity="0.3" />
      <path d="M21 12a9 9 0 0 0-9-9" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
