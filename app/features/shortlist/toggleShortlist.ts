import type { VehicleCard } from '../../api/types';
import { loadShortlistStore } from '../../stores/loaders';
import type { RootStore } from '../../stores/RootStore';

/** A card's heart was pressed: the shortlist's toggle, once its code has loaded. */
export function toggleShortlist(root: RootStore, card: VehicleCard) {
  root.load(loadShortlistStore).then(
    (shortlist) => shortlist.toggle(card),
    () =>
      root.toasts.show('We could not update your shortlist', {
        description: 'Check your internet connection, then try again.',
        tone: 'critical',
        group: 'shortlist',
      }),
  );
}
