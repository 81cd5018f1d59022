import { Stack, Text } from '@ds';
import { OverlayLayout } from '../../overlays/OverlayLayout';
import type { OverlayProps } from '../../overlays/types';
import { creditPartner } from '../shell/legal';
import { CommissionDisclosure } from './CommissionDisclosure';

/** `carmoney`: checking eligibility with our credit partner, what happens next, and how we are paid. */
export default function CarMoneyOverlay({ data, close }: OverlayProps<'carmoney'>) {
  return (
    <OverlayLayout title={`Check your eligibility with ${creditPartner}`} close={close}>
      <Stack space="medium">
        {data.vehicleTitle ? <Text tone="subtle">{data.vehicleTitle}</Text> : null}
        <Text>
          {creditPartner} is our credit partner, authorised and regulated by the Financial Conduct Authority. They
          search lenders on the whole of their panel to find finance for you.
        </Text>
        <Text>
          Checking your eligibility uses a soft search: it does not affect your credit score and other lenders cannot
          see it. A full credit check is made only if you go on to apply.
        </Text>
        <Text>
          You will need your address history for the last 3 years, your employment details and your monthly income and
          outgoings. {creditPartner} will tell you which lenders are likely to accept you and at what rate, and the
          dealer completes the sale when your finance is approved.
        </Text>
        <Text>Finance is subject to status and available to UK residents aged 18 and over.</Text>
        <CommissionDisclosure />
      </Stack>
    </OverlayLayout>
  );
}
