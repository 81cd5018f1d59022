import { Text } from '@ds';
import { OverlayLayout } from '../../overlays/OverlayLayout';
import type { OverlayProps } from '../../overlays/types';
import { specification } from './facts';
import { FactList } from './FactList';

/** `vehicle-spec`: the full specification of the advert. */
export default function VehicleSpecOverlay({ data, close }: OverlayProps<'vehicle-spec'>) {
  return (
    <OverlayLayout title="Full specification" close={close}>
      <Text tone="subtle">{data.vehicle.Vehicle.Title}</Text>
      <FactList facts={specification(data.vehicle)} layout="rows" />
    </OverlayLayout>
  );
}
