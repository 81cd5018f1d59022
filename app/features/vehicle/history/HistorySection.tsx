import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Heading, Stack, Text } from '@ds';
import type { VehicleDetail } from '../../../api/types';
import * as styles from './HistorySection.css';

const HistoryDetails = lazy(() => import('./HistoryDetails'));

/** How near the screen the section's code starts loading. */
const loadMargin = '600px';

/** True once the element is within `loadMargin` of the viewport (at once where there is no IntersectionObserver). */
function useNearView(ref: React.RefObject<HTMLElement | null>) {
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

/**
 * The vehicle page's History section: its heading at once, its content (the check, the MOT timeline as
 * a chart and a table, each test's defects) in a chunk of its own, loaded as the section nears the
 * screen, so the first visit does not fetch it.
 */
export function HistorySection({ detail }: { detail: VehicleDetail }) {
  const ref = useRef<HTMLElement>(null);
  const isNear = useNearView(ref);
  const history = detail.History;
  const loading = <Text>Loading the vehicle’s history…</Text>;
  return (
    <section aria-labelledby="history" ref={ref} className={styles.root}>
      <Stack space="small">
        <Heading level={2} size="large" id="history">
          History
        </Heading>
        {!history ? (
          <Text>The dealer has not given this vehicle’s history. Ask them for its MOT and history check.</Text>
        ) : isNear ? (
          <Suspense fallback={loading}>
            <HistoryDetails history={history} />
          </Suspense>
        ) : (
          loading
        )}
      </Stack>
    </section>
  );
}
