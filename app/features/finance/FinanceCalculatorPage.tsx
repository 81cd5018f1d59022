import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { Heading, Link, NumberField, SegmentedControl, Slider, Stack, Text, TextField, VisuallyHidden } from '@ds';
import { Deposit } from '../../../openapi/generated/limits';
import { greatestDeposit, minimumCredit } from '@domain/finance';
import { parseWholeNumber } from '@domain/validation';
import {
  financeStore,
  priceLimits,
  type CalculatorField,
  type CalculatorValues,
  type FinanceStore,
  type FinanceType,
} from '../../stores/FinanceStore';
import { useStore } from '../../stores/StoresContext';
import { Page } from '../shell/Page';
import { usePageLoading } from '../shell/PageLoading';
import { CommissionDisclosure } from './CommissionDisclosure';
import { FinanceHelp } from './FinanceHelp';
import * as styles from './FinancePages.css';
import { financePages } from './financePages';
import { notACreditSearch, PcpEnd } from './PcpEnd';
import { RepresentativeExample } from './RepresentativeExample';
import { representativeExampleSentence } from './representativeExample';
import { agreementChoices } from './agreements';

const pounds = { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 } as const;
const months = { style: 'unit', unit: 'month', unitDisplay: 'long' } as const;

/** A whole number in a typed value, or undefined while it is not one (the slider then keeps its place). */
const whole = (value: string) => {
  const number = parseWholeNumber(value, true);
  return Number.isNaN(number) ? undefined : number;
};
const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/**
 * /car-finance-calculator/: the vehicle price, deposit and term (each with a slider beside its field),
 * and the monthly payment with the full representative example from the contract's finance quote,
 * updated as the figures change and announced politely once the quote arrives. A figure the rules
 * refuse shows its message on its field and asks for nothing. `?price=` starts the calculator at a
 * vehicle's price (the vehicle page links here), with `&deposit=` and `&term=`, and
 * `&agreement=pcp&age=&mileage=` as a PCP on that car. For PCP the annual mileage, the car's age and its mileage now are asked: they set the optional
 * final payment, which a hire purchase quote does not have.
 */
export const FinanceCalculatorPage = observer(function FinanceCalculatorPage() {
  const store = useStore(financeStore);
  const [query] = useSearchParams();
  const price = query.get('price');
  const agreement: FinanceType = query.get('agreement') === 'pcp' ? 'PCP' : 'HP';
  const age = query.get('age');
  const mileage = query.get('mileage');
  const term = query.get('term');
  const deposit = query.get('deposit');
  const meta = financePages.calculator;

  useEffect(() => {
    const values: Partial<CalculatorValues> = {};
    if (price && /^[0-9]{1,6}$/.test(price)) values.price = price;
    if (age && /^[0-9]{1,2}$/.test(age)) values.vehicleAge = age;
    if (mileage && /^[0-9]{1,6}$/.test(mileage)) values.vehicleMileage = mileage;
    if (term && /^(24|36|48|60)$/.test(term)) values.term = term;
    if (deposit && /^[0-9]{1,5}$/.test(deposit)) values.deposit = deposit;
    store.start(values, agreement);
    return () => store.dispose();
  }, [store, price, agreement, age, mileage, term, deposit]);

  return (
    <Page title={meta.title} description={meta.description} trail={meta.trail}>
      <Text>
        Work out what a used car or van could cost each month. Change any figure and the quote updates. The figures come
        from our credit partner&apos;s current rates; your own rate depends on your circumstances.
      </Text>
      <div className={styles.calculator}>
        <section aria-labelledby="your-figures" className={styles.panel}>
          <Stack space="large">
            <Heading level={2} size="large" id="your-figures">
              Your figures
            </Heading>
            <CalculatorFields store={store} />
          </Stack>
        </section>
        <section aria-labelledby="your-quote" className={styles.panel}>
          <Stack space="large">
            <Heading level={2} size="large" id="your-quote">
              Your quote
            </Heading>
            <Quote store={store} />
          </Stack>
        </section>
      </div>
    </Page>
  );
});

