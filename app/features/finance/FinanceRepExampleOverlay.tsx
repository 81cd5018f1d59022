import { Stack, Text } from '@ds';
import { OverlayLayout } from '../../overlays/OverlayLayout';
import type { OverlayProps } from '../../overlays/types';
import { CommissionDisclosure } from './CommissionDisclosure';
import { RepresentativeExample } from './RepresentativeExample';

/** `finance-rep-example`: a representative example in full, and what "representative" means. */
export default function FinanceRepExampleOverlay({ data, close }: OverlayProps<'finance-rep-example'>) {
  return (
    <OverlayLayout title="Representative example" close={close}>
      <Stack space="medium">
        {data.vehicleTitle ? <Text tone="subtle">{data.vehicleTitle}</Text> : null}
        <Text>
          A representative example shows what a typical customer would pay. At least 51% of people who take out this
          finance are expected to get the representative APR or a lower one; the rate you are offered depends on your
          circumstances and is confirmed by the lender before you sign.
        </Text>
        <RepresentativeExample example={data.example} monthlyPayment={data.monthlyPayment} />
        <CommissionDisclosure lender={data.example.Lender} />
      </Stack>
    </OverlayLayout>
  );
}
