import {
  Tab as RACTab,
  TabList as RACTabList,
  TabPanel as RACTabPanel,
  Tabs as RACTabs,
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

export function TabList<T extends object>(props: TabListProps<T>) {
  return <RACTabList {...props} className={styles.tabList} />;
}

export function Tab(props: TabProps) {
  return <RACTab {...props} className={styles.tab} />;
}

export function TabPanel(props: TabPanelProps) {
  return <RACTabPanel {...props} className={styles.tabPanel} />;
}
