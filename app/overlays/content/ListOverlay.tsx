import { useId } from 'react';
import { Text } from '@ds';
import { OverlayLayout } from '../OverlayLayout';
import type { OverlayProps } from '../types';
import * as styles from './ListOverlay.css';

const count = new Intl.NumberFormat('en-GB');

/**
 * `modal-list`: a titled list too long for the page it belongs to (a vehicle's equipment, the towns a
 * dealer delivers to), in columns on a wide screen. The list is named by the title, and says how many
 * it holds, so a screen reader user knows its length before going through it. Data: `title`, `intro`,
 * `items`.
 */
export default function ListOverlay({ data, close }: OverlayProps<'modal-list'>) {
  const id = useId();
  const total = data.items.length;
  return (
    <OverlayLayout title={data.title} close={close}>
      {data.intro ? <Text>{data.intro}</Text> : null}
      {total ? (
        <>
          <Text id={id} size="small" tone="subtle">
            {count.format(total)} {total === 1 ? 'item' : 'items'}
          </Text>
          <ul className={styles.list} aria-label={data.title} aria-describedby={id}>
            {data.items.map((item) => (
              <li key={item} className={styles.item}>
                {item}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <Text>There is nothing to list.</Text>
      )}
    </OverlayLayout>
  );
}
