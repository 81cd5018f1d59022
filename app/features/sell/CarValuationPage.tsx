import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { Button, Heading, Link, Stack, Text } from '@ds';
import {
  FormEmailField,
  FormPostcodeField,
  FormRadioGroup,
  FormSubmit,
  FormTextField,
  FormView,
} from '../../forms/FormFields';
import { useStore, useStores } from '../../stores/StoresContext';
import { valuationStore, type ValuationAnswer } from '../../stores/ValuationStore';
import { RecaptchaNotice } from '../contact/ContactForm';
import * as styles from './SellPages.css';
import { SellPage, SellSection } from './SellLayout';
import { sellPages, sellPaths } from './sellPages';
import { fuelTypes, transmissions, valuationForm, valuationRequest, type ValuationForm } from './valuationForm';
import { formatRange, valuedVehicleName } from './valuationText';

/**
 * /sell-my-car/car-valuation/: the registration (any UK format, spaces and case ignored), the mileage,
 * the postcode and an optional email; a registration that cannot be looked up leads on to the car's details.
 * Checked on submit with the rules' messages (requirements 5.14: the error summary
 * takes focus and links to each field); the valuation opens in the `cap-hpi` overlay. An unknown
 * registration is said on its field with the server's message; nothing typed is lost, here or when
 * the person leaves the page and comes back in the same visit.
 */
export const CarValuationPage = observer(function CarValuationPage() {
  const { modal, session } = useStores();
  const valuation = useStore(valuationStore);
  const form = valuation.draft(() => valuationForm(() => valuation.asksDetails));
  const formHeading = useId();
  const meta = sellPages.valuation;
  const show = ({ valuation: answer, details }: ValuationAnswer) =>
    modal.open('cap-hpi', { valuation: answer, postCode: details.PostCode, email: details.Email });

  return (
    <SellPage
      meta={meta}
      intro="Find out what your car is worth in part exchange and in a private sale. It is free, and takes a few seconds."
    >
      <section aria-labelledby={formHeading} className={styles.formBox}>
        <Stack space="medium">
          <Heading level={2} size="large" id={formHeading}>
            Value your car
          </Heading>
          <FormView
            form={form}
            aria-labelledby={formHeading}
            onSubmit={async (values) => {
              const answer = await valuation.value(valuationRequest(values, valuation.asksDetails));
              if (answer && valuation.latest) show(valuation.latest);
              // Not looked up: the details it asks for next are announced by moving focus to their heading.
              else if (!answer) requestAnimationFrame(() => document.getElementById(detailsHeading)?.focus());
            }}
          >
            <FormTextField
              form={form}
              name="Registration"
              label="Registration number"
              description="As it is on the number plate, for example AB12 CDE"
              transform={(value) => value.toUpperCase()}
              autoComplete="off"
              autoCorrect="off"
              spellCheck="false"
              width="short"
            />
            <FormTextField
              form={form}
              name="Mileage"
              label="Mileage"
              description="In miles, as the dashboard shows it, for example 34120"
              inputMode="numeric"
              autoComplete="off"
              width="short"
            />
            <FormPostcodeField
              form={form}
              name="PostCode"
              label="Postcode"
              description="Where the car is kept: prices vary around the UK"
            />
            <FormEmailField
              form={form}
              name="Email"
              label="Email address (optional)"
              description="We send a copy of your valuation to this address"
              width="long"
            />
            {valuation.unknownRegistration ? (
              <CarDetails form={form} registration={valuation.unknownRegistration} />
            ) : null}
            {session.recaptcha.required ? <RecaptchaNotice /> : null}
            <FormSubmit form={form}>Value my car</FormSubmit>
          </FormView>
        </Stack>
      </section>
      {valuation.latest ? <LastValuation answer={valuation.latest} show={show} /> : null}
      <SellSection heading="How we value your car">
        <Text>
          We find your car from its registration and value it with CAP HPI&apos;s trade data: what dealers across the UK
          have recently paid for, and sold, cars of the same make, model, age and mileage. We assume it is in average
          condition for its age. You get two ranges: what a dealer is likely to offer in part exchange, and what you
          could expect from a private buyer.
        </Text>
      </SellSection>
      <SellSection heading="What to do next">
        <ul className={styles.points}>
          <li>
            <Link href={sellPaths.partExchange}>Part exchange your car</Link> against your next one.
          </li>
          <li>
            Selling it yourself? Read our <Link href={sellPaths.tips}>car selling tips</Link>.
          </li>
          <li>
            Not sure which way suits you? <Link href={sellPaths.home}>The three ways to sell a car</Link>.
          </li>
        </ul>
      </SellSection>
    </SellPage>
  );
});

const detailsHeading = 'valuation-car-details';
const fuelOptions = fuelTypes.map((fuel) => ({ value: fuel, label: fuel }));
const gearboxOptions = transmissions.map((gearbox) => ({ value: gearbox, label: gearbox }));

/**
 * A registration the server could not look up leads on to the car's details (requirements 9.13), as
 * Auto Trader and motors.co.uk do: make, model, year, fuel and gearbox, with the mileage already given.
 */
const CarDetails = observer(function CarDetails({ form, registration }: { form: ValuationForm; registration: string }) {
  return (
    <section aria-labelledby={detailsHeading}>
      <Stack space="medium">
        <Heading level={3} size="standard" id={detailsHeading} tabIndex={-1}>
          Tell us about your car
        </Heading>
        <Text>We could not look up {registration}. Tell us about the car and we will value it from its details.</Text>
        <FormTextField form={form} name="Manufacturer" label="Make" description="For example Ford" width="long" />
        <FormTextField form={form} name="Model" label="Model" description="For example Focus" width="long" />
        <FormTextField
          form={form}
          name="RegistrationYear"
          label="Year of first registration"
          description="For example 2012"
          inputMode="numeric"
          autoComplete="off"
          width="short"
        />
        <FormRadioGroup form={form} name="FuelType" label="Fuel" options={fuelOptions} />
        <FormRadioGroup form={form} name="Transmission" label="Gearbox" options={gearboxOptions} />
      </Stack>
    </section>
  );
});

/** The valuation given in this visit, to see again after its overlay was closed. */
function LastValuation({ answer, show }: { answer: ValuationAnswer; show: (answer: ValuationAnswer) => void }) {
  const { valuation } = answer;
  return (
    <SellSection heading="Your valuation">
      <Text>
        {valuedVehicleName(valuation)} ({valuation.Registration}): {formatRange(valuation.PartExchange)} in part
        exchange, {formatRange(valuation.PrivateSale)} in a private sale.
      </Text>
      <div>
        <Button variant="secondary" onPress={() => show(answer)}>
          See the full valuation
        </Button>
      </div>
    </SellSection>
  );
}

export default CarValuationPage;
