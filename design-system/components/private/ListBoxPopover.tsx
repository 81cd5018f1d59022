import type { Key } from 'react-aria-components';
import {
  Collection as RACCollection,
  ListBox as RACListBox,
  ListBoxItem as RACListBoxItem,
  ListBoxLoadMoreItem as RACListBoxLoadMoreItem,
  Popover as RACPopover,
} from 'react-aria-components';
import { Icon } from '../Icon/Icon';
import { SpinnerGraphic } from '../Spinner/Spinner';
import * as styles from './listBox.css';

/** One choice in a Select or ComboBox. */
export interface ListItem {
  id: Key;
  label: string;
  isDisabled?: boolean;
}

export interface ListBoxPopoverProps {
  items?: Iterable<ListItem>;
  /** A "Loading" row after the choices, while more are on their way. */
  isLoading?: boolean;
  /** What the open list says when nothing matches (a combo box's filter), e.g. "No results". */
  emptyMessage?: string;
}

/** The popover list Select and ComboBox share (RAC's Popover + ListBox, sized to the trigger). */
export function ListBoxPopover({ items, isLoading = false, emptyMessage }: ListBoxPopoverProps) {
  return (
    <RACPopover className={styles.popover} offset={4}>
      <RACListBox
        className={styles.listBox}
        renderEmptyState={
          emptyMessage && !isLoading ? () => <div className={styles.emptyRow}>{emptyMessage}</div> : undefined
        }
      >
        <RACCollection items={items}>
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
        </RACCollection>
        {/* Only while loading: the row's sentinel watches scrolling to ask for more, which we do not. */}
        {isLoading ? (
          <RACListBoxLoadMoreItem isLoading className={styles.emptyRow}>
            <SpinnerGraphic />
            Loading
          </RACListBoxLoadMoreItem>
        ) : null}
      </RACListBox>
    </RACPopover>
  );
}
