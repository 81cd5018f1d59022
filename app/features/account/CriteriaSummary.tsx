import type { SearchCriteria, VehicleType } from '../../api/types';
import { describeCriteria } from './savedSearches';
import * as styles from './CriteriaSummary.css';

/** What a search looks for, in words: a list of its parts ('Cars', 'Ford Fiesta', 'Up to £15,000'...). */
export function CriteriaSummary({ vehicleType, criteria }: { vehicleType: VehicleType; criteria: SearchCriteria }) {
  return (
    <ul className={styles.criteria} aria-label="Looking for">
      {describeCriteria(vehicleType, criteria).map((part) => (
        <li key={part} className={styles.criterion}>
          {part}
        </li>
      ))}
    </ul>
  );
}
