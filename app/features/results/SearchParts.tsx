import { observer } from 'mobx-react-lite';
import { Suspense, type ReactNode } from 'react';
import { Button, Icon } from '@ds';
import { useStores } from '../../stores/StoresContext';
import { SearchPanel } from '../search/SearchPanel';
import { lazyPage } from '../shell/lazyPage';
import * as styles from './ResultsPage.css';
import type { ScreenPart } from './useScreenPart';

const FilterDrawer = lazyPage(() => import('./FilterDrawer'));

interface SearchPartsProps {
  screen: ScreenPart;
  /** The sort control: on small screens, sorting sits with the filters in the drawer. */
  sortControl: ReactNode;
  /** Searches for the panel's criteria. */
  onSearch: () => void;
}

/**
 * A results page's way into its search, in the screen's part: the search panel beside the results
 * on a large screen, the 'Filter and sort' button and drawer on a small one.
 */
export const SearchParts = observer(function SearchParts({ screen, sortControl, onSearch }: SearchPartsProps) {
  const { searchPanel } = useStores();
  const { hydrating, isLarge, panelPart, smallPart } = screen;
  return (
    <>
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
            <SearchPanel onSubmit={onSearch} />
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
                      onSearch();
                    }}
                  />
                </FilterDrawer>
              </Suspense>
            )}
          </div>
        </Suspense>
      ) : null}
    </>
  );
});
