import type { ReactNode, Ref } from 'react';
import { Link as RACLink, type LinkProps as RACLinkProps } from 'react-aria-components';
import { Icon } from '../Icon/Icon';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './Link.css';

export const linkVariants = ['standard', 'subtle', 'standalone'] as const;
type LinkVariant = (typeof linkVariants)[number];

export interface LinkProps extends Omit<RACLinkProps, 'className' | 'style' | 'children' | 'target'> {
  /** The link text: where it goes, making sense out of context ("See all used cars"). */
  children: ReactNode;
  /** standard: underlined, in text; subtle: text colour, for lists of links; standalone: a link on its own line, bold. */
  variant?: LinkVariant;
  /**
   * An address on another site: opens in a new tab, says so to screen readers ("opens in new tab")
   * and shows an external icon. Internal links navigate through the app's router (RouterProvider).
   */
  isExternal?: boolean;
  /** The anchor, e.g. to move focus to a link that replaces the button that revealed it. */
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link on react-aria-components' Link. Internal hrefs go through react-aria's RouterProvider (the
 * app sets it up with react-router), so they navigate without a page load.
 */
export function Link({ children, variant = 'standard', isExternal = false, rel, ...props }: LinkProps) {
  const external = isExternal ? { target: '_blank', rel: rel ?? 'noopener noreferrer' } : { rel };
  return (
    <RACLink {...props} {...external} className={styles.root({ variant })}>
      {children}
      {isExternal ? (
        <>
          {/* A word joiner and no wrapping inside: the icon stays on the line of the last word (hidden, so the name has no joiner). */}
          <span className={styles.externalIcon} aria-hidden="true">
            {'\u2060'}
            <Icon name="external" size="small" />
          </span>
          <VisuallyHidden> (opens in new tab)</VisuallyHidden>
        </>
      ) : null}
    </RACLink>
  );
}
