import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import type { NavigateOptions } from 'react-router';
import { formatNumber, Link, Text } from '@ds';
import type { SearchCriteria } from '../../api/types';
import type { VehicleType } from '../../lib/catalogue';
import type { CriteriaKey } from '@domain/search/criteria';
import { recoveryStore } from '../../stores/search/RecoveryStore';
import { relaxedQuery } from '../../stores/search/relaxations';
import { useStore, useStores } from '../../stores/StoresContext';
import { relaxationLabel } from './relaxationLabels';
import * as styles from './ZeroResults.css';
import { vehicleNounFor, vehicleWords } from '@domain/vehicleTypes';

export interface ZeroResultsProps {
  vehicleType: VehicleType;
  /** The criteria of the search that found nothing (request form). */
  criteria: SearchCriteria;
  /** Criteria the page itself sets (a landing page's), never offered. */
  fixed: readonly CriteriaKey[];
  /** The page's address without criteria: relaxed criteria go in its query. */
  basePath: string;
  /**
   * How following a suggestion navigates: the results page's focus intent (focus to the results
   * heading). Given by the page rather than imported, so this chunk shares no module with the first
   * visit that the first visit would then fetch as a file of its own.
   */
  routerOptions: NavigateOptions;
}

/** The results address of relaxed criteria: the panel's kind of address, a dealer's stock kept. */
function relaxedHref(basePath: string, criteria: SearchCriteria): string {
  const query = relaxedQuery(criteria).toString();
  return query ? `${basePath}?${query}` : basePath;
}

/** The general advice, when no one relaxation can be suggested. */
const advice = 'Try a wider distance, fewer filters, or Reset to start again.';

/**
 * A search that found nothing (requirements 4.16): instead of a dead end, the choices to remove, each a link
 * to the same search without it and saying how many vehicles that finds. Following one updates the
 * results in place, moves focus to the results heading and announces the new range (the results page's
 * polite status). A chunk of its own: a page with results never loads it.
 */
export const ZeroResults = observer(function ZeroResults({
  vehicleType,
  criteria,
  fixed,
  basePath,
  routerOptions,
}: ZeroResultsProps) {
  const recovery = useStore(recoveryStore);
  const { search } = useStores();
  const introId = useId();
  const noun = vehicleWords[vehicleType].many;

  useEffect(() => {
    recovery.recover(vehicleType, criteria, fixed);
  }, [recovery, vehicleType, criteria, fixed]);
  useEffect(() => () => recovery.clear(), [recovery]);

  const { state } = recovery;
  // One polite status says where the recovery is: screen reader users hear the suggestions arrive.
  const status = {
    idle: advice,
    counting: 'Checking which of your choices to change…',
    suggestions: 'Try removing one of these:',
    none: `Removing any one of your choices on its own still finds no ${noun}. ${advice}`,
    unavailable: advice,
  }[state];
  return (
    <div className={styles.message}>
      <Text weight="strong">No {noun} match your search.</Text>
      <Text id={introId} role="status">
        {status}
      </Text>
      {state === 'suggestions' ? (
        <ul className={styles.suggestions} aria-labelledby={introId}>
          {recovery.suggestions.map((suggestion) => (
            <li key={suggestion.id}>
              <Link
                variant="standalone"
                href={relaxedHref(basePath, suggestion.criteria)}
                routerOptions={routerOptions}
              >
                Remove {relaxationLabel(suggestion.id, criteria, search.panel)} ({formatNumber(suggestion.count)}{' '}
                {vehicleNounFor(vehicleType, suggestion.count)})
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
});

export default ZeroResults;
