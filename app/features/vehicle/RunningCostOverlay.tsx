import { Stack, Text } from '@ds';
import { insuranceGroupScale, insuranceGroupTop } from '@domain/insuranceGroups';
import { vehicleTypeOfCode } from '@domain/vehicleTypes';
import { OverlayLayout } from '../../overlays/OverlayLayout';
import type { OverlayProps } from '../../overlays/types';
import { runningCosts } from './facts';
import { FactList } from './FactList';
import { cleanAirVerdict, fuelCostBasisText, minimumWords } from './runningCostTexts';

/** What each figure means, one a figure (the section's words come from runningCostTexts.ts). */
const runningCostExplanations = (insuranceTop: number) => [
  'Road tax is the yearly vehicle excise duty at the rates from April 2025, as a buyer pays it on taxing this vehicle; it can change when the rates do.',
  "Fuel economy is the manufacturer's official combined figure: real driving usually uses a little more.",
  "The fuel or electricity cost is worked out at the Department for Transport's average mileage for a car and the prices stated with it; yours depends on how far and how you drive.",
  `${
    insuranceTop === insuranceGroupScale.car
      ? `Insurance groups run from 1 (cheapest to insure) to ${insuranceTop}.`
      : `Vans have their own insurance groups, from 1 (cheapest to insure) to ${insuranceTop}.`
  } Your premium also depends on you, where you live and the cover you choose.`,
  `London's Ultra Low Emission Zone and England's clean air zones let in without a daily charge electric vehicles, petrol engines of ${minimumWords.petrol} or later and diesels of ${minimumWords.diesel} or later. The Euro standard here is the one every new vehicle had to meet when this one was first registered; it may meet a later one, so check its registration with TfL before you rely on it.`,
];

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
