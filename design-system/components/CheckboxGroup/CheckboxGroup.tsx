import type { ReactNode } from 'react';
import {
  CheckboxGroup as RACCheckboxGroup,
  type CheckboxGroupProps as RACCheckboxGroupProps,
} from 'react-aria-components';
import { FieldParts, type FieldTextProps } from '../private/Field';
import * as choiceStyles from '../private/choice.css';

export interface CheckboxGroupProps
  extends Omit<RACCheckboxGroupProps, 'className' | 'style' | 'children'>, FieldTextProps {
  /** The Checkbox elements, each with a `value`. */
  children: ReactNode;
  /** Lay the checkboxes out in a column (default) or a wrapping row. */
  orientation?: 'vertical' | 'horizontal';
}

/** Related checkboxes under one label, hint and error, on react-aria-components' CheckboxGroup. */
export function CheckboxGroup({
  label,
  description,
  errorMessage,
  children,
  orientation = 'vertical',
  ...props
}: CheckboxGroupProps) {
  return (
    <RACCheckboxGroup {...props} className={choiceStyles.group}>
      <FieldParts label={label} description={description} errorMessage={errorMessage}>
        <div className={choiceStyles.options} data-orientation={orientation}>
          {children}
        </div>
      </FieldParts>
    </RACCheckboxGroup>
  );
}
