import type { ReactNode } from 'react';
import {
  Button as RACButton,
  Disclosure as RACDisclosure,
  DisclosurePanel as RACDisclosurePanel,
  type DisclosureProps as RACDisclosureProps,
} from 'react-aria-components';
import { Icon } from '../Icon/Icon';
import * as styles from './Disclosure.css';

export interface DisclosureProps extends Omit<RACDisclosureProps, 'className' | 'style' | 'children'> {
  /** The trigger's text while collapsed, e.g. "More options". */
  label: string;
  /** The trigger's text while expanded, e.g. "Hide More options"; the label when omitted. */
  expandedLabel?: string;
  /** The content shown while expanded. */
  children: ReactNode;
}

/**
 * Shows and hides a section (the search panel's "More options" / "Hide More options"), on
 * react-aria-components' Disclosure: the trigger announces aria-expanded and controls the panel.
 */
export function Disclosure({ label, expandedLabel, children, ...props }: DisclosureProps) {
  return (
    <RACDisclosure {...props} className={styles.root}>
      {({ isExpanded }) => (
        <>
          <RACButton slot="trigger" className={styles.trigger}>
            <Icon name={isExpanded ? 'chevronUp' : 'chevronDown'} size="small" />
            {isExpanded ? (expandedLabel ?? label) : label}
          </RACButton>
          <RACDisclosurePanel className={styles.panel}>{children}</RACDisclosurePanel>
        </>
      )}
    </RACDisclosure>
  );
}
