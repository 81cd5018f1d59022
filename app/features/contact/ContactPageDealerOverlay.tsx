import { Text } from '@ds';
import { OverlayLayout } from '../../overlays/OverlayLayout';
import type { OverlayProps } from '../../overlays/types';
import { DealerContactForm } from './ContactUsForms';

const title = 'Contact our dealer team';

/**
 * `forms/contact-page-dealer`: the contact page's form for dealers (advertising, or help with a dealer
 * account), openable from the dealer pages. It shares its draft with the page's form.
 */
export default function ContactPageDealerOverlay({ close }: OverlayProps<'forms/contact-page-dealer'>) {
  return (
    <OverlayLayout title={title} close={close} closeLabel={null}>
      <Text>Ask about advertising your stock on Forecourt, or get help with your dealer account.</Text>
      <DealerContactForm label={title} />
    </OverlayLayout>
  );
}
