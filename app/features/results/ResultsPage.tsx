import { vehicleNounFor, vehicleWords } from '@domain/vehicleTypes';
import { observer } from 'mobx-react-lite';
import { Suspense, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useIsSSR } from 'react-aria';
import { useLocation, useNavigate, useParams, useSearchParams, type NavigateOptions } from 'react-router';
import { Button, formatNumber, Icon, Link, NativeSelect, Pagination, Stack, Text, VisuallyHidden } from '@ds';
import type { SearchCriteria } from '../../api/types';
import { parseVehicleType, type VehicleType } from '../../lib/catalogue';
import { appEvents, dispatchAppEvent } from '../../lib/events';
import { focusIntentOf, withFocusIntent } from '../../lib/focusIntent';
import { signInHref } from '../../lib/returnUrl';
import { formatPostcode, postcodeLookupMessages } from '@domain/uk/postcode';
import {
  criteriaToQuery,
  modifiedKeys,
  requestCriteria,
  resultsPageOf,
  sortOrderInMode,
} from '@domain/search/criteria';
import { useStores } from '../../stores/StoresContext';
import { NotFoundPage } from '../errors/NotFoundPage';
import { SearchPanel } from '../search/SearchPanel';
import { sortOptionsIn } from '../search/options';
import { Page, type Crumb } from '../shell/Page';
import { PageLoading } from '../shell/PageLoading';
import { lazyPage } from '../shell/lazyPage';
import { useSignedIn } from '../shell/useSignedIn';
import { ResultList } from './ResultList';
import * as styles from './ResultsPage.css';

const FilterDrawer = lazyPage(() => import('./FilterDrawer'));
// Zero-result recovery: a chunk of its own, loaded only when a search finds nothing.
const ZeroResults = lazyPage(() => import('./ZeroResults'));

/** The criteria of a dealer's stock, as its address carries them. */
const dealerKeys = ['DealerId', 'DealerGroupId', 'IsGroupStock'];

/** A results address without its order and page: the search itself. */
function searchOf(query: string): string {
  const search = new URLSearchParams(query);
  search.delete('SortOrder');
  search.delete('Page');
  return search.toString();
}

