import { reaction } from 'mobx';
import { useEffect, useMemo } from 'react';
import { createToastQueue, ToastRegion } from '@ds';
import { useStores } from '../../stores/StoresContext';

/**
 * The one toast region, bottom centre (design system ToastRegion on react-aria): it shows the toast
 * store's toasts, announces each, times it out (pausing on hover and focus; a toast without a timeout
 * stays until dismissed) and dismisses it from the store when it closes.
 */
export function ToastHost() {
  const { toasts } = useStores();
  const queue = useMemo(() => createToastQueue(), []);

  useEffect(() => {
    const keys = new Map<number, string>();
    const stop = reaction(
      () => toasts.toasts.slice(),
      (list) => {
        const ids = new Set(list.map((toast) => toast.id));
        for (const toast of list) {
          if (keys.has(toast.id)) continue;
          const key = queue.add(
            {
              title: toast.message,
              tone: toast.tone,
              ...(toast.description ? { description: toast.description } : {}),
              ...(toast.action ? { action: toast.action } : {}),
            },
            { ...(toast.timeout === null ? {} : { timeout: toast.timeout }), onClose: () => toasts.dismiss(toast.id) },
          );
          keys.set(toast.id, key);
        }
        for (const [id, key] of keys) {
          if (ids.has(id)) continue;
          queue.close(key);
          keys.delete(id);
        }
      },
      { fireImmediately: true },
    );
    return stop;
  }, [queue, toasts]);

  return <ToastRegion queue={queue} />;
}

export default ToastHost;
