import {
  Label as RACLabel,
  ProgressBar as RACProgressBar,
  type ProgressBarProps as RACProgressBarProps,
} from 'react-aria-components';
import * as styles from './ProgressBar.css';

export interface ProgressBarProps extends Omit<RACProgressBarProps, 'className' | 'style' | 'children'> {
  /** The visible label, also the accessible name. */
  label: string;
  /** Show the value text (e.g. "60%") beside the label. */
  showValue?: boolean;
}

/** Progress of a known task, or an indeterminate one, on react-aria-components' ProgressBar. */
export function ProgressBar({ label, showValue = true, ...props }: ProgressBarProps) {
  return (
    <RACProgressBar {...props} className={styles.root}>
      {({ percentage, valueText, isIndeterminate }) => (
        <>
          <div className={styles.header}>
            <RACLabel className={styles.label}>{label}</RACLabel>
            {showValue && !isIndeterminate ? <span className={styles.value}>{valueText}</span> : null}
          </div>
          <div className={styles.track}>
            <div className={styles.fill({ indeterminate: isIndeterminate })} data-percentage={percentage}>
              <svg className={styles.bar} viewBox="0 0 100 1" preserveAspectRatio="none" aria-hidden="true">
                <rect width={isIndeterminate ? 30 : (percentage ?? 0)} height="1" />
              </svg>
            </div>
          </div>
        </>
      )}
    </RACProgressBar>
  );
}
