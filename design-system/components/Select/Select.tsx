import {
  Button as RACButton,
  Select as RACSelect,
  SelectValue as RACSelectValue,
  type SelectProps as RACSelectProps,
} from 'react-aria-components';
import { Icon } from '../Icon/Icon';
import { FieldParts, type FieldTextProps, type FieldWidth } from '../private/Field';
import * as fieldStyles from '../private/field.css';
import { ListBoxPopover, type ListItem } from '../private/ListBoxPopover';
import * as styles from './Select.css';

type SelectItem = ListItem;

export interface SelectProps
  extends Omit<RACSelectProps<SelectItem>, 'className' | 'style' | 'children' | 'selectionMode'>, FieldTextProps {
  /** The options, each an id and a label. */
  items: Iterable<SelectItem>;
  /** The button's width, matched to its longest option: full, long, medium or short. */
  width?: FieldWidth;
  /** Shows a "Loading" row at the foot of the open list while more choices are on their way. */
  isLoading?: boolean;
}

/**
 * A custom listbox select on react-aria-components (~57 KiB gzip with its dependencies): use it only
 * where a rich list earns the weight; for plain option lists use NativeSelect.
 */
export function Select({
  label,
  description,
  errorMessage,
  items,
  width = 'medium',
  isLoading,
  ...props
}: SelectProps) {
  return (
    <RACSelect {...props} className={fieldStyles.field}>
      <FieldParts label={label} description={description} errorMessage={errorMessage}>
        <RACButton className={`${fieldStyles.control({ width })} ${styles.trigger}`}>
          <RACSelectValue className={styles.value} />
          <Icon name="chevronDown" size="small" />
        </RACButton>
        <ListBoxPopover items={items} isLoading={isLoading} />
      </FieldParts>
    </RACSelect>
  );
}
