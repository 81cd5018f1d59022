import { Stack } from '@ds';
import { OverlayLayout } from '../OverlayLayout';
import type { OverlayProps } from '../types';

/** `modal-list`: a title and a list (e.g. a vehicle's equipment). Data: `title`, `items`. */
export default function ListOverlay({ data, close }: OverlayProps<'modal-list'>) {
  return (
    <OverlayLayout title={data.title ?? 'Details'} close={close}>
      <Stack as="ul" space="xsmall">
        {data.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </Stack>
    </OverlayLayout>
  );
}