const CalculatorFields = observer(function CalculatorFields({ store }: { store: FinanceStore }) {
  const { values } = store;
  const field = (name: CalculatorField) => ({
    value: values[name],
    onChange: (value: string) => store.setValue(name, value),
    isInvalid: store.errorFor(name) !== undefined,
    errorMessage: store.errorFor(name),
    inputMode: 'numeric' as const,
    autoComplete: 'off',
  });
  const price = whole(values.price);
  // Up to the deposit that leaves the minimum credit to borrow (requirements 3.17).
  const depositMax =
    price !== undefined && price >= minimumCredit
      ? clamp(greatestDeposit(price), 100, Deposit.maximum)
      : Deposit.maximum;
  return (
    <Stack space="large">
      <SegmentedControl<FinanceType>
        label="Agreement"
        labelVisibility="visible"
        items={agreementChoices}
        value={store.financeType}
        onChange={(value) => store.setFinanceType(value)}
      />
      <TextField
        label="Vehicle price"
        description={`In whole pounds, from £${priceLimits.min} to £${priceLimits.max.toLocaleString('en-GB')}`}
        width="medium"
        {...field('price')}
      />
      <Slider
        label="Deposit"
        isLabelHidden
        minValue={0}
        maxValue={depositMax}
        step={100}
        formatOptions={pounds}
        value={clamp(whole(values.deposit) ?? 0, 0, depositMax)}
        onChange={(value) => store.setValue('deposit', String(value))}
        field={
          <TextField
            label="Deposit"
            description={`In whole pounds, £0 or more, leaving at least £${minimumCredit.toLocaleString('en-GB')} to borrow`}
            width="medium"
            {...field('deposit')}
          />
        }
      />
      <Slider
        label="Term"
        isLabelHidden
        minValue={24}
        maxValue={60}
        step={12}
        formatOptions={months}
        value={clamp(whole(values.term) ?? 60, 24, 60)}
        onChange={(value) => store.setValue('term', String(value))}
        field={
          <NumberField
            label="Term"
            description="24, 36, 48 or 60 months"
            width="medium"
            minValue={24}
            maxValue={60}
            step={12}
            formatOptions={months}
            value={whole(values.term) ?? 60}
            onChange={(value) => {
              if (Number.isFinite(value)) store.setValue('term', String(value));
            }}
          />
        }
      />
      {store.financeType === 'PCP' ? (
        <>
          <TextField
            label="Annual mileage"
            description="The miles a year you expect to drive: it sets the optional final payment"
            width="medium"
            {...field('annualMileage')}
          />
          <TextField
            label="Car's age"
            description="Whole years since it was first registered, 0 for a new car"
            width="short"
            {...field('vehicleAge')}
          />
          <TextField
            label="Car's mileage now"
            description="The miles on its odometer"
            width="medium"
            {...field('vehicleMileage')}
          />
        </>
      ) : null}
    </Stack>
  );
});

/** The quote: the representative example in full, how we are paid, and what the terms mean. */
const Quote = observer(function Quote({ store }: { store: FinanceStore }) {
  const { quote } = store;
  const current = store.isCurrent && quote ? quote : null;
  // While changed figures are being quoted the last quote stays on screen, marked busy, so nothing below
  // it jumps up and back down on every change; the new quote replaces it in place and is announced.
  const updating = store.isValid && !current && quote !== null && store.status !== 'failed';
  const shown = current ?? (updating ? quote : null);
  // Until the first quote (or its failure) is in, the footer and what follows the quote stay out: the
  // quote is taller than the line that waits for it and would push them down (layout shift on a
  // large screen, where this column is beside the figures and ends in view).
  const firstQuotePending = store.isValid && !quote && store.status !== 'failed';
  usePageLoading(firstQuotePending);
  const announcement = current
    ? `Your quote: ${representativeExampleSentence(current.RepresentativeExample, current.MonthlyPayment)}`
    : store.status === 'failed'
      ? (store.error ?? '')
      : '';
  return (
    <Stack space="medium">
      {/* The one live region: the whole quote in a sentence, once per quote (asked 500 ms after typing stops). */}
      <div aria-live="polite" aria-atomic="true" className={styles.announcer}>
        <VisuallyHidden>{announcement}</VisuallyHidden>
      </div>
      {store.status === 'failed' ? <Text tone="critical">{store.error}</Text> : null}
      {!store.isValid ? <Text>Correct the figures in red to see a quote.</Text> : null}
      {store.isValid && !shown && store.status !== 'failed' ? <Text>Working out your quote…</Text> : null}
      {shown ? (
        <>
          <div aria-busy={updating}>
            <RepresentativeExample
              example={shown.RepresentativeExample}
              monthlyPayment={shown.MonthlyPayment}
              headingLevel={3}
            />
          </div>
          <PcpEnd example={shown.RepresentativeExample} />
          <FinanceHelp example={shown.RepresentativeExample} monthlyPayment={shown.MonthlyPayment} />
        </>
      ) : null}
      <Text size="small">{notACreditSearch}</Text>
      {firstQuotePending ? null : (
        <>
          <CommissionDisclosure lender={shown?.RepresentativeExample.Lender} />
          <Text>
            <Link href="/used-cars/finance/">Used car finance explained</Link>
          </Text>
        </>
      )}
    </Stack>
  );
});

export default FinanceCalculatorPage;
