import { Heading, Stack, Text } from '@ds';
import { OverlayLayout } from '../../overlays/OverlayLayout';
import type { OverlayProps } from '../../overlays/types';
import { paragraphs } from './text';

/** `vehicle-description`: the dealer's whole description and the features it lists. */
export default function VehicleDescriptionOverlay({ data, close }: OverlayProps<'vehicle-description'>) {
  const { Vehicle: card, Description, Features } = data.vehicle;
  return (
    <OverlayLayout title={`About this ${card.Manufacturer} ${card.Model}`} close={close}>
      <Stack space="medium">
        {paragraphs(Description).map((paragraph, index) => (
          <Text key={index}>{paragraph}</Text>
        ))}
        {Features.length > 0 ? (
          <Stack space="small">
            <Heading level={3} size="standard">
              Features
            </Heading>
            <ul>
              {Features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          </Stack>
        ) : null}
      </Stack>
    </OverlayLayout>
  );
}
