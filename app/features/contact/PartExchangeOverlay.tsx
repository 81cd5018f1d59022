import { observer } from 'mobx-react-lite';
import { Text } from '@ds';
import { UkRegistration } from '../../../openapi/generated/limits';
import { FormPostcodeField, FormTextField } from '../../forms/FormFields';
import { OverlayLayout } from '../../overlays/OverlayLayout';
import type { OverlayProps } from '../../overlays/types';
import { contactStore } from '../../stores/ContactStore';
import { useStore } from '../../stores/StoresContext';
import { ContactFormView, MessageField, PersonFields, PhoneField } from './ContactForm';
import { partExchangeForm, partExchangeRequest } from './forms';

/**
 * `forms/trade-a-vehicle`: offer the person's vehicle in part exchange, against one of the dealer's
 * vehicles when opened from its page (else to any dealer, from /sell-my-car/part-exchange/ or a valuation).
 */
const PartExchangeOverlay = observer(function PartExchangeOverlay({
  data,
  close,
}: OverlayProps<'forms/trade-a-vehicle'>) {
  const contact = useStore(contactStore);
  // A valued vehicle (from `cap-hpi`) has a draft of its own, filled in with what the valuation knows.
  const draftKey = `trade-a-vehicle:${data.vehicleId ?? 'any'}${data.vehicle ? `:${data.vehicle.registration}` : ''}`;
  const form = contact.draft(draftKey, () => partExchangeForm(contact.knownDetails, data.vehicle));
  const dealer = data.dealerName ?? (data.title ? 'The dealer' : 'They');
  return (
    <OverlayLayout title="Part exchange your vehicle" close={close} closeLabel={null}>
      <Text>
        {data.title
          ? `Tell ${data.dealerName ?? 'the dealer'} about your vehicle and they will value it against the ${data.title}.`
          : 'Tell us about your vehicle. We will send it to a Forecourt dealer near your postcode, who will contact you with a part exchange valuation.'}
      </Text>
      <ContactFormView
        form={form}
        draftKey={draftKey}
        label="Part exchange your vehicle"
        send={(values) =>
          contact.requestPartExchange(
            partExchangeRequest(values, { vehicleId: data.vehicleId, dealerId: data.dealerId }),
          )
        }
        confirmation={(receipt, values) => ({
          title: 'Your part exchange has been sent',
          message: receipt.Message,
          // The answer names the dealer who will call; it is the vehicle's dealer when opened from its page.
          paragraphs: [`${dealer} will write to ${values.Email.trim()} or call you.`],
          reference: receipt.Reference,
        })}
        submitLabel="Send my vehicle's details"
      >
        <FormTextField
          form={form}
          name="Registration"
          label="Registration number"
          description="For example, AB12 CDE"
          transform={(value) => value.toUpperCase()}
          autoComplete="off"
          spellCheck="false"
          maxLength={UkRegistration.maxLength}
          width="short"
        />
        <FormTextField
          form={form}
          name="Mileage"
          label="Mileage"
          description="In miles, for example 34120"
          inputMode="numeric"
          autoComplete="off"
          width="short"
        />
        <PersonFields form={form} />
        <PhoneField
          form={form}
          name="PhoneNumber"
          label="Phone number"
          description="A mobile or a landline, for example 07700 900123"
        />
        <FormPostcodeField form={form} name="PostCode" label="Postcode" />
        <MessageField
          form={form}
          name="Message"
          label="About your vehicle (optional)"
          description="Its condition, service history and anything the dealer should know"
        />
      </ContactFormView>
    </OverlayLayout>
  );
});

export default PartExchangeOverlay;
