import { Stack, Text } from '@ds';
import { OverlayLayout } from '../OverlayLayout';
import type { OverlayProps } from '../types';

/** `online-dealer` and `online-dealership`: what buying from a dealer that sells online means. Data: `dealerName`. */
export default function OnlineDealerOverlay({ data, close }: OverlayProps<'online-dealer' | 'online-dealership'>) {
  const dealerName = data.dealerName ?? 'This dealer';
  return (
    <OverlayLayout title="Buy online from this dealer" close={close}>
      <Stack space="medium">
        <Text>{dealerName} sells online: you can reserve, buy and arrange finance without visiting.</Text>
        <Stack as="ul" space="xsmall">
          <li>Home delivery to most of mainland UK, or collect from the dealer</li>
          <li>At least 14 days to return the vehicle if you change your mind (Consumer Contracts Regulations)</li>
          <li>Part exchange valued online, with the price agreed before delivery</li>
        </Stack>
      </Stack>
    </OverlayLayout>
  );
}
