import { reaction } from 'mobx';
import { useEffect, useMemo, type RefObject } from 'react';
import { createToastQueue, ToastRegion, type ToastQueue } from '@ds';
import type { Toast } from '../../stores/ToastStore';
import { useStores } from '../../stores/StoresContext';

/**
 * The toast regions (design system ToastRegion on react-aria): the shortlist's at the top, hung from
 * the layout's line under the header (`topLine`), one toast at a time, clear of the result cards' hearts (decision 0095); every other toast at
 * the bottom centre. Each shows the toast store's toasts, announces each, times it out (pausing on
 * hover and focus; a toast without a timeout stays until dismissed) and dismisses it from the store
 * when it closes.
 */
export function ToastHost({ topLine }: { topLine?: RefObject<HTMLElement | null> }) {
  const { toasts } = useStores();
  const general = useMemo(() => createToastQueue(), []);
  const shortlist = useMemo(() => createToastQueue(1), []);

  useEffect(() => {
    const shown = new Map<number, { queue: ToastQueue; key: string }>();
    const queueOf = (toast: Toast) => (toast.group === 'shortlist' ? shortlist : general);
    const stop = reaction(
      () => toasts.toasts.slice(),
      (list) => {
        const ids = new Set(list.map((toast) => toast.id));
        // Replaced toasts go before their successors arrive, so the region never holds both.
        for (const [id, { queue, key }] of shown) {
          if (ids.has(id)) continue;
          queue.close(key);
          shown.delete(id);
        }
        for (const toast of list) {
          if (shown.has(toast.id)) continue;
          const queue = queueOf(toast);
          const key = queue.add(
            {
              title: toast.message,
              tone: toast.tone,
              ...(toast.description ? { description: toast.description } : {}),
              ...(toast.action ? { action: toast.action } : {}),
            },
            { ...(toast.timeout === null ? {} : { timeout: toast.timeout }), onClose: () => toasts.dismiss(toast.id) },
          );
          shown.set(toast.id, { queue, key });
        }
      },
      { fireImmediately: true },
    );
    return stop;
  }, [general, shortlist, toasts]);

  return (
    <>
      <ToastRegion
        queue={shortlist}
        aria-label="Shortlist notifications"
        placement="top"
        getContainer={() => topLine?.current ?? null}
      />
      <ToastRegion queue={general} />
    </>
  );
}

export default ToastHost;
