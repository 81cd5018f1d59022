import { observer } from 'mobx-react-lite';
import { lazy, Suspense, type FormEvent } from 'react';
import {
  Button,
  Disclosure,
  Inline,
  Link,
  NativeSelect,
  PostcodeField,
  SegmentedControl,
  Stack,
  VisuallyHidden,
} from '@ds';
import { useStores } from '../../stores/StoresContext';
import type { PriceMode } from '../../stores/search/SearchStore';
import { distanceOptions, makeModelOptions, priceOptions } from './options';
import * as styles from './SearchPanel.css';

// Every criterion of the advanced view: loaded the first time "More options" opens.
const AdvancedOptions = lazy(() => import('./AdvancedOptions'));

const priceModes = [
  { id: 'total', label: 'Price' },
  { id: 'monthly', label: 'Monthly cost' },
] as const;

export interface SearchPanelProps {
  /** Called when a search is submitted and allowed (spec section 5), to show its results. */
  onSubmit: () => void;
}

/**
 * The basic search panel (spec section 2): postcode, distance, make and model, the price mode toggle
 * with its min and max, More options, Reset and the search button with the live count.
 */
export const SearchPanel = observer(function SearchPanel({ onSubmit }: SearchPanelProps) {
  const { search } = useStores();
  const { panel, priceMode, vehicleType } = search;
  const noun = vehicleType === 'van' ? 'vans' : 'cars';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (search.submit()) onSubmit();
  };

  const setPrice = (end: 'min' | 'max', mode: PriceMode) => (value: string) =>
    search.setPrice(end, mode, Number(value));

  return (
    <form
      className={styles.panel}
      role="search"
      aria-label={`Search used ${noun}`}
      aria-busy={!search.ready}
      onSubmit={submit}
      noValidate
    >
      <fieldset className={styles.fields} disabled={!search.ready}>
        <Stack space="large">
          <PostcodeField
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
            options={search.models.length ? makeModelOptions(search.models) : [{ value: '*', label: 'Model (any)' }]}
            value={search.models.find((model) => model.Selected)?.Value ?? '*'}
            onChange={(value) => search.selectModel(value)}
            isDisabled={search.isModelDisabled}
          />
          <SegmentedControl
            label="Price mode"
            items={priceModes}
            selectedKeys={[priceMode]}
            onSelectionChange={(keys) => {
              const [mode] = [...keys];
              if (mode === 'total' || mode === 'monthly') search.setPriceMode(mode);
            }}
          />
          {priceMode === 'total' ? (
            <Inline space="medium" alignItems="flex-start">
              <NativeSelect
                label="Min price"
                options={priceOptions(search.minPriceOptions)}
                value={String(panel.MinPrice ?? -1)}
                onChange={setPrice('min', 'total')}
                isInvalid={search.errorFor('MinPrice') !== undefined}
                errorMessage={search.errorFor('MinPrice')}
                width="short"
              />
              <NativeSelect
                label="Max price"
                options={priceOptions(search.maxPriceOptions)}
                value={String(panel.MaxPrice ?? -1)}
                onChange={setPrice('max', 'total')}
                isInvalid={search.errorFor('MaxPrice') !== undefined}
                errorMessage={search.errorFor('MaxPrice')}
                width="short"
              />
            </Inline>
          ) : (
            <Inline space="medium" alignItems="flex-start">
              <NativeSelect
                label="Min monthly cost"
                options={priceOptions(search.minMonthlyOptions)}
                value={String(panel.MinPaymentMonthlyCost ?? -1)}
                onChange={setPrice('min', 'monthly')}
                isInvalid={search.errorFor('Monthly') !== undefined}
                errorMessage={search.errorFor('Monthly')}
                width="short"
              />
              <NativeSelect
                label="Max monthly cost"
                options={priceOptions(search.maxMonthlyOptions)}
                value={String(panel.MaxPaymentMonthlyCost ?? -1)}
                onChange={setPrice('max', 'monthly')}
                isInvalid={search.errorFor('Monthly') !== undefined}
                errorMessage={search.errorFor('Monthly')}
                width="short"
              />
            </Inline>
          )}
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
            <Button type="submit" size="large" isDisabled={search.isSearchDisabled} isPending={search.leaving}>
              {search.RecordCount ? <VisuallyHidden>Search </VisuallyHidden> : null}
              {search.searchButtonLabel}
            </Button>
            <Button variant="tertiary" onPress={() => void search.reset()}>
              Reset
            </Button>
          </Inline>
          <VisuallyHidden>
            <span role="status" aria-live="polite">
              {search.countAnnouncement}
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
