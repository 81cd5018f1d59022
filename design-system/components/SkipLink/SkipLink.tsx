import { Button as RACButton } from 'react-aria-components';
import * as styles from './SkipLink.css';

export interface SkipLinkProps {
  /** The id of the element to move focus to: the page's <main>. */
  targetId: string;
  /** The text; 'Skip to main content' by default. */
  children?: string;
}

/**
 * The first focusable control on every page: hidden until focused, it moves focus to the main
 * content, past the header and navigation (WCAG 2.4.1).
 */
export function SkipLink({ targetId, children = 'Skip to main content' }: SkipLinkProps) {
  return (
    <RACButton
      className={styles.root}
      onPress={() => {
        const target = document.getElementById(targetId);
        if (!target) return;
        if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
        target.focus();
        target.scrollIntoView?.();
      }}
    >
      {children}
    </RACButton>
  );
}
