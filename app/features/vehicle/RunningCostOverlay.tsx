import { Stack, Text } from '@ds';
import { insuranceGroupTop } from '@domain/insuranceGroups';
import { vehicleTypeOfCode } from '@domain/vehicleTypes';
import { OverlayLayout } from '../../overlays/OverlayLayout';
import type { OverlayProps } from '../../overlays/types';
import { runningCosts } from './facts';
import { FactList } from './FactList';
import { cleanAirVerdict, fuelCostBasisText, runningCostExplanations } from './runningCostTexts';

/** `running-cost`: what this vehicle costs to run, and what each figure means. */
export default function RunningCostOverlay({ data, close }: OverlayProps<'running-cost'>) {
  const { VehicleType, BodyStyle, Title } = data.vehicle.Vehicle;
  const verdict = cleanAirVerdict(data.vehicle);
  const cost = data.vehicle.FuelCost;
  return (
    <OverlayLayout title="Running costs" close={close}>
      <Stack space="medium">
        <Text tone="subtle">{Title}</Text>
        <FactList facts={runningCosts(data.vehicle)} layout="rows" />
        {cost ? <Text>{fuelCostBasisText(cost)}</Text> : null}
        {verdict ? <Text weight="strong">{verdict.title}.</Text> : null}
        {runningCostExplanations(insuranceGroupTop(vehicleTypeOfCode(VehicleType), BodyStyle)).map((text) => (
          <Text key={text}>{text}</Text>
        ))}
      </Stack>
    </OverlayLayout>
  );
}
