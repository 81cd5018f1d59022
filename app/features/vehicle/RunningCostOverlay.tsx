import { Stack, Text } from '@ds';
import { insuranceGroupScale, insuranceGroupTop } from '@domain/insuranceGroups';
import { OverlayLayout } from '../../overlays/OverlayLayout';
import type { OverlayProps } from '../../overlays/types';
import { runningCosts } from './facts';
import { FactList } from './FactList';
import { vehicleTypeOfCode } from '@domain/vehicleTypes';

/** `running-cost`: what this vehicle costs to run, and what each figure means. */
export default function RunningCostOverlay({ data, close }: OverlayProps<'running-cost'>) {
  const { VehicleType, BodyStyle } = data.vehicle.Vehicle;
  const top = insuranceGroupTop(vehicleTypeOfCode(VehicleType), BodyStyle);
  return (
    <OverlayLayout title="Running costs" close={close}>
      <Stack space="medium">
        <Text tone="subtle">{data.vehicle.Vehicle.Title}</Text>
        <FactList facts={runningCosts(data.vehicle)} layout="rows" />
        <Text>
          Road tax is the yearly vehicle excise duty for this vehicle as it is taxed now; it can change when the vehicle
          is sold or the rates change.
        </Text>
        <Text>
          Fuel economy is the manufacturer&apos;s official combined figure: real driving usually uses a little more.
        </Text>
        <Text>
          {top === insuranceGroupScale.car
            ? `Insurance groups run from 1 (cheapest to insure) to ${top}.`
            : `Vans have their own insurance groups, from 1 (cheapest to insure) to ${top}.`}{' '}
          Your premium also depends on you, where you live and the cover you choose.
        </Text>
        <Text>
          ULEZ compliant vehicles can drive in London&apos;s Ultra Low Emission Zone and similar clean air zones without
          a daily charge.
        </Text>
      </Stack>
    </OverlayLayout>
  );
}
