import { useRef } from 'react';
import {
  Button as RACButton,
  Label as RACLabel,
  Tag as RACTag,
  TagGroup as RACTagGroup,
  TagList as RACTagList,
  type Key,
} from 'react-aria-components';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import * as styles from './FilterChips.css';

export interface FilterChip {
  /** Which criterion the chip stands for, handed back to `onRemove`. */
  id: Key;
  /** The criterion as the person chose it: "Ford", "Up to £10,000", "Within 25 miles". */
  label: string;
}

export interface FilterChipsProps {
  /** Names the group of chips: "Your filters". */
  label: string;
  /** The criteria applied now, in the order the search panel lists them. */
  chips: readonly FilterChip[];
  /** Removes the chips with these ids (one from its ✕, Backspace or Delete). */
  onRemove: (ids: Set<Key>) => void;
  /** Removes every chip at once; "Clear all" shows when this is given and two or more chips are there. */
  onClearAll?: () => void;
  /** Shown instead of the chips when none is left. */
  emptyState?: string;
}

/**
 * The criteria a search applies, each a chip that removes it, on react-aria-components' TagGroup:
 * one tab stop, arrows between chips, Backspace or Delete removes the focused chip and focus moves to
 * its neighbour. When the last chip goes (or "Clear all" is pressed), focus moves to the emptied list,
 * which says so, rather than being lost.
 */
export function FilterChips({
  label,
  chips,
  onRemove,
  onClearAll,
  emptyState = 'No filters applied',
}: FilterChipsProps) {
  const list = useRef<HTMLDivElement>(null);
  return (
    <RACTagGroup className={styles.root} onRemove={onRemove}>
      <RACLabel className={styles.label}>{label}</RACLabel>
      <div className={styles.row}>
        <RACTagList
          ref={list}
          items={chips}
          className={styles.list}
          renderEmptyState={() => <span className={styles.empty}>{emptyState}</span>}
        >
          {(chip) => (
            <RACTag id={chip.id} textValue={chip.label} className={styles.chip}>
              <span className={styles.text}>{chip.label}</span>
              <RACButton slot="remove" className={styles.remove}>
                <Icon name="close" size="small" />
              </RACButton>
            </RACTag>
          )}
        </RACTagList>
        {onClearAll && chips.length > 1 ? (
          <Button
            variant="link"
            onPress={() => {
              onClearAll();
              // The button goes with the chips: focus moves to the emptied list (react-aria keeps it a tab stop).
              list.current?.focus();
            }}
          >
            Clear all
          </Button>
        ) : null}
      </div>
    </RACTagGroup>
  );
}
