import { useSyncExternalStore } from 'react';
import { UNSAFE_PortalProvider as PortalProvider } from 'react-aria';
import {
  Button as RACButton,
  Text as RACText,
  UNSTABLE_Toast as RACToast,
  UNSTABLE_ToastContent as RACToastContent,
  UNSTABLE_ToastQueue as RACToastQueue,
  UNSTABLE_ToastRegion as RACToastRegion,
} from 'react-aria-components';
import { toastTimeouts } from '../../tokens/tokens';
import { Icon } from '../Icon/Icon';
import * as styles from './Toast.css';

type ToastPlacement = 'bottom' | 'top';
type ToastTone = 'success' | 'neutral' | 'critical';

export interface ToastContent {
  title: string;
  description?: string;
  tone: ToastTone;
  /** One action, e.g. "View" opening the shortlist; pressing it also closes the toast. */
  action?: { label: string; onAction: () => void };
}

export type ToastQueue = RACToastQueue<ToastContent>;

/** A queue of toasts; the app keeps one and renders one ToastRegion for it. */
export function createToastQueue(maxVisibleToasts = 3): ToastQueue {
  return new RACToastQueue<ToastContent>({ maxVisibleToasts });
}

/**
 * Queues a toast. It stays for its time (requirements 9.6) unless given another: 2000 ms for
 * success, 4000 ms for the others (shortlist); pass `toastTimeouts.general` (5000 ms) elsewhere.
 * Hover or focus pauses it.
 */
export function showToast(queue: ToastQueue, content: ToastContent, timeout?: number): string {
  return queue.add(content, {
    timeout: timeout ?? (content.tone === 'success' ? toastTimeouts.success : toastTimeouts.other),
  });
}

export interface ToastRegionProps {
  /** The queue that toasts are shown from (one per page). */
  queue: ToastQueue;
  /** Names the landmark; "Notifications" by default. */
  'aria-label'?: string;
  /** Where the toasts show: the viewport's bottom centre (default), or the top centre of its container. */
  placement?: ToastPlacement;
  /**
   * Gives the element the region is drawn in (the document's body when not given, or when it gives
   * null). At the top, the app's own: e.g. a sticky line under its header, so toasts show under the
   * header while it is in view.
   */
  getContainer?: () => HTMLElement | null;
}

/**
 * The toast landmark at the bottom centre (or the top), on react-aria-components' (UNSTABLE_) ToastRegion: each toast
 * is announced, F6 reaches the region (so a toast's action is reachable by keyboard before it times
 * out, the timer pausing while focus is inside), and focus is restored when the last toast goes.
 */
export function ToastRegion({
  queue,
  'aria-label': label = 'Notifications',
  placement = 'bottom',
  getContainer,
}: ToastRegionProps) {
  // React Aria registers the region as a landmark (what F6 moves to) when it mounts, but renders the
  // region only while it holds a toast: mounted empty, it is never registered and F6 finds nothing.
  // A new region each time the first toast arrives registers with its element there.
  const hasToasts = useSyncExternalStore(
    (onChange) => queue.subscribe(onChange),
    () => queue.visibleToasts.length > 0,
    () => false,
  );
  const region = (
    <RACToastRegion
      key={hasToasts ? 'toasts' : 'empty'}
      queue={queue}
      aria-label={label}
      className={styles.region({ placement })}
    >
      {({ toast }) => (
        <RACToast toast={toast} className={styles.toast({ tone: toast.content.tone })}>
          <Icon
            name={toast.content.tone === 'critical' ? 'error' : toast.content.tone === 'success' ? 'success' : 'info'}
          />
          <RACToastContent className={styles.content}>
            <RACText slot="title" className={styles.title}>
              {toast.content.title}
            </RACText>
            {toast.content.description ? (
              <RACText slot="description" className={styles.description}>
                {toast.content.description}
              </RACText>
            ) : null}
          </RACToastContent>
          {toast.content.action ? (
            <RACButton
              className={styles.action}
              onPress={() => {
                toast.content.action?.onAction();
                queue.close(toast.key);
              }}
            >
              {toast.content.action.label}
            </RACButton>
          ) : null}
          <RACButton slot="close" aria-label="Dismiss" className={styles.dismiss}>
            <Icon name="close" size="small" />
          </RACButton>
        </RACToast>
      )}
    </RACToastRegion>
  );
  return getContainer ? (
    <PortalProvider getContainer={() => getContainer() ?? document.body}>{region}</PortalProvider>
  ) : (
    region
  );
}
