import { Stack, Text } from '@ds';
import { OverlayLayout } from '../OverlayLayout';
import type { OverlayProps } from '../types';
import { HoursTable, readHours } from './DealerHours';

/**
 * `out-of-hours` and `out-of-hours-overlay`: the dealer's phones are closed; say when they open and
 * that a message can be sent now. Data: `dealerName`, `opensAt`, `hours`.
 */
export default function OutOfHoursOverlay({ data, close }: OverlayProps<'out-of-hours' | 'out-of-hours-overlay'>) {
  const dealerName = data.dealerName ?? 'The dealer';
  const opensAt = data.opensAt ?? '';
  return (
    <OverlayLayout title="The dealer is closed right now" close={close}>
      <Stack space="medium">
        <Text>
          {dealerName} is not answering the phone at the moment{opensAt ? ` and opens again ${opensAt}` : ''}. You can
          still send a message: the dealer will reply when they open.
        </Text>
        <HoursTable hours={readHours(data.hours)} dealerName={dealerName} />
      </Stack>
    </OverlayLayout>
  );
}
