import { observer } from 'mobx-react-lite';
import { minimumCredit } from '@domain/finance';
import { formatPrice, Text } from '@ds';
import { FormPostcodeField, FormRadioGroup, FormTextField } from '../../forms/FormFields';
import { OverlayLayout } from '../../overlays/OverlayLayout';
import type { OverlayProps } from '../../overlays/types';
import { contactStore } from '../../stores/ContactStore';
import { useStore } from '../../stores/StoresContext';
import { ContactFormView, PersonFields, PhoneField } from './ContactForm';
import { financeEnquiryForm, financeEnquiryRequest, financeTerms } from './forms';

const termOptions = financeTerms.map((term) => ({ value: String(term), label: `${term} months` }));

/**
 * `forms/merchandising-finance-enquiry`: ask the dealer's finance partner for a quote on one vehicle,
 * with the deposit, term and annual mileage the finance section chose (its data), else the search's.
 */
const FinanceEnquiryOverlay = observer(function FinanceEnquiryOverlay({
  data,
  close,
}: OverlayProps<'forms/merchandising-finance-enquiry'>) {
  const contact = useStore(contactStore);
  const draftKey = `finance-enquiry:${data.vehicleId}`;
  const form = contact.draft(draftKey, () =>
    financeEnquiryForm(contact.knownDetails, {
      deposit: data.deposit,
      term: data.term,
      annualMileage: data.annualMileage,
    }),
  );
  return (
    <OverlayLayout title="Ask about finance" close={close} closeLabel={null}>
      <Text>
        {data.dealerName}&rsquo;s finance partner will send you a quote for the {data.title}.
      </Text>
      <ContactFormView
        form={form}
        draftKey={draftKey}
        label="Ask about finance"
        send={(values) =>
          contact.sendFinanceEnquiry(
            financeEnquiryRequest(values, { vehicleId: data.vehicleId, dealerId: data.dealerId }),
          )
        }
        confirmation={(receipt) => ({
          title: 'Your finance enquiry has been sent',
          message: receipt.Message,
          reference: receipt.Reference,
        })}
        submitLabel="Ask for a quote"
      >
        <PersonFields form={form} />
        <PhoneField form={form} name="MobileNumber" label="Mobile number" description="For example, 07700 900123" />
        <FormPostcodeField form={form} name="PostCode" label="Postcode" />
        <FormTextField
          form={form}
          name="Deposit"
          label="Deposit in pounds"
          description={`In whole pounds, leaving at least ${formatPrice(minimumCredit)} to borrow`}
          inputMode="numeric"
          autoComplete="off"
          width="short"
        />
        <FormRadioGroup form={form} name="Term" label="Pay over" options={termOptions} />
        <FormTextField
          form={form}
          name="AnnualMileage"
          label="Miles a year"
          description="About how far you drive each year"
          inputMode="numeric"
          autoComplete="off"
          width="short"
        />
      </ContactFormView>
    </OverlayLayout>
  );
});

export default FinanceEnquiryOverlay;
