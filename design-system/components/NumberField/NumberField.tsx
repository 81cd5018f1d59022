import {
  Button as RACButton,
  Group as RACGroup,
  Input as RACInput,
  NumberField as RACNumberField,
  type NumberFieldProps as RACNumberFieldProps,
} from 'react-aria-components';
import { Icon } from '../Icon/Icon';
import { FieldParts, type FieldTextProps, type FieldWidth } from '../private/Field';
import * as fieldStyles from '../private/field.css';
import * as styles from './NumberField.css';

export interface NumberFieldProps
  extends Omit<RACNumberFieldProps, 'className' | 'style' | 'children'>, FieldTextProps {
  /** The input's width, matched to the expected answer: full, long, medium or short. */
  width?: FieldWidth;
}

/**
 * A number input with stepper buttons on react-aria-components' NumberField: arrow keys step,
 * Page Up/Down step too, values are parsed and formatted for en-GB (formatOptions).
 */
export function NumberField({ label, description, errorMessage, width = 'medium', ...props }: NumberFieldProps) {
  return (
    <RACNumberField {...props} className={fieldStyles.field}>
      <FieldParts label={label} description={description} errorMessage={errorMessage}>
        <RACGroup className={`${fieldStyles.control({ width })} ${styles.group}`}>
          <RACButton slot="decrement" className={styles.stepper}>
            <Icon name="minus" size="small" />
          </RACButton>
          <RACInput className={`${fieldStyles.bareInput} ${styles.input}`} />
          <RACButton slot="increment" className={styles.stepper}>
            <Icon name="plus" size="small" />
          </RACButton>
        </RACGroup>
      </FieldParts>
    </RACNumberField>
  );
}
