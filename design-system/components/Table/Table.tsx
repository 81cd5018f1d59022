import { useId, type ReactNode } from 'react';
import { ScrollRegion } from '../ScrollRegion/ScrollRegion';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './Table.css';

export const tableDensities = ['standard', 'compact'] as const;
type TableDensity = (typeof tableDensities)[number];

type TableAlign = 'start' | 'end';

interface TableColumn {
  id: string;
  header: ReactNode;
  /** Figures line up at the end (GOV.UK: numeric columns are right-aligned). */
  align?: TableAlign;
}

interface TableRow {
  id: string;
  /** One cell per column, in the columns' order. */
  cells: readonly ReactNode[];
}

export interface TableProps {
  /** What the table shows; names the table and its scroll region. */
  caption: ReactNode;
  /** Hide the caption visually when a heading right above says the same (it is still read). */
  isCaptionHidden?: boolean;
  /** The column headings, each with an id and an alignment (figures end-aligned). */
  columns: readonly TableColumn[];
  /** The rows, each an id and one cell per column. */
  rows: readonly TableRow[];
  /** The first cell of each row is its header (`<th scope="row">`): the thing the row is about. */
  hasRowHeaders?: boolean;
  /** standard, or compact for long tables of figures. */
  density?: TableDensity;
}

/**
 * A data table (GOV.UK's table): a caption, column headers with `scope="col"`, row headers with
 * `scope="row"`, figures aligned at the end. It is static, so it is a native `<table>` (a grid's
 * arrow-key navigation is for tables people act on). Wider than its column it scrolls sideways in a
 * region named by the caption, which takes focus only while it overflows (reflow at 320 px); the
 * caption stays in view, at the start, while the table scrolls.
 */
export function Table({
  caption,
  isCaptionHidden = false,
  columns,
  rows,
  hasRowHeaders = true,
  density = 'standard',
}: TableProps) {
  const captionId = useId();
  const cell = styles.cell({ density });
  return (
    <div className={styles.root}>
      <ScrollRegion aria-labelledby={captionId}>
        <table className={styles.table}>
          <caption id={captionId} className={styles.caption}>
            {isCaptionHidden ? (
              <VisuallyHidden>{caption}</VisuallyHidden>
            ) : (
              <span className={styles.captionText}>{caption}</span>
            )}
          </caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th
                  key={column.id}
                  scope="col"
                  className={`${cell} ${styles.header} ${styles.align[column.align ?? 'start']}`}
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className={styles.row}>
                {row.cells.map((content, index) => {
                  const align = styles.align[columns[index]?.align ?? 'start'];
                  return hasRowHeaders && index === 0 ? (
                    <th
                      key={columns[index]?.id ?? index}
                      scope="row"
                      className={`${cell} ${styles.rowHeader} ${align}`}
                    >
                      {content}
                    </th>
                  ) : (
                    <td key={columns[index]?.id ?? index} className={`${cell} ${align}`}>
                      {content}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </div>
  );
}