/** Results shown per page (the contract's default page size). */
export const pageSize = 20;

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
 * criteria live in the address, so the page can be shared, reloaded and navigated back to.
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
  const { search, searchContext, searchHydration, searchPanel, menus, results, modal } = useStores();
  const signedIn = useSignedIn();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const query = params.toString();
  const noun = vehicleWords[vehicleType].many;
  const page = resultsPageOf(params);
  const { pathname } = location;
  // The server's render of this page (app/render.tsx), being hydrated: its markup knows nothing
  // of the screen, so both the panel and the small screen's 'Filter and sort' are drawn, and CSS
  // shows the one for the screen. Once hydrated, the page draws only that one (nothing moves).
  const hydrating = useIsSSR();
  // The screen's part follows the screen (a zoom, a turned phone), but not while the drawer or a
  // sub-panel is open: an open dialog stays open, focus where it was (requirements 4.7).
  const [isLarge, setLarge] = useState(menus.isLargeScreen);
  if (isLarge !== menus.isLargeScreen && !searchPanel.open && searchPanel.activeSubpanel === null) {
    setLarge(menus.isLargeScreen);
  }
  const smallPart = useRef<HTMLDivElement>(null);
  const panelPart = useRef<HTMLElement>(null);
  const shownLarge = useRef(isLarge);
  // Focus in the part that went (its dialog's button) moves to the other part's way into the search.
  useLayoutEffect(() => {
    if (shownLarge.current === isLarge) return;
    shownLarge.current = isLarge;
    if (document.activeElement && document.activeElement !== document.body) return;
    (isLarge ? panelPart.current : smallPart.current?.querySelector('button'))?.focus();
  }, [isLarge]);
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

  const go = (criteria: SearchCriteria, options?: NavigateOptions) => {
    const next = criteriaToQuery(criteria).toString();
    void navigate(next ? `${basePath}?${next}` : basePath, options);
  };

  /** This page's address with some of its parameters set (or, undefined, removed). */
  const addressWith = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    const text = next.toString();
    return text ? `${basePath}?${text}` : basePath;
  };

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
          addressWith({ SortOrder: value === 'relevance' ? undefined : value, Page: undefined }),
          withFocusIntent('keep'),
        )
      }
    />
  );

  // A search that failed shows no count and no pages: those of the results before it would mislead.
  const total = results.error ? undefined : results.totalRecords;
  const near = search.postcode ? ` near ${formatPostcode(search.postcode)}` : '';
  // A dealer's stock is named by its dealer, and the dealer is a criterion that can be removed.
  const { dealer } = results;
  const dealerStock = dealer && `${vehicleWords[vehicleType].Many} from ${dealer.Name}`;
  const h1 =
    heading ??
    dealerStock ??
    (total === undefined
      ? `Used ${noun}${near}`
      : `${formatNumber(total)} used ${vehicleNounFor(vehicleType, total)}${near}`);
  const perPage = results.pagination?.PageSize ?? pageSize;
  const totalPages = Math.max(1, Math.ceil((total ?? 0) / perPage));
  const sortLabel = sorts.find((option) => option.value === sortOrder)?.label;
  // What a re-sort or page turn announces (politely): the range now shown and the order.
  const shown =
    results.isLoaded && total !== undefined && cards.length > 0
      ? `Showing ${formatNumber((page - 1) * perPage + 1)} to ${formatNumber(Math.min(page * perPage, total))} of ${formatNumber(total)} ${noun}, ${sortLabel ?? 'Most relevant'}`
      : '';
  const pageHref = (target: number, withDealer = true) =>
    addressWith({
      Page: target > 1 ? String(target) : undefined,
      ...(withDealer ? {} : Object.fromEntries(dealerKeys.map((key) => [key, undefined]))),
    });

  const noMatches = (
    <div className={styles.message}>
      <Text weight="strong">No {noun} match your search.</Text>
      <Text>Try a wider distance, fewer filters, or Reset to start again.</Text>
    </div>
  );
  // A page number past the last (typed, or an old link): the search has results, this page has none of them.
  const pastTheEnd = page > totalPages && (total ?? 0) > 0;
  const pastTheEndMessage = (
    <div className={styles.message}>
      <Text weight="strong">This page is past the end of the results.</Text>
      <Text>
        These {formatNumber(total ?? 0)} {vehicleNounFor(vehicleType, total ?? 0)} fill {formatNumber(totalPages)}{' '}
        {totalPages === 1 ? 'page' : 'pages'}.
      </Text>
      <div>
        <Link href={pageHref(totalPages)} variant="standalone" routerOptions={withFocusIntent('results')}>
          Go to page {formatNumber(totalPages)}, the last page
        </Link>
      </div>
    </div>
  );

  // Saving needs an account: signed out, the button is a way to sign in that comes back here.
  const saveSearch =
    !results.isLoaded || results.results.length === 0 ? null : signedIn ? (
      <Button
        variant="secondary"
        onPress={() =>
          modal.open('save-search-form', {
            vehicleType,
            criteria: requestCriteria({ ...search.panel, PaginationCurrentPage: 1 }),
          })
        }
      >
        <Icon name="plus" size="small" />
        Save this search
      </Button>
    ) : (
      <Link href={signInHref(location.pathname + location.search)} variant="standalone">
        Sign in to save this search
      </Link>
    );

  // Until its first results (or their failure) arrive the page shows the loading state, the footer
  // kept out: then it appears complete, and nothing on screen moves (no layout shift). Re-sorts and page
  // turns update the results in place.
  if (!results.hasPage && results.status !== 'failed') return <PageLoading />;

  return (
    <Page title={dealerStock ?? title} description={description} heading={h1} trail={trail}>
      {results.distanceIsApproximate && results.criteria?.PostCode ? (
        <Text>{postcodeLookupMessages.approximate(results.criteria.PostCode)}</Text>
      ) : null}
      {dealer ? (
        <div>
          <Link variant="standalone" href={pageHref(1, false)} routerOptions={withFocusIntent('results')}>
            Remove dealer: {dealer.Name}
          </Link>
        </div>
      ) : null}
      <div className={styles.layout}>
        {/* Each screen's part in a Suspense boundary of its own: hydrating the server's markup, React
            hydrates such a part apart from the page, after it, and the part the screen does not show
            is removed without ever being hydrated (a phone's first task skips the whole panel). */}
        {hydrating || isLarge ? (
          <Suspense fallback={null}>
            <aside
              ref={panelPart}
              className={hydrating ? `${styles.panel} ${styles.largeScreenOnly}` : styles.panel}
              aria-label="Search options"
              tabIndex={-1}
            >
              <SearchPanel onSubmit={() => go({ ...search.panel, PaginationCurrentPage: 1 })} />
            </aside>
          </Suspense>
        ) : null}
        {hydrating || !isLarge ? (
          <Suspense fallback={null}>
            <div ref={smallPart} className={hydrating ? styles.smallScreenOnly : undefined}>
              <Button variant="secondary" onPress={() => searchPanel.openPanel()}>
                <Icon name="filter" size="small" />
                Filter and sort
              </Button>
              {hydrating ? null : (
                <Suspense fallback={null}>
                  <FilterDrawer>
                    <div className={styles.drawerSort}>{sortControl}</div>
                    <SearchPanel
                      onSubmit={() => {
                        searchPanel.closePanel();
                        go({ ...search.panel, PaginationCurrentPage: 1 });
                      }}
                    />
                  </FilterDrawer>
                </Suspense>
              )}
            </div>
          </Suspense>
        ) : null}
        <section className={styles.results} aria-labelledby="results-heading" aria-busy={search.leaving}>
          <Stack space="large">
            <div className={styles.toolbar}>
              <h2 id="results-heading" ref={resultsHeading} tabIndex={-1} className={styles.resultsHeading}>
                {total === undefined ? 'Results' : `${formatNumber(total)} results`}
              </h2>
              <div className={styles.tools}>
                {saveSearch}
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
                {shown}
              </span>
            </VisuallyHidden>
            {results.error && results.postcodeRefused ? (
              // The address's postcode is refused: the server's words (also on the panel's postcode field)
              // and a search without it; searching again as it is would be refused again.
              <div role="alert" className={styles.message}>
                <Text weight="strong">{results.error}</Text>
                <Text>Change the postcode in the search options, or search without it.</Text>
                <div>
                  <Link
                    href={addressWith({ PostCode: undefined, Page: undefined })}
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
              pastTheEndMessage
            ) : results.hasPage && cards.length === 0 ? (
              <Suspense fallback={noMatches}>
                {total === 0 && results.criteria ? (
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
          </Stack>
        </section>
      </div>
    </Page>
  );
});

/** /search/car/ and /search/van/ (with a PostCode parameter). */
export function ResultsPage() {
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
