import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import {
  Button,
  Disclosure,
  Inline,
  Link,
  NativeSelect,
  PendingButton,
  PostcodeField,
  SegmentedControl,
  Stack,
  Text,
  VisuallyHidden,
} from '@ds';
import { useStores } from '../../stores/StoresContext';
import { monthlyKey } from '@domain/search/criteria';
import { distanceOptions, makeModelOptions, modelOptions, priceOptions } from './options';
import { searchPostcodeField } from './searchPostcodeField';
import * as styles from './SearchPanel.css';
import { vehicleWords } from '@domain/vehicleTypes';
import { agreementChoices } from '../finance/agreements';

// Every criterion of the advanced view: loaded the first time "More options" opens.
const AdvancedOptions = lazy(() => import('./AdvancedOptions'));

const priceModes = [
  { id: 'total', label: 'Price' },
  { id: 'monthly', label: 'Monthly cost' },
] as const;

export interface SearchPanelProps {
  /** Called when a search is submitted and allowed (requirements 5.6), to show its results. */
  onSubmit: () => void;
}

/**
 * The basic search panel (requirements 2.14): postcode, distance, make and model, the price mode toggle
 * with its min and max, More options, Reset and the search button with the live count.
 */
export const SearchPanel = observer(function SearchPanel({ onSubmit }: SearchPanelProps) {
  const { search, searchCount } = useStores();
  const { panel, priceMode, vehicleType } = search;
  const noun = vehicleWords[vehicleType].many;
  const form = useRef<HTMLFormElement>(null);
  const [failedSubmits, setFailedSubmits] = useState(0);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (search.submit()) onSubmit();
    else setFailedSubmits((count) => count + 1);
  };

  // A blocked submit takes focus to the first field in error, whose message (its description) is read
  // with it (GOV.UK); focus never stays on, or falls from, a control that is unavailable.
  useEffect(() => {
    if (failedSubmits > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [failedSubmits]);

  // The min and max of the price mode in use: cash price errors are per field, monthly ones under 'Monthly'.
  const range =
    priceMode === 'total'
      ? {
          noun: 'price',
          min: { options: search.minPriceOptions, value: panel.MinPrice },
          max: { options: search.maxPriceOptions, value: panel.MaxPrice },
          error: (end: 'min' | 'max') => search.errorFor(end === 'min' ? 'MinPrice' : 'MaxPrice'),
        }
      : {
          noun: 'monthly cost',
          min: { options: search.minMonthlyOptions, value: panel.MinPaymentMonthlyCost },
          max: { options: search.maxMonthlyOptions, value: panel.MaxPaymentMonthlyCost },
          error: () => search.errorFor(monthlyKey),
        };

  return (
    <form
      ref={form}
      className={styles.panel}
      role="search"
      aria-label={`Search used ${noun}`}
      aria-busy={!search.ready}
      onSubmit={submit}
      noValidate
    >
      <fieldset className={styles.fields} disabled={!search.ready}>
        <VisuallyHidden elementType="legend">Search criteria</VisuallyHidden>
        <Stack space="large">
          <PostcodeField
            {...searchPostcodeField}
            label="Postcode"
            value={search.postcode}
            onChange={(value) => search.setPostcode(value)}
            isInvalid={search.errorFor('PostCode') !== undefined}
            errorMessage={search.errorFor('PostCode')}
          />
          <NativeSelect
            label="Distance"
            options={distanceOptions}
            value={String(panel.Distance ?? 1000)}
            onChange={(value) => search.setCriterion('Distance', Number(value))}
          />
          <NativeSelect
            label="Make"
            options={makeModelOptions(search.makes)}
            value={search.selectedMake?.Value ?? '*'}
            onChange={(value) => search.selectMake(value)}
          />
          <NativeSelect
            label="Model"
            options={modelOptions(search.models)}
            value={search.models.find((model) => model.Selected)?.Value ?? '*'}
            onChange={(value) => search.selectModel(value)}
            isDisabled={search.isModelDisabled}
          />
          <SegmentedControl
            label="Price mode"
            items={priceModes}
            value={priceMode}
            onChange={(mode) => search.setPriceMode(mode)}
          />
          <Inline space="medium" alignItems="flex-start">
            {(['min', 'max'] as const).map((end) => {
              const error = range.error(end);
              return (
                <NativeSelect
                  key={`${priceMode}-${end}`}
                  label={`${end === 'min' ? 'Min' : 'Max'} ${range.noun}`}
                  options={priceOptions(range[end].options)}
                  value={String(range[end].value ?? -1)}
                  onChange={(value) => search.setPrice(end, priceMode, Number(value))}
                  isInvalid={error !== undefined}
                  errorMessage={error}
                  width="short"
                />
              );
            })}
          </Inline>
          {priceMode === 'monthly' ? (
            <>
              <SegmentedControl
                label="Agreement"
                labelVisibility="visible"
                items={agreementChoices}
                value={panel.PaymentFinanceType ?? 'HP'}
                onChange={(agreement) => search.setCriterion('PaymentFinanceType', agreement)}
              />
              {panel.PaymentFinanceType === 'PCP' ? (
                <NativeSelect
                  label="Annual mileage"
                  description="It sets the optional final payment"
                  options={priceOptions(panel.PaymentMileageOptions ?? [])}
                  value={String(panel.PaymentMileage ?? 10000)}
                  onChange={(value) => search.setCriterion('PaymentMileage', Number(value))}
                  width="medium"
                />
              ) : null}
            </>
          ) : null}
          <Disclosure
            label="More options"
            expandedLabel="Hide More options"
            isExpanded={search.view === 'advanced'}
            onExpandedChange={(expanded) => search.setView(expanded ? 'advanced' : 'basic')}
          >
            {search.view === 'advanced' ? (
              <Suspense fallback={<p>Loading more options…</p>}>
                <AdvancedOptions />
              </Suspense>
            ) : null}
          </Disclosure>
          <Inline space="small">
            {/* Unavailable (requirements 5.6) but focusable: a disabled button would drop keyboard focus.
                Pending while the search leaves the page (home) or the drawer closes: it takes its
                pending note along (PendingButton). */}
            <PendingButton
              type="submit"
              size="large"
              aria-disabled={search.isSearchDisabled || undefined}
              isPending={search.leaving}
            >
              {searchCount.RecordCount ? <VisuallyHidden>Search </VisuallyHidden> : null}
              {searchCount.searchButtonLabel}
            </PendingButton>
            <Button variant="tertiary" onPress={() => void search.reset()}>
              Reset
            </Button>
          </Inline>
          {searchCount.countError ? (
            <Stack space="small">
              <Text role="alert">{searchCount.countError}</Text>
              <div>
                <Button variant="secondary" onPress={() => searchCount.retryCount()}>
                  Try again
                </Button>
              </div>
            </Stack>
          ) : null}
          <VisuallyHidden>
            <span role="status" aria-live="polite">
              {searchCount.countAnnouncement}
            </span>
          </VisuallyHidden>
          {vehicleType === 'car' ? (
            <Link href="/search/van/" variant="standalone">
              Looking for a van? Try our used van search
            </Link>
          ) : null}
        </Stack>
      </fieldset>
    </form>
  );
});
