import type { ReactNode } from 'react';
import { Switch as RACSwitch, type SwitchProps as RACSwitchProps } from 'react-aria-components';
import * as choiceStyles from '../private/choice.css';
import { revealOnFocus } from '../private/revealRow';
import * as styles from './Switch.css';

export interface SwitchProps extends Omit<RACSwitchProps, 'className' | 'style' | 'children'> {
  /** The label: the setting the switch turns on and off. */
  children: ReactNode;
}

/** An on/off setting that applies at once, on react-aria-components' Switch (role switch). */
export function Switch({ children, ...props }: SwitchProps) {
  return (
    <RACSwitch {...props} {...revealOnFocus(props.onFocus)} className={choiceStyles.choice}>
      <span className={styles.track}>
        <span className={styles.thumb} />
      </span>
      {children}
    </RACSwitch>
  );
}
