import { useContext, useEffect, useRef } from 'react';
import {
  Button as RACButton,
  ComboBox as RACComboBox,
  ComboBoxStateContext as RACComboBoxStateContext,
  Group as RACGroup,
  Input as RACInput,
  type ComboBoxProps as RACComboBoxProps,
} from 'react-aria-components';
import { Icon } from '../Icon/Icon';
import { FieldParts, type FieldTextProps, type FieldWidth } from '../private/Field';
import * as fieldStyles from '../private/field.css';
import { ListBoxPopover, type ListItem } from '../private/ListBoxPopover';
import * as styles from './ComboBox.css';

type ComboBoxItem = ListItem;

export interface ComboBoxProps
  extends Omit<RACComboBoxProps<ComboBoxItem>, 'className' | 'style' | 'children'>, FieldTextProps {
  /** An example in the empty input; never instead of a label or hint (it disappears as people type). */
  placeholder?: string;
  /** The input's width, matched to the expected answer: full, long, medium or short. */
  width?: FieldWidth;
  /** Shows a "Loading" row at the foot of the open list while more choices are on their way. */
  isLoading?: boolean;
  /** Opens the list when the field first shows, filtered by what is in the field (a preview of the open list). */
  defaultOpen?: boolean;
}

/**
 * Opens the list once, as typing would: showing what matches the field's text. The list's items arrive
 * after the first render, so it tries again as they do, until the list is open.
 */
function OpenOnMount() {
  const state = useContext(RACComboBoxStateContext);
  const done = useRef(false);
  const isOpen = state?.isOpen ?? false;
  const size = state?.collection.size ?? 0;
  useEffect(() => {
    if (!state || done.current) return;
    if (isOpen) done.current = true;
    else state.open(null, 'input');
  }, [state, isOpen, size]);
  return null;
}

/**
 * A text input with a filtered list on react-aria-components (~61 KiB gzip): for long lists people
 * search by typing (plain option lists, such as the search panel's makes and models, use NativeSelect).
 * Pass `defaultItems` to filter as they type, or `items` to filter yourself.
 */
export function ComboBox({
  label,
  description,
  errorMessage,
  placeholder,
  width = 'long',
  isLoading,
  defaultOpen = false,
  ...props
}: ComboBoxProps) {
  return (
    <RACComboBox {...props} className={fieldStyles.field}>
      <FieldParts label={label} description={description} errorMessage={errorMessage}>
        <RACGroup className={`${fieldStyles.control({ width })} ${styles.group}`}>
          <RACInput placeholder={placeholder} className={fieldStyles.bareInput} />
          <RACButton className={styles.button}>
            <Icon name="chevronDown" size="small" />
          </RACButton>
        </RACGroup>
        <ListBoxPopover items={props.items ?? props.defaultItems} isLoading={isLoading} emptyMessage="No results" />
        {defaultOpen ? <OpenOnMount /> : null}
      </FieldParts>
    </RACComboBox>
  );
}
