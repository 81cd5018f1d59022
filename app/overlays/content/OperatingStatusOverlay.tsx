import { OverlayLayout } from '../OverlayLayout';
import type { OverlayProps } from '../types';
import { HoursTable, readHours } from './DealerHours';

/** `operating-status`: whether the dealer is open now, and its hours. Data: `dealerName`, `isOpen`, `hours`. */
export default function OperatingStatusOverlay({ data, close }: OverlayProps<'operating-status'>) {
  const dealerName = data.dealerName ?? 'this dealer';
  const isOpen = data.isOpen === true;
  return (
    <OverlayLayout title={isOpen ? `${dealerName} is open now` : `${dealerName} is closed now`} close={close}>
      <HoursTable hours={readHours(data.hours)} dealerName={dealerName} />
    </OverlayLayout>
  );
}
