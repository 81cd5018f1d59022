import { observer } from 'mobx-react-lite';
import { ToggleButton } from '@ds';
import type { VehicleCard } from '../../api/types';
import { useStores } from '../../stores/StoresContext';
import { toggleShortlist } from './toggleShortlist';
import { useShortlist } from './useShortlist';

/**
 * The shortlist heart with its word, for a page about one vehicle: pressed while shortlisted
 * (aria-pressed), named for the vehicle ('Shortlist Ford Fiesta ...').
 */
export const ShortlistToggle = observer(function ShortlistToggle({ card }: { card: VehicleCard }) {
  const root = useStores();
  const shortlist = useShortlist({ always: true });
  return (
    <ToggleButton
      icon="heart"
      aria-label={`Shortlist ${card.Title}`}
      isSelected={shortlist?.has(card.VehicleId) ?? false}
      onChange={() => toggleShortlist(root, card)}
    >
      Shortlist
    </ToggleButton>
  );
});
