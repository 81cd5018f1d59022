import type { ReactNode } from 'react';
import * as styles from './DescriptionList.css';

export const descriptionListLayouts = ['tiles', 'rows'] as const;
export type DescriptionListLayout = (typeof descriptionListLayouts)[number];

export interface DescriptionListItem {
  /** The name of the fact: 'Mileage', 'Representative APR'. */
  term: ReactNode;
  /** Its value: '28,412 miles', '9.9% APR'. */
  description: ReactNode;
  /** A stable key when the term is not a plain string. */
  id?: string;
}

export interface DescriptionListProps {
  /** The terms and their values ("Mileage", "21,650 miles"). */
  items: readonly DescriptionListItem[];
  /** Tiles: a grid of small boxes (key facts). Rows: a term and its value on one line (a specification, a representative example). */
  layout?: DescriptionListLayout;
}

/**
 * Facts as a `<dl>`: each term and its value. Every item has the same size and weight, so no fact
 * stands out over another (what a finance representative example needs: FCA CONC 3.5.5R asks for
 * its items to be equally prominent). The heading of the section it sits in names it.
 */
export function DescriptionList({ items, layout = 'tiles' }: DescriptionListProps) {
  return (
    <dl className={styles.list({ layout })}>
      {items.map((item, index) => (
        <div key={item.id ?? (typeof item.term === 'string' ? item.term : index)} className={styles.item({ layout })}>
          <dt className={styles.term}>{item.term}</dt>
          <dd className={styles.description}>{item.description}</dd>
        </div>
      ))}
    </dl>
  );
}
