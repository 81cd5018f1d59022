import type { Key, ReactNode } from 'react';
import { ScrollRegion } from '../ScrollRegion/ScrollRegion';
import * as styles from './CardRail.css';

export interface CardRailProps<T> {
  /** Names the scrolling region and the list (e.g. "Shortlisted vehicles"). */
  'aria-label': string;
  /** The cards' data, in order. */
  items: readonly T[];
  /** A stable key for each item (its id), so focus survives changes. */
  itemKey: (item: T) => Key;
  /** Renders one card for an item. */
  children: (item: T) => ReactNode;
}

/**
 * A row of cards that scrolls sideways, showing as many whole cards as the screen is wide allows by
 * the shortlist's widths (requirements 9.2: more than 2099 px 7, 1763 6, 1449 5, 1168 4, 605 3, else 2).
 * A list, so screen readers say how many there are; by keyboard, Tab goes through the cards (the
 * browser scrolls each into view) and the region itself takes the arrow keys.
 */
export function CardRail<T>({ 'aria-label': label, items, itemKey, children }: CardRailProps<T>) {
  return (
    <ScrollRegion aria-label={label}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={itemKey(item)} className={styles.item}>
            {children(item)}
          </li>
        ))}
      </ul>
    </ScrollRegion>
  );
}
