import { Text } from '@ds';
import { OverlayLayout } from '../../overlays/OverlayLayout';
import type { OverlayProps } from '../../overlays/types';
import { ConsumerContactForm } from './ContactUsForms';

const title = 'Contact Forecourt';

/**
 * `forms/contact-page-consumer`: the contact page's form for people buying or selling, openable from
 * anywhere (e.g. the accessibility statement, with `topic: 'website'`). It shares its draft with the
 * page's form, so nothing typed in one is lost in the other.
 */
export default function ContactPageConsumerOverlay({ data, close }: OverlayProps<'forms/contact-page-consumer'>) {
  return (
    <OverlayLayout title={title} close={close} closeLabel={null}>
      <Text>
        A message to the Forecourt team. To ask about a vehicle, contact its dealer from the advert: they know it best.
      </Text>
      <ConsumerContactForm label={title} topic={data.topic} />
    </OverlayLayout>
  );
}
