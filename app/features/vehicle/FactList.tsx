import type { VehicleFact } from './facts';
import * as styles from './VehiclePage.css';

/** Facts as a description list: a term and its value each (key facts, specification, running costs). */
export function FactList({ facts, layout = 'tiles' }: { facts: readonly VehicleFact[]; layout?: 'tiles' | 'rows' }) {
  return (
    <dl className={layout === 'tiles' ? styles.facts : styles.rows}>
      {facts.map((fact) => (
        <div key={fact.label} className={layout === 'tiles' ? styles.fact : styles.row}>
          <dt className={styles.term}>{fact.label}</dt>
          <dd className={styles.value}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
