import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Heading, Radio, RadioGroup, Stack, Text } from '@ds';
import { ContentPage } from '../content/ContentPage';
import { ConsumerContactForm, DealerContactForm } from './ContactUsForms';

/** Who is writing: the two forms of the contact page (forms/contact-page-consumer and -dealer, requirements 2.13). */
const contactAudiences = [
  { value: 'consumer', label: 'I’m buying or selling a vehicle' },
  { value: 'dealer', label: 'I’m a dealer' },
] as const;
export type ContactAudience = (typeof contactAudiences)[number]['value'];

const isAudience = (value: string | null): value is ContactAudience =>
  contactAudiences.some((audience) => audience.value === value);

const formTitles = {
  consumer: 'Write to our customer team',
  dealer: 'Write to our dealer team',
} as const satisfies Record<ContactAudience, string>;

/**
 * `/contact/`: the contact page's words (content.ts), then 'Send us a message': who is writing (nothing
 * chosen at first, as GOV.UK asks of radios), and the form for them on the page itself, revealed under
 * the choice. The forms are the overlays' (`forms/contact-page-consumer`, `forms/contact-page-dealer`)
 * and share their drafts; once sent, the form on the page starts afresh (the contact store's draft went),
 * and focus, back from the confirmation, is on its button still. `?who=dealer` (or `consumer`) links straight to one form.
 */
export function ContactPage() {
  const [params] = useSearchParams();
  const asked = params.get('who');
  const [who, setWho] = useState<ContactAudience | null>(isAudience(asked) ? asked : null);
  const headingId = useId();
  return (
    <ContentPage name="contact">
      <Stack as="section" space="medium" aria-labelledby={headingId}>
        <Heading level={2} id={headingId}>
          Send us a message
        </Heading>
        <Text>Tell us who you are and we will ask for what we need to help.</Text>
        <RadioGroup
          label="Who are you?"
          value={who}
          onChange={(value) => {
            if (isAudience(value)) setWho(value);
          }}
        >
          {contactAudiences.map((audience) => (
            <Radio key={audience.value} value={audience.value}>
              {audience.label}
            </Radio>
          ))}
        </RadioGroup>
        {who ? (
          <Stack space="medium">
            <Heading level={3}>{formTitles[who]}</Heading>
            {who === 'consumer' ? (
              <ConsumerContactForm label={formTitles.consumer} />
            ) : (
              <DealerContactForm label={formTitles.dealer} />
            )}
          </Stack>
        ) : null}
      </Stack>
    </ContentPage>
  );
}

export default ContactPage;
