import { observer } from 'mobx-react-lite';
import { Button, formatPrice, Heading, Inline, Link, Stack, Text } from '@ds';
import { financeApplies, minimumCredit } from '@domain/finance';
import type { VehicleDetail } from '../../api/types';
import { useStores } from '../../stores/StoresContext';
import { CommissionDisclosure } from './CommissionDisclosure';
import { FinanceHelp } from './FinanceHelp';
import { RepresentativeExample } from './RepresentativeExample';

/** The calculator, started at this vehicle's price (inc. VAT: what a lender finances). */
const calculatorHref = (price: number) => `/car-finance-calculator/?price=${Math.round(price)}`;

/**
 * The vehicle page's finance section: the dealer's representative example in full (every item equally
 * prominent, FCA CONC 3.5.5R), how we are paid, what the terms mean (`finance-terms`), how finance works
 * (`finance-explained`), the example on its own (`finance-rep-example`), checking eligibility with our
 * credit partner (`carmoney`) and the calculator at this vehicle's price.
 */
export const VehicleFinance = observer(function VehicleFinance({ detail }: { detail: VehicleDetail }) {
  const { modal } = useStores();
  const card = detail.Vehicle;
  const example = detail.Finance;
  // Less than the least the lender lends, even with no deposit: nothing to work out (requirements 3.17).
  const financeable = financeApplies(card.GBPPriceIncVAT, 0);
  return (
    <section aria-labelledby="finance">
      <Stack space="medium">
        <Heading level={2} size="large" id="finance">
          Finance
        </Heading>
        {example && !card.Sold ? (
          <>
            <RepresentativeExample example={example} />
            <FinanceHelp example={example} vehicleTitle={card.Title} />
            <CommissionDisclosure lender={example.Lender} />
            <Inline space="small">
              <Button variant="secondary" onPress={() => modal.open('carmoney', { vehicleTitle: card.Title })}>
                Check your eligibility
              </Button>
            </Inline>
          </>
        ) : (
          <Text>
            {card.Sold
              ? 'This vehicle has been sold, so it has no finance example.'
              : financeable
                ? 'The dealer has not given a finance example for this vehicle.'
                : `Finance is not available on this vehicle: the least our lender lends is ${formatPrice(minimumCredit)}, and its price is ${formatPrice(card.GBPPriceIncVAT)}.`}
          </Text>
        )}
        {financeable ? (
          <Text>
            <Link href={calculatorHref(card.GBPPriceIncVAT)}>Work out your own monthly payments</Link>
          </Text>
        ) : null}
      </Stack>
    </section>
  );
});
