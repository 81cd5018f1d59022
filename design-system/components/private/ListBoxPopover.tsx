import type { Key } from 'react-aria-components';
import { ListBox as RACListBox, ListBoxItem as RACListBoxItem, Popover as RACPopover } from 'react-aria-components';
import { Icon } from '../Icon/Icon';
import * as styles from './listBox.css';

/** One choice in a Select or ComboBox. */
export interface ListItem {
  id: Key;
  label: string;
  isDisabled?: boolean;
}

/** The popover list Select and ComboBox share (RAC's Popover + ListBox, sized to the trigger). */
export function ListBoxPopover({ items }: { items?: Iterable<ListItem> }) {
  return (
    <RACPopover className={styles.popover} offset={4}>
      <RACListBox className={styles.listBox} items={items}>
        {(item: ListItem) => (
          <RACListBoxItem id={item.id} textValue={item.label} isDisabled={item.isDisabled} className={styles.item}>
            {({ isSelected }) => (
              <>
                <span className={styles.check}>{isSelected ? <Icon name="check" size="small" /> : null}</span>
                {item.label}
              </>
            )}
          </RACListBoxItem>
        )}
      </RACListBox>
    </RACPopover>
  );
}
