import { observer } from 'mobx-react-lite';
import { Text } from '@ds';
import { FormEmailField, FormRadioGroup } from '../../forms/FormFields';
import { OverlayLayout } from '../../overlays/OverlayLayout';
import type { OverlayProps } from '../../overlays/types';
import { contactStore } from '../../stores/ContactStore';
import { useStore } from '../../stores/StoresContext';
import { ContactFormView, MessageField } from './ContactForm';
import { reportAdvertForm, reportAdvertRequest, reportReasons } from './forms';

/** `forms/report-ad`: tell the Forecourt team an advert looks wrong or fraudulent. */
const ReportAdvertOverlay = observer(function ReportAdvertOverlay({ data, close }: OverlayProps<'forms/report-ad'>) {
  const contact = useStore(contactStore);
  const draftKey = `report-ad:${data.vehicleId}`;
  const form = contact.draft(draftKey, () => reportAdvertForm(contact.knownDetails));
  return (
    <OverlayLayout title="Report this advert" close={close} closeLabel={null}>
      <Text>Tell us what looks wrong with the advert for the {data.title}. Our team reviews every report.</Text>
      <ContactFormView
        form={form}
        draftKey={draftKey}
        label="Report this advert"
        send={(values) => contact.reportAdvert(reportAdvertRequest(values, data.vehicleId))}
        confirmation={(receipt) => ({
          title: 'Thank you for your report',
          message: receipt.Message,
          paragraphs: [
            'Our team will look at the advert. If you gave your email address, we will tell you what we find.',
          ],
          reference: receipt.Reference,
        })}
        submitLabel="Send report"
      >
        <FormRadioGroup form={form} name="Reason" label="What is wrong with the advert?" options={reportReasons} />
        <MessageField
          form={form}
          name="Details"
          label="Tell us more"
          description="For example, what differs from the photos or what the seller asked you to do"
        />
        <FormEmailField
          form={form}
          name="Email"
          label="Email address (optional)"
          description="So we can tell you what we found"
          width="long"
        />
      </ContactFormView>
    </OverlayLayout>
  );
});

export default ReportAdvertOverlay;
