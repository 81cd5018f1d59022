import { observer } from 'mobx-react-lite';
import { Alert, Button, Heading, Stack, Text } from '@ds';
import type { VehicleDetail } from '../../api/types';
import { useStores } from '../../stores/StoresContext';
import { FactList } from './FactList';
import { runningCosts } from './facts';
import { cleanAirVerdict, fuelCostBasisText } from './runningCostTexts';

/**
 * Road tax, insurance group, fuel or energy cost a year with what it assumed, economy and emissions,
 * and the ULEZ badge in words; `running-cost` explains each.
 */
export const RunningCostSection = observer(function RunningCostSection({ detail }: { detail: VehicleDetail }) {
  const { modal } = useStores();
  const verdict = cleanAirVerdict(detail);
  return (
    <section aria-labelledby="running-costs">
      <Stack space="small">
        <Heading level={2} size="large" id="running-costs">
          Running costs
        </Heading>
        <FactList facts={runningCosts(detail)} />
        {detail.FuelCost ? <Text tone="subtle">{fuelCostBasisText(detail.FuelCost)}</Text> : null}
        {verdict ? (
          <Alert tone={verdict.meets ? 'success' : 'warning'} title={verdict.title}>
            {verdict.detail}
          </Alert>
        ) : null}
        <div>
          <Button variant="tertiary" size="small" onPress={() => modal.open('running-cost', { vehicle: detail })}>
            What these figures mean
          </Button>
        </div>
      </Stack>
    </section>
  );
});
