import { useContext, useEffect, useRef } from 'react';
import {
  Tab as RACTab,
  TabList as RACTabList,
  TabPanel as RACTabPanel,
  Tabs as RACTabs,
  TabListStateContext,
  type TabListProps as RACTabListProps,
  type TabPanelProps as RACTabPanelProps,
  type TabProps as RACTabProps,
  type TabsProps as RACTabsProps,
} from 'react-aria-components';
import * as styles from './Tabs.css';

export type TabsProps = Omit<RACTabsProps, 'className' | 'style'>;
export interface TabListProps<T> extends Omit<RACTabListProps<T>, 'className' | 'style' | 'aria-label'> {
  /** Names the tab list (e.g. "Vehicle details"). */
  'aria-label': string;
}
export type TabProps = Omit<RACTabProps, 'className' | 'style'>;
export type TabPanelProps = Omit<RACTabPanelProps, 'className' | 'style'>;

/** Tabs on react-aria-components: arrows move between tabs, Home/End jump, Tab goes to the panel. */
export function Tabs(props: TabsProps) {
  return <RACTabs {...props} className={styles.tabs} />;
}

/**
 * The tabs stay on one row; when they do not fit (a phone, or zoom) the row scrolls sideways, and the
 * selected tab is brought into view (arrow keys move focus, which brings the focused tab into view).
 */
export function TabList<T extends object>(props: TabListProps<T>) {
  const ref = useRef<HTMLDivElement>(null);
  const selectedKey = useContext(TabListStateContext)?.selectedKey;
  useEffect(() => {
    // After the tabs are in the page: react-aria renders a collection's items after its container.
    const frame = requestAnimationFrame(() => {
      const list = ref.current;
      const tab = list?.querySelector('[aria-selected="true"]');
      if (!list || !tab) return;
      // Scrolls the row alone, not the page.
      const [outer, inner] = [list.getBoundingClientRect(), tab.getBoundingClientRect()];
      if (inner.left < outer.left) list.scrollLeft -= outer.left - inner.left;
      else if (inner.right > outer.right) list.scrollLeft += inner.right - outer.right;
    });
    return () => cancelAnimationFrame(frame);
  }, [selectedKey]);
  return <RACTabList {...props} ref={ref} className={styles.tabList} />;
}

export function Tab(props: TabProps) {
  return <RACTab {...props} className={styles.tab} />;
}

export function TabPanel(props: TabPanelProps) {
  return <RACTabPanel {...props} className={styles.tabPanel} />;
}
