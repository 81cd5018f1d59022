import type { ReactNode } from 'react';
import { Checkbox as RACCheckbox, type CheckboxProps as RACCheckboxProps } from 'react-aria-components';
import { Icon } from '../Icon/Icon';
import * as choiceStyles from '../private/choice.css';
import { revealOnFocus } from '../private/revealRow';
import * as styles from './Checkbox.css';

export interface CheckboxProps extends Omit<RACCheckboxProps, 'className' | 'style' | 'children'> {
  /** The label, read as the checkbox's name. */
  children: ReactNode;
}

/** A checkbox on react-aria-components: Space toggles; checked, indeterminate and invalid states. */
export function Checkbox({ children, ...props }: CheckboxProps) {
  return (
    <RACCheckbox {...props} {...revealOnFocus(props.onFocus)} className={choiceStyles.choice}>
      {({ isSelected, isIndeterminate }) => (
        <>
          <span className={`${choiceStyles.indicator} ${styles.box}`}>
            {isIndeterminate ? (
              <Icon name="minus" size="small" />
            ) : isSelected ? (
              <Icon name="check" size="small" />
            ) : null}
          </span>
          {children}
        </>
      )}
    </RACCheckbox>
  );
}
