import { Link, Stack, Text } from '@ds';
import { creditPartner } from '../shell/legal';

/**
 * What a consumer is owed next to every finance figure: who pays the broker, and whether that can
 * change the rate (FCA CONC 4.5.3R, and the FCA's 2025 motor finance commission rules), in plain words
 * and with a link to the full terms. It agrees with the footer's legal text (requirements 1.3): our
 * credit partner is a broker and pays our commission; the only lender named is the example's own
 * (`lender`, beside a representative example).
 */
export function CommissionDisclosure({ lender }: { lender?: string }) {
  return (
    <div>
      <Stack space="xsmall">
        <Text size="small" weight="strong">
          How we are paid
        </Text>
        <Text size="small">
          Forecourt is a credit broker, not a lender. We introduce you to {creditPartner}, also a broker, not a lender,
          which pays us a fixed commission for each introduction.
          {lender ? ` This example's lender is ${lender}.` : ''} Because it is fixed, it does not change the rate you
          are offered, and you do not pay any more because of it. A dealer may also be paid commission by a lender: ask
          the dealer how much before you sign, as it can affect the rate.
        </Text>
        <Text size="small">
          <Link href="/terms-of-use/">Read the full terms of our credit broking</Link>
        </Text>
      </Stack>
    </div>
  );
}
