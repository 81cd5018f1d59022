import { lazy, Suspense, useRef } from 'react';
import { Heading, Stack, Text } from '@ds';
import type { VehicleDetail } from '../../../api/types';
import { useNearView } from '../../../lib/useNearView';
import * as styles from './HistorySection.css';

const HistoryDetails = lazy(() => import('./HistoryDetails'));

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
