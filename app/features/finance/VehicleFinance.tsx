import { observer } from 'mobx-react-lite';
import { Button, formatPrice, Heading, Inline, Link, Stack, Text } from '@ds';
import { financeApplies, minimumCredit } from '@domain/finance';
import type { VehicleDetail } from '../../api/types';
import { useStores } from '../../stores/StoresContext';
import { CommissionDisclosure } from './CommissionDisclosure';
import { FinanceHelp } from './FinanceHelp';
import { notACreditSearch, PcpEnd } from './PcpEnd';
import { RepresentativeExample } from './RepresentativeExample';

/** The calculator, started at this vehicle's price (inc. VAT: what a lender finances). */
const calculatorHref = (price: number) => `/car-finance-calculator/?price=${Math.round(price)}`;

/** The calculator as a PCP on this car: its price, and the age and mileage its PCP example was set for. */
const pcpCalculatorHref = (pcp: NonNullable<VehicleDetail['FinancePCP']>) =>
  `${calculatorHref(pcp.CashPrice)}&deposit=${pcp.Deposit}&term=${pcp.Over}` +
  `&agreement=pcp&age=${pcp.VehicleAge ?? 0}&mileage=${pcp.VehicleMileage ?? 0}`;

const pcpNotOffered =
  'PCP is not offered on this car: it is for cars up to 8 years old and 100,000 miles at the end of the agreement.';

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
  const pcp = detail.FinancePCP;
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
            {pcp ? (
              <>
                <RepresentativeExample example={pcp} id="finance-pcp" />
                <PcpEnd example={pcp} headingLevel={4} />
                <FinanceHelp
                  example={pcp}
                  vehicleTitle={card.Title}
                  explainLabel="What this PCP example means"
                  explainOnly
                />
              </>
            ) : (
              <Text size="small">{pcpNotOffered}</Text>
            )}
            <Text size="small">{notACreditSearch}</Text>
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
            {pcp ? (
              <>
                {' '}
                or <Link href={pcpCalculatorHref(pcp)}>your own PCP on this car</Link>
              </>
            ) : null}
          </Text>
        ) : null}
      </Stack>
    </section>
  );
});
