import { observer } from 'mobx-react-lite';
import { FormPostcodeField, FormRadioGroup, FormTextField } from '../../forms/FormFields';
import type { FormReceipt } from '../../api/types';
import type { MessageData } from '../../overlays/types';
import { contactStore, type ConsumerContactDetails } from '../../stores/ContactStore';
import { useStore } from '../../stores/StoresContext';
import { ContactFormView, MessageField, PersonFields, PhoneField } from './ContactForm';
import {
  consumerContactForm,
  consumerContactRequest,
  contactTopics,
  dealerContactForm,
  dealerContactRequest,
} from './forms';

/** The drafts' names in the contact store: the page's form and its overlay share one draft. */
const contactPageDrafts = { consumer: 'contact-page:consumer', dealer: 'contact-page:dealer' } as const;

/** When the Forecourt team replies (the contact page's own promise). */
const replyTime = 'within two working days';

function confirmation(receipt: FormReceipt, email: string, who: string): MessageData {
  return {
    title: 'Your message has been sent',
    message: receipt.Message,
    paragraphs: [`${who} will reply to ${email.trim()} ${replyTime}. Quote your reference if you contact us again.`],
    reference: receipt.Reference,
  };
}

export interface ContactUsFormProps {
  /** Names the form: the overlay's title, or the page's heading above it. */
  label: string;
}

/**
 * forms/contact-page-consumer's fields: a message to the Forecourt team from someone buying or selling,
 * on the contact page and in its overlay. `topic` preselects what it is about (e.g. 'website' from the
 * accessibility statement) the first time the draft is made.
 */
export const ConsumerContactForm = observer(function ConsumerContactForm({
  label,
  topic,
}: ContactUsFormProps & { topic?: ConsumerContactDetails['Topic'] }) {
  const contact = useStore(contactStore);
  const form = contact.draft(contactPageDrafts.consumer, () => {
    const made = consumerContactForm(contact.knownDetails);
    if (topic) made.setValue('Topic', topic);
    return made;
  });
  return (
    <ContactFormView
      form={form}
      draftKey={contactPageDrafts.consumer}
      label={label}
      send={(values) => contact.sendConsumerContactMessage(consumerContactRequest(values))}
      confirmation={(receipt, values) => confirmation(receipt, values.Email, 'Our customer team')}
      submitLabel="Send message"
    >
      <PersonFields form={form} emailDescription="We reply to this address" />
      <PhoneField
        form={form}
        name="PhoneNumber"
        label="Phone number (optional)"
        description="A mobile or a landline, for example 07700 900123, if you would like us to call you"
      />
      <FormRadioGroup form={form} name="Topic" label="What is your message about?" options={contactTopics} />
      <MessageField
        form={form}
        name="Message"
        label="Your message"
        description="If it is about an advert, tell us the vehicle and the dealer's name"
      />
    </ContactFormView>
  );
});

/** forms/contact-page-dealer's fields: a dealer asks about advertising or needs help with their account. */
export const DealerContactForm = observer(function DealerContactForm({ label }: ContactUsFormProps) {
  const contact = useStore(contactStore);
  const form = contact.draft(contactPageDrafts.dealer, () => dealerContactForm(contact.knownDetails));
  return (
    <ContactFormView
      form={form}
      draftKey={contactPageDrafts.dealer}
      label={label}
      send={(values) => contact.sendDealerContactMessage(dealerContactRequest(values))}
      confirmation={(receipt, values) => confirmation(receipt, values.Email, 'Our dealer team')}
      submitLabel="Send message"
    >
      <PersonFields form={form} emailDescription="Our dealer team replies to this address" />
      <PhoneField
        form={form}
        name="PhoneNumber"
        label="Phone number"
        description="The dealership's phone number, for example 029 2018 0456"
      />
      <FormTextField
        form={form}
        name="DealershipName"
        label="Dealership name"
        description="As you write it, for example Hughes & Sons Motors Ltd."
        autoComplete="organization"
        width="long"
      />
      <FormPostcodeField form={form} name="PostCode" label="Dealership postcode" />
      <FormTextField
        form={form}
        name="StockSize"
        label="Vehicles usually in stock (optional)"
        description="A whole number, so we can suggest the right package"
        inputMode="numeric"
        width="short"
      />
      <MessageField
        form={form}
        name="Message"
        label="Your message"
        description="For example, what you would like to know about advertising, or what you need help with"
      />
    </ContactFormView>
  );
});
