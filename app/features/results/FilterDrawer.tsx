import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Drawer } from '@ds';
import { useStores } from '../../stores/StoresContext';

/**
 * Small screens: the search panel and sorting slide in as 'Filter and sort' (closing takes the
 * 500 ms of requirements 9.3, then it is closed). A chunk of its own, loaded on small screens only:
 * a large screen, whose panel sits beside the results, never downloads the drawer (5 KiB gzip).
 */
const FilterDrawer = observer(function FilterDrawer({ children }: { children: ReactNode }) {
  const { searchPanel } = useStores();
  return (
    <Drawer
      title="Filter and sort"
      placement="start"
      isOpen={searchPanel.open && !searchPanel.closeTransition}
      onOpenChange={(open) => {
        if (!open) searchPanel.closePanel();
      }}
    >
      {children}
    </Drawer>
  );
});

export default FilterDrawer;
