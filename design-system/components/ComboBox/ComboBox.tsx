import {
  Button as RACButton,
  ComboBox as RACComboBox,
  Group as RACGroup,
  Input as RACInput,
  type ComboBoxProps as RACComboBoxProps,
} from 'react-aria-components';
import { Icon } from '../Icon/Icon';
import { FieldParts, type FieldTextProps, type FieldWidth } from '../private/Field';
import * as fieldStyles from '../private/field.css';
import { ListBoxPopover, type ListItem } from '../private/ListBoxPopover';
import * as styles from './ComboBox.css';

export type ComboBoxItem = ListItem;

export interface ComboBoxProps
  extends Omit<RACComboBoxProps<ComboBoxItem>, 'className' | 'style' | 'children'>, FieldTextProps {
  /** An example in the empty input; never instead of a label or hint (it disappears as people type). */
  placeholder?: string;
  /** The input's width, matched to the expected answer: full, long, medium or short. */
  width?: FieldWidth;
}

/**
 * A text input with a filtered list on react-aria-components (~61 KiB gzip): for long lists people
 * search by typing (plain option lists, such as the search panel's makes and models, use NativeSelect).
 * Pass `defaultItems` to filter as they type, or `items` to filter yourself.
 */
export function ComboBox({ label, description, errorMessage, placeholder, width = 'long', ...props }: ComboBoxProps) {
  return (
    <RACComboBox {...props} className={fieldStyles.field}>
      <FieldParts label={label} description={description} errorMessage={errorMessage}>
        <RACGroup className={`${fieldStyles.control({ width })} ${styles.group}`}>
          <RACInput placeholder={placeholder} className={fieldStyles.bareInput} />
          <RACButton className={styles.button}>
            <Icon name="chevronDown" size="small" />
          </RACButton>
        </RACGroup>
        <ListBoxPopover />
      </FieldParts>
    </RACComboBox>
  );
}
