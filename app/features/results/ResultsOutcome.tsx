import { vehicleWords } from '@domain/vehicleTypes';
import type { CriteriaKey } from '@domain/search/criteria';
import { observer } from 'mobx-react-lite';
import { Suspense } from 'react';
import { Button, Link, Pagination, Text } from '@ds';
import type { VehicleType } from '../../lib/catalogue';
import { withFocusIntent } from '../../lib/focusIntent';
import { useStores } from '../../stores/StoresContext';
import { lazyPage } from '../shell/lazyPage';
import { ResultList } from './ResultList';
import * as styles from './ResultsPage.css';
import { addressWith, pageAddress } from './resultsAddress';
import type { ResultsSummary } from './resultsSummary';

// Zero-result recovery: a chunk of its own, loaded only when a search finds nothing.
const ZeroResults = lazyPage(() => import('./ZeroResults'));

interface ResultsOutcomeProps {
  vehicleType: VehicleType;
  basePath: string;
  params: URLSearchParams;
  page: number;
  summary: ResultsSummary;
  /** The criteria a landing page sets itself: a search that finds nothing cannot drop them here. */
  fixed: readonly CriteriaKey[];
  pageType: 'search' | 'landing';
}

/**
 * What a search brought, under the results heading: the cards and their pages, or why there are
 * none (a refused postcode, a failed search, a page past the end, no matches) and what to do.
 */
export const ResultsOutcome = observer(function ResultsOutcome({
  vehicleType,
  basePath,
  params,
  page,
  summary,
  fixed,
  pageType,
}: ResultsOutcomeProps) {
  const { results, searchContext } = useStores();
  const { results: cards } = results;
  const noun = vehicleWords[vehicleType].many;
  const { totalPages, pastTheEnd } = summary;
  const pageHref = (target: number) => pageAddress(basePath, params, target);

  const noMatches = (
    <div className={styles.message}>
      <Text weight="strong">No {noun} match your search.</Text>
      <Text>Try a wider distance, fewer filters, or Reset to start again.</Text>
    </div>
  );

  return (
    <>
      {results.error && results.postcodeRefused ? (
        // The address's postcode is refused: the server's words (also on the panel's postcode field)
        // and a search without it; searching again as it is would be refused again.
        <div role="alert" className={styles.message}>
          <Text weight="strong">{results.error}</Text>
          <Text>Change the postcode in the search options, or search without it.</Text>
          <div>
            <Link
              href={addressWith(basePath, params, { PostCode: undefined, Page: undefined })}
              variant="standalone"
              routerOptions={withFocusIntent('results')}
            >
              Search without the postcode
            </Link>
          </div>
        </div>
      ) : results.error ? (
        <div role="alert" className={styles.message}>
          <Text weight="strong">Sorry, we could not load the results.</Text>
          <Text>{results.error}</Text>
          <div>
            <Button variant="secondary" onPress={() => void searchContext.search(page)}>
              Try again
            </Button>
          </div>
        </div>
      ) : results.hasPage && cards.length === 0 && pastTheEnd ? (
        <div className={styles.message}>
          <Text weight="strong">This page is past the end of the results.</Text>
          <Text>{summary.pastTheEndText}</Text>
          <div>
            <Link href={pageHref(totalPages)} variant="standalone" routerOptions={withFocusIntent('results')}>
              {summary.lastPageLink}
            </Link>
          </div>
        </div>
      ) : results.hasPage && cards.length === 0 ? (
        <Suspense fallback={noMatches}>
          {results.totalRecords === 0 && results.criteria ? (
            <ZeroResults
              vehicleType={vehicleType}
              criteria={results.criteria}
              fixed={fixed}
              basePath={basePath}
              routerOptions={withFocusIntent('results')}
            />
          ) : (
            noMatches
          )}
        </Suspense>
      ) : (
        <ResultList results={cards} trackingId={pageType === 'landing' ? 'landing' : 'search'} />
      )}
      {totalPages > 1 && !pastTheEnd ? (
        <Pagination
          currentPage={page}
          totalPages={totalPages}
          getPageHref={pageHref}
          routerOptions={withFocusIntent('results')}
        />
      ) : null}
    </>
  );
});
