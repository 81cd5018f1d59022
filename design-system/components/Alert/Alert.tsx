import type { ReactNode } from 'react';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/icons';
import { IconButton } from '../IconButton/IconButton';
import { Link } from '../Link/Link';
import * as styles from './Alert.css';

export const alertTones = ['info', 'success', 'warning', 'critical'] as const;
type AlertTone = (typeof alertTones)[number];

/** Each tone's icon and the word a screen reader hears for it, so the tone never rests on colour. */
const alertToneIcons = {
  info: { icon: 'info', label: 'Information' },
  success: { icon: 'success', label: 'Success' },
  warning: { icon: 'warning', label: 'Warning' },
  critical: { icon: 'error', label: 'Error' },
} as const satisfies Record<AlertTone, { icon: IconName; label: string }>;

export interface AlertProps {
  /** What the banner says in a few words: "Your search has been saved". */
  title: string;
  /** The detail, a sentence or two; may hold links. */
  children?: ReactNode;
  /**
   * What the news means, each with its own icon: info (something to know), success (it worked), warning
   * (something to check before going on), critical (it did not work or cannot be done).
   */
  tone?: AlertTone;
  /**
   * Makes the title a heading of this level, for a banner people should be able to jump to by its
   * heading (one that opens a page's main content). Without it the title is bold text, which leaves the
   * page's outline as it is.
   */
  headingLevel?: 2 | 3 | 4;
  /** One next step, as a link: "View your saved searches". */
  action?: { label: string; href: string };
  /** Shows a Dismiss button; the page removes the banner and moves focus on (to the page's heading). */
  onDismiss?: () => void;
  /**
   * The banner appeared after the page loaded, because of something the person did: it is announced
   * (critical as an alert, the other tones as a status). Leave it off for a banner that comes with
   * the page, which is read in its place.
   */
  isLive?: boolean;
}

/**
 * An inline banner: news about the page or what the person just did, in one of four tones, each with
 * its own icon. It stays until the page changes or the person dismisses it (a toast is for a moment).
 */
export function Alert({ title, children, tone = 'info', headingLevel, action, onDismiss, isLive = false }: AlertProps) {
  const { icon, label } = alertToneIcons[tone];
  const Title = headingLevel ? (`h${headingLevel}` as const) : 'p';
  const role = isLive ? (tone === 'critical' ? 'alert' : 'status') : undefined;
  return (
    <div role={role} className={styles.root({ tone })}>
      <span className={styles.icon}>
        <Icon name={icon} label={label} />
      </span>
      <div className={styles.content}>
        <Title className={styles.title}>{title}</Title>
        {children ? <div className={styles.body}>{children}</div> : null}
        {action ? (
          <p className={styles.action}>
            <Link href={action.href} variant="standalone">
              {action.label}
            </Link>
          </p>
        ) : null}
      </div>
      {onDismiss ? (
        <span className={styles.dismiss}>
          <IconButton label={`Dismiss: ${title}`} icon="close" onPress={onDismiss} />
        </span>
      ) : null}
    </div>
  );
}
