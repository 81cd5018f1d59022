import { Stack, Text } from '@ds';
import { OverlayLayout } from '../OverlayLayout';
import type { OverlayProps } from '../types';

/** `finance-explained`: hire purchase and personal contract purchase in plain words. */
export default function FinanceExplainedOverlay({ close }: OverlayProps<'finance-explained'>) {
  return (
    <OverlayLayout title="Car finance explained" close={close}>
      <Stack space="medium">
        <Text>
          <strong>Hire purchase (HP):</strong> pay a deposit, then fixed monthly payments. When the last payment is
          made, the vehicle is yours.
        </Text>
        <Text>
          <strong>Personal contract purchase (PCP):</strong> lower monthly payments, with a larger optional final
          payment. At the end you can pay it and keep the vehicle, hand the vehicle back, or use any equity towards your
          next one. Mileage limits apply.
        </Text>
        <Text>
          Monthly costs on Forecourt are representative examples from our credit broker partners. Your own rate depends
          on your circumstances and is confirmed by the lender.
        </Text>
      </Stack>
    </OverlayLayout>
  );
}
