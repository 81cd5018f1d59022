import { vehicleWords } from '@domain/vehicleTypes';
import { observer } from 'mobx-react-lite';
import { Suspense, useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { Link, NativeSelect, Stack, Text, VisuallyHidden } from '@ds';
import type { SearchCriteria } from '../../api/types';
import { parseVehicleType, type VehicleType } from '../../lib/catalogue';
import { appEvents, dispatchAppEvent } from '../../lib/events';
import { focusIntentOf, withFocusIntent } from '../../lib/focusIntent';
import { postcodeLookupMessages } from '@domain/uk/postcode';
import { modifiedKeys, resultsPageOf, sortOrderInMode } from '@domain/search/criteria';
import { useStores } from '../../stores/StoresContext';
import { NotFoundPage } from '../errors/NotFoundPage';
import { sortOptionsIn } from '../search/options';
import { Page, type Crumb } from '../shell/Page';
import { PageLoading } from '../shell/PageLoading';
import { ResultsOutcome } from './ResultsOutcome';
import * as styles from './ResultsPage.css';
import { SaveSearchAction } from './SaveSearchAction';
import { SearchParts } from './SearchParts';
import { addressWith, criteriaAddress, pageAddress, searchOf } from './resultsAddress';
import { pageSize, resultsSummary } from './resultsSummary';
import { useScreenPart } from './useScreenPart';

export interface ResultsViewProps {
  vehicleType: VehicleType;
  /** A landing page's criterion, applied to the default panel before the address's criteria. */
  preset?: (panel: SearchCriteria) => SearchCriteria;
  /** The page's address without criteria: the landing page's own, or /search/{type}/. */
  basePath: string;
  title: string;
  description: string;
  /** The h1; a heading with the total is made when omitted. */
  heading?: string;
  trail: Crumb[];
  pageType: 'search' | 'landing';
}

/**
 * A results page: the search panel beside (or above, on small screens) the results, with the total
 * in the heading, sort order, special offers, pagination, and the empty and error states. The
 * criteria live in the address, so the page can be shared, reloaded and navigated back to. It loads
 * the address's search and lays out its parts: the screen's part (useScreenPart, SearchParts), the
 * texts (resultsSummary), the save-search action (SaveSearchAction) and the outcome (ResultsOutcome).
 */
export const ResultsView = observer(function ResultsView({
  vehicleType,
  preset,
  basePath,
  title,
  description,
  heading,
  trail,
  pageType,
}: ResultsViewProps) {
  const { search, searchContext, searchHydration, searchPanel, results } = useStores();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const query = params.toString();
  const page = resultsPageOf(params);
  const { pathname } = location;
  const screen = useScreenPart();
  const { hydrating, isLarge } = screen;
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  // The first load of this page clears what an earlier page showed; a later address of the same page
  // (a re-sort, a page turn, a new search from the panel) updates the results in place.
  const started = useRef(false);

  // The address last searched: one that differs from it only in order or page re-sorts or turns the
  // page of the same search, and the panel keeps what the person chose but has not searched yet.
  const searched = useRef<string | null>(null);

  useEffect(() => {
    let live = true;
    const keepResults = started.current;
    started.current = true;
    const sameSearch = searched.current !== null && searchOf(searched.current) === searchOf(query);
    searched.current = query;
    // A page the server rendered with its results shows them as they are: nothing is asked again.
    if (searchHydration.finish(`${pathname}?${query}`)) return;
    void searchContext.openResults(vehicleType, pageType, new URLSearchParams(query), {
      preset,
      keepResults,
      live: () => live,
      ...(sameSearch ? { draft: search.panel } : {}),
    });
    return () => {
      live = false;
    };
  }, [searchContext, searchHydration, search, vehicleType, pageType, preset, query, pathname]);

  // Leaving the page (e.g. the panel's van search link) closes the small-screen panel with it.
  // Its results go with it, so the next results page starts from its loading state.
  useEffect(
    () => () => {
      searchPanel.closePanel();
      search.clearResults();
    },
    [searchPanel, search],
  );

  // 'm:results' fires once results are on the page (requirements 7.7).
  const { isLoaded, results: cards } = results;
  const totalRecords = results.totalRecords ?? 0;
  useEffect(() => {
    if (isLoaded) dispatchAppEvent(appEvents.results, { total: totalRecords });
  }, [isLoaded, cards, totalRecords]);

  // A page turn takes focus to the results heading (the page frame leaves focus alone for it).
  const focusIntent = focusIntentOf(location.state);
  useEffect(() => {
    if (focusIntent === 'results') resultsHeading.current?.focus();
  }, [focusIntent, location.key]);

  // The criteria a landing page sets itself: a search that finds nothing cannot drop them here.
  const fixed = useMemo(() => (preset ? modifiedKeys(preset({})) : []), [preset]);

  // The order of the search that ran, in its price mode (the address's): a monthly-cost order only
  // where the cards show the monthly figure, the price order in its place in the Price mode.
  const monthlyMode = params.get('PriceMode') === 'monthly';
  const sortOrder =
    sortOrderInMode({
      SortOrder: search.panel.SortOrder,
      PaymentSearchSelection: { Selected: monthlyMode ? 'monthly' : 'total' },
    }) ?? 'relevance';
  const sorts = sortOptionsIn(monthlyMode);
  const sortControl = (
    <NativeSelect
      label="Sort by"
      options={sorts}
      value={sortOrder}
      // Results update in place and focus stays here, so the options can be stepped through. It sorts
      // the search that ran (the address's): a choice in the panel not yet searched is not sent.
      onChange={(value) =>
        void navigate(
          addressWith(basePath, params, { SortOrder: value === 'relevance' ? undefined : value, Page: undefined }),
          withFocusIntent('keep'),
        )
      }
    />
  );

  // A search that failed shows no count and no pages: those of the results before it would mislead.
  const { dealer } = results;
  const summary = resultsSummary({
    vehicleType,
    total: results.error ? undefined : results.totalRecords,
    postcode: search.postcode,
    // A dealer's stock is named by its dealer, and the dealer is a criterion that can be removed.
    dealerName: dealer?.Name,
    heading,
    page,
    perPage: results.pagination?.PageSize ?? pageSize,
    isLoaded,
    shownCount: cards.length,
    sortLabel: sorts.find((option) => option.value === sortOrder)?.label,
  });

  // Until its first results (or their failure) arrive the page shows the loading state, the footer
  // kept out: then it appears complete, and nothing on screen moves (no layout shift). Re-sorts and page
  // turns update the results in place.
  if (!results.hasPage && results.status !== 'failed') return <PageLoading />;

  return (
    <Page title={summary.dealerStock ?? title} description={description} heading={summary.heading} trail={trail}>
      {results.distanceIsApproximate && results.criteria?.PostCode ? (
        <Text>{postcodeLookupMessages.approximate(results.criteria.PostCode)}</Text>
      ) : null}
      {dealer ? (
        <div>
          <Link
            variant="standalone"
            href={pageAddress(basePath, params, 1, false)}
            routerOptions={withFocusIntent('results')}
          >
            Remove dealer: {dealer.Name}
          </Link>
        </div>
      ) : null}
      <div className={styles.layout}>
        <SearchParts
          screen={screen}
          sortControl={sortControl}
          onSearch={() => void navigate(criteriaAddress(basePath, { ...search.panel, PaginationCurrentPage: 1 }))}
        />
        <section className={styles.results} aria-labelledby="results-heading" aria-busy={search.leaving}>
          <Stack space="large">
            <div className={styles.toolbar}>
              <h2 id="results-heading" ref={resultsHeading} tabIndex={-1} className={styles.resultsHeading}>
                {summary.resultsHeading}
              </h2>
              <div className={styles.tools}>
                <SaveSearchAction vehicleType={vehicleType} />
                {/* Small screens: sorting sits with the filters in the 'Filter and sort' drawer. */}
                {hydrating || isLarge ? (
                  <Suspense fallback={null}>
                    <div className={hydrating ? styles.largeScreenOnly : undefined}>{sortControl}</div>
                  </Suspense>
                ) : null}
              </div>
            </div>
            <VisuallyHidden>
              <span role="status" aria-live="polite">
                {summary.announcement}
              </span>
            </VisuallyHidden>
            <ResultsOutcome
              vehicleType={vehicleType}
              basePath={basePath}
              params={params}
              page={page}
              summary={summary}
              fixed={fixed}
              pageType={pageType}
            />
          </Stack>
        </section>
      </div>
    </Page>
  );
});

/** /search/car/ and /search/van/ (with a PostCode parameter). */
function ResultsPage() {
  const vehicleType = parseVehicleType(useParams().vehicleType);
  if (!vehicleType) return <NotFoundPage />;
  const noun = vehicleWords[vehicleType].many;
  return (
    <ResultsView
      key={vehicleType}
      vehicleType={vehicleType}
      basePath={`/search/${vehicleType}/`}
      title={`Used ${noun} for sale near you`}
      description={`Search used ${noun} for sale from UK dealers near you, by price, monthly cost, make, model and more.`}
      trail={[{ label: `Used ${noun}`, href: `/search/${vehicleType}/` }]}
      pageType="search"
    />
  );
}

export default ResultsPage;
