import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Button, Drawer, formatNumber, Icon, NativeSelect, Pagination, Stack, Text } from '@ds';
import type { SearchCriteria } from '../../api/types';
import { parseVehicleType, type VehicleType } from '../../lib/catalogue';
import { appEvents, dispatchAppEvent } from '../../lib/events';
import { criteriaFromQuery, criteriaToQuery } from '../../stores/search/criteria';
import { useStores } from '../../stores/StoresContext';
import { NotFoundPage } from '../errors/NotFoundPage';
import { SearchPanel } from '../search/SearchPanel';
import { sortOptions } from '../search/options';
import { Page, type Crumb } from '../shell/Page';
import { ResultList } from './ResultList';
import * as styles from './ResultsPage.css';

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
  const { search, searchPanel, menus } = useStores();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const query = params.toString();
  const noun = vehicleType === 'van' ? 'vans' : 'cars';
  const page = Math.max(1, Number(params.get('Page')) || 1);

  useEffect(() => {
    let live = true;
    void search
      .start(vehicleType, pageType, (panel) =>
        criteriaFromQuery(new URLSearchParams(query), preset ? preset(panel) : panel),
      )
      .then(() => {
        if (live) void search.search(page);
      });
    return () => {
      live = false;
    };
  }, [search, vehicleType, pageType, preset, query, page]);

  // Leaving the page (e.g. the panel's van search link) closes the small-screen panel with it.
  useEffect(() => () => searchPanel.closePanel(), [searchPanel]);

  // Spec section 7: 'm:results' fires once results are on the page.
  const { resultsLoaded, results } = search;
  const totalRecords = search.pagination?.TotalRecords ?? 0;
  useEffect(() => {
    if (resultsLoaded) dispatchAppEvent(appEvents.results, { total: totalRecords });
  }, [resultsLoaded, results, totalRecords]);

  const go = (criteria: SearchCriteria) => {
    const next = criteriaToQuery(criteria).toString();
    void navigate(next ? `${basePath}?${next}` : basePath);
  };

  const total = search.pagination?.TotalRecords;
  const near = search.postcode ? ` near ${search.postcode}` : '';
  const h1 =
    heading ??
    (total === undefined
      ? `Used ${noun}${near}`
      : `${formatNumber(total)} used ${total === 1 ? noun.slice(0, -1) : noun}${near}`);
  const totalPages = Math.max(1, Math.ceil((total ?? 0) / (search.pagination?.PageSize ?? pageSize)));
  const pageHref = (target: number) => {
    const next = new URLSearchParams(params);
    if (target > 1) next.set('Page', String(target));
    else next.delete('Page');
    const text = next.toString();
    return text ? `${basePath}?${text}` : basePath;
  };

  return (
    <Page title={title} description={description} heading={h1} trail={trail}>
      <div className={styles.layout}>
        {menus.isLargeScreen ? (
          <aside className={styles.panel} aria-label="Search options">
            <SearchPanel onSubmit={() => go({ ...search.panel, PaginationCurrentPage: 1 })} />
          </aside>
        ) : (
          <div>
            <Button variant="secondary" onPress={() => searchPanel.openPanel()}>
              <Icon name="filter" size="small" />
              Filter and sort
            </Button>
            {/* Small screens: the panel slides in (closing takes the spec's 500 ms, then it is closed). */}
            <Drawer
              title="Filter and sort"
              placement="start"
              isOpen={searchPanel.open && !searchPanel.closeTransition}
              onOpenChange={(open) => {
                if (!open) searchPanel.closePanel();
              }}
            >
              <SearchPanel
                onSubmit={() => {
                  searchPanel.closePanel();
                  go({ ...search.panel, PaginationCurrentPage: 1 });
                }}
              />
            </Drawer>
          </div>
        )}
        <section className={styles.results} aria-labelledby="results-heading" aria-busy={search.leaving}>
          <Stack space="large">
            <div className={styles.toolbar}>
              <h2 id="results-heading" className={styles.resultsHeading}>
                {total === undefined ? 'Results' : `${formatNumber(total)} results`}
              </h2>
              <NativeSelect
                label="Sort by"
                options={sortOptions}
                value={search.panel.SortOrder ?? 'relevance'}
                onChange={(value) =>
                  go({
                    ...search.panel,
                    SortOrder: value as NonNullable<SearchCriteria['SortOrder']>,
                    PaginationCurrentPage: 1,
                  })
                }
              />
            </div>
            {search.resultsError ? (
              <div role="alert" className={styles.message}>
                <Text weight="strong">Sorry, we could not load the results.</Text>
                <Text>{search.resultsError}</Text>
              </div>
            ) : search.resultsLoaded && search.results.length === 0 ? (
              <div className={styles.message}>
                <Text weight="strong">No {noun} match your search.</Text>
                <Text>Try a wider distance, fewer filters, or Reset to start again.</Text>
              </div>
            ) : (
              <ResultList
                results={search.results}

                trackingId={pageType === 'landing' ? 'landing' : 'search'}
              />
            )}
            {totalPages > 1 ? <Pagination currentPage={page} totalPages={totalPages} getPageHref={pageHref} /> : null}
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
  const noun = vehicleType === 'van' ? 'vans' : 'cars';
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
