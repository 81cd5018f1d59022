import type { ReactNode } from 'react';
import {
  Radio as RACRadio,
  RadioGroup as RACRadioGroup,
  type RadioGroupProps as RACRadioGroupProps,
  type RadioProps as RACRadioProps,
} from 'react-aria-components';
import { FieldParts, type FieldTextProps } from '../private/Field';
import * as choiceStyles from '../private/choice.css';
import { revealOnFocus } from '../private/revealRow';
import * as styles from './RadioGroup.css';

export interface RadioGroupProps extends Omit<RACRadioGroupProps, 'className' | 'style' | 'children'>, FieldTextProps {
  /** The Radio elements. */
  children: ReactNode;
}

/** One choice from a few, on react-aria-components: Tab enters the group, arrows move and select. */
export function RadioGroup({ label, description, errorMessage, children, ...props }: RadioGroupProps) {
  return (
    <RACRadioGroup {...props} className={choiceStyles.group}>
      {({ orientation }) => (
        <FieldParts label={label} description={description} errorMessage={errorMessage}>
          <div className={choiceStyles.options} data-orientation={orientation}>
            {children}
          </div>
        </FieldParts>
      )}
    </RACRadioGroup>
  );
}

export interface RadioProps extends Omit<RACRadioProps, 'className' | 'style' | 'children'> {
  children: ReactNode;
}

export function Radio({ children, ...props }: RadioProps) {
  return (
    <RACRadio {...props} {...revealOnFocus(props.onFocus)} className={choiceStyles.choice}>
      <span className={`${choiceStyles.indicator} ${styles.circle}`}>
        <span className={styles.dot} />
      </span>
      {children}
    </RACRadio>
  );
}
