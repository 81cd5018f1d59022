import { useEffect, useState, type RefObject } from 'react';

/** How near the screen a part below the fold starts loading its code: about a screen ahead of a reader. */
const loadMargin = '600px';

/**
 * True once the element is within `loadMargin` of the viewport (at once where there is no
 * IntersectionObserver), so a part below the fold loads its code as a reader nears it, not on the first visit.
 */
export function useNearView(ref: RefObject<HTMLElement | null>): boolean {
  const [isNear, setIsNear] = useState(false);
  useEffect(() => {
    if (isNear) return;
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setIsNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setIsNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: loadMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, isNear]);
  return isNear;
}
