import { observer } from 'mobx-react-lite';
import { Stack, Text } from '@ds';
import { FormCheckbox, FormPostcodeField } from '../../forms/FormFields';
import { OverlayLayout } from '../../overlays/OverlayLayout';
import type { ContactDealerData, EnquiryDealerData, EnquiryVehicleData, OverlayProps } from '../../overlays/types';
import { contactStore } from '../../stores/ContactStore';
import { useStore } from '../../stores/StoresContext';
import { ContactFormView, MessageField, PersonFields, PhoneField, partnersParagraph } from './ContactForm';
import {
  contactDealerForm,
  contactDealerRequest,
  dealerMessageForm,
  dealerMessageRequest,
  smsDetailsForm,
  smsDetailsRequest,
} from './forms';

/**
 * `forms/contact-dealer` in its three variants (requirements 2.13): `item` asks the dealer about one
 * vehicle, `sms` texts the vehicle's and the dealer's details to the person's mobile, `plain` writes to
 * the dealer about no particular vehicle. Each keeps its draft in the contact store, per vehicle or
 * dealer, so closing the overlay or a failed send loses nothing typed.
 */
const ContactDealerOverlay = observer(function ContactDealerOverlay({
  data,
  close,
}: OverlayProps<'forms/contact-dealer'>) {
  if (data.variant === 'plain') return <DealerMessage data={data} close={close} />;
  if (data.variant === 'sms') return <SmsDetails data={data} close={close} />;
  return <VehicleEnquiry data={data} close={close} />;
});

export default ContactDealerOverlay;

type VehicleVariantProps = { data: Readonly<EnquiryVehicleData & EnquiryDealerData>; close: () => void };

const VehicleEnquiry = observer(function VehicleEnquiry({ data, close }: VehicleVariantProps) {
  const contact = useStore(contactStore);
  const draftKey = `contact-dealer:item:${data.vehicleId}`;
  const form = contact.draft(draftKey, () => contactDealerForm(contact.knownDetails));
  return (
    <OverlayLayout title="Email the dealer" close={close} closeLabel={null}>
      <Text>
        Ask {data.dealerName} about the {data.title}.
      </Text>
      <ContactFormView
        form={form}
        draftKey={draftKey}
        label="Email the dealer"
        send={(values) =>
          contact.contactDealer(contactDealerRequest(values, { vehicleId: data.vehicleId, dealerId: data.dealerId }))
        }
        confirmation={(receipt, values) => ({
          title: 'Your message has been sent',
          message: receipt.Message,
          paragraphs: [`${data.dealerName} will reply to ${values.Email.trim()}.`, ...partnersParagraph(data.partners)],
          reference: receipt.Reference,
        })}
        submitLabel="Send message"
      >
        <PersonFields form={form} />
        <PhoneField form={form} name="MobileNumber" label="Mobile number (optional)" />
        <PhoneField form={form} name="PhoneNumber" label="Landline number (optional)" />
        <FormPostcodeField
          form={form}
          name="PostCode"
          label="Postcode (optional)"
          description="So the dealer knows how far you are from them"
        />
        <MessageField
          form={form}
          name="Message"
          label="Your message"
          description="Ask about the vehicle, a viewing or a test drive"
        />
        <Stack space="small">
          <FormCheckbox form={form} name="WantsFinance">
            I would like a finance quote
          </FormCheckbox>
          <FormCheckbox form={form} name="HasPartExchange">
            I have a vehicle to part exchange
          </FormCheckbox>
        </Stack>
      </ContactFormView>
    </OverlayLayout>
  );
});

const SmsDetails = observer(function SmsDetails({ data, close }: VehicleVariantProps) {
  const contact = useStore(contactStore);
  const draftKey = `contact-dealer:sms:${data.vehicleId}`;
  const form = contact.draft(draftKey, () => smsDetailsForm(contact.knownDetails));
  return (
    <OverlayLayout title="Send the details to your phone" close={close} closeLabel={null}>
      <Text>
        We will text you a link to the {data.title} and {data.dealerName}&rsquo;s phone number.
      </Text>
      <ContactFormView
        form={form}
        draftKey={draftKey}
        label="Send the details to your phone"
        send={(values) =>
          contact.contactDealer(smsDetailsRequest(values, { vehicleId: data.vehicleId, dealerId: data.dealerId }))
        }
        confirmation={(receipt, values) => ({
          title: 'The details are on their way',
          message: `We have sent a text to ${values.MobileNumber.trim()}.`,
          reference: receipt.Reference,
        })}
        submitLabel="Send text"
      >
        <PhoneField form={form} name="MobileNumber" label="Mobile number" description="For example, 07700 900123" />
      </ContactFormView>
    </OverlayLayout>
  );
});

const DealerMessage = observer(function DealerMessage({
  data,
  close,
}: {
  data: Readonly<Extract<ContactDealerData, { variant: 'plain' }>>;
  close: () => void;
}) {
  const contact = useStore(contactStore);
  const draftKey = `contact-dealer:plain:${data.dealerId}`;
  const form = contact.draft(draftKey, () => dealerMessageForm(contact.knownDetails));
  const title = `Email ${data.dealerName}`;
  return (
    <OverlayLayout title={title} close={close} closeLabel={null}>
      <ContactFormView
        form={form}
        draftKey={draftKey}
        label={title}
        send={(values) => contact.contactDealer(dealerMessageRequest(values, data.dealerId))}
        confirmation={(receipt, values) => ({
          title: 'Your message has been sent',
          message: receipt.Message,
          paragraphs: [`${data.dealerName} will reply to ${values.Email.trim()}.`, ...partnersParagraph(data.partners)],
          reference: receipt.Reference,
        })}
        submitLabel="Send message"
      >
        <PersonFields form={form} />
        <PhoneField form={form} name="PhoneNumber" label="Landline number (optional)" />
        <MessageField form={form} name="Message" label="Your message" />
      </ContactFormView>
    </OverlayLayout>
  );
});
