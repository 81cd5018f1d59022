import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { Button, Stack, Table, Text, VisuallyHidden, formatNumber, formatPrice } from '@ds';
import type { PriceGuide } from '../../api/types';
import { OverlayLayout } from '../../overlays/OverlayLayout';
import type { OverlayProps } from '../../overlays/types';
import { adviceStore, type GuideSelection } from '../../stores/AdviceStore';
import { useStore } from '../../stores/StoresContext';
import { range } from './advicePages';
import { MakeModelFields } from './MakeModelFields';

/** The Make field's message when Compare is pressed with no make chosen, in GOV.UK's wording (requirements 5.13). */
const chooseMakeMessage = 'Choose a make to compare with';

/** The facts compared, row by row. */
const facts: ReadonlyArray<{ id: string; label: string; value: (guide: PriceGuide) => string }> = [
  { id: 'adverts', label: 'Adverts', value: (guide) => formatNumber(guide.AdvertCount) },
  {
    id: 'average',
    label: 'Average price',
    value: (guide) => (guide.AveragePrice === undefined ? 'No adverts' : formatPrice(guide.AveragePrice)),
  },
  {
    id: 'range',
    label: 'Price range',
    value: (guide) =>
      guide.PriceRange ? range(guide.PriceRange.Low, guide.PriceRange.High, formatPrice) : 'No adverts',
  },
  {
    id: 'newest',
    label: 'Newest year',
    value: (guide) => {
      const newest = guide.ByYear[0];
      return newest?.Year ? `${newest.Year}: average ${formatPrice(newest.Average)}` : 'Not given';
    },
  },
  { id: 'reduced', label: 'Reduced in the last 14 days', value: (guide) => formatNumber(guide.RecentlyReducedCount) },
];

/**
 * `pricing-hub-compare`: the guide shown beside another make and model the person chooses, in one
 * table (a column each, a row per fact). The second guide comes from the same contract call, kept by
 * the store, so comparing again with the same model asks nothing. The table's arrival is announced.
 */
export const PriceGuideCompareOverlay = observer(function PriceGuideCompareOverlay({
  data,
  close,
}: OverlayProps<'pricing-hub-compare'>) {
  const store = useStore(adviceStore);
  const shown: GuideSelection = { make: data.make, model: data.model };
  const [choice, setChoice] = useState({ make: '', model: '' });
  const [other, setOther] = useState<GuideSelection | null>(null);
  const [makeError, setMakeError] = useState<string | undefined>(undefined);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!choice.make) {
      setMakeError(chooseMakeMessage);
      return;
    }
    setMakeError(undefined);
    const selection = { make: choice.make, model: choice.model || undefined };
    setOther(selection);
    void store.loadPriceGuide(shown);
    void store.loadPriceGuide(selection);
  };

  const first = store.priceGuide(shown);
  const second = other ? store.priceGuide(other) : null;
  const failed = [first, second].find((entry) => entry?.status === 'failed');
  const both = first.data && second?.data ? ([first.data, second.data] as const) : null;

  return (
    <OverlayLayout title="Compare prices" close={close}>
      <form onSubmit={submit} aria-label="Compare prices">
        <Stack space="large">
          <Text>
            Compare {data.title ?? 'these cars'} with another make and model: adverts, average prices and ranges side by
            side.
          </Text>
          <MakeModelFields
            store={store}
            value={choice}
            onChange={(value) => {
              setChoice(value);
              if (value.make) setMakeError(undefined);
            }}
            anyMakeLabel="Choose a make"
            makeError={makeError}
          />
          <div>
            <Button type="submit" isDisabled={store.makesState !== 'loaded'}>
              Compare
            </Button>
          </div>
        </Stack>
      </form>
      <div role="status">
        {second?.status === 'loading' ? <Text tone="subtle">Loading the prices</Text> : null}
        {failed ? <Text>{failed.error}</Text> : null}
        {both ? <VisuallyHidden>{`${both[0].Title} and ${both[1].Title} compared below.`}</VisuallyHidden> : null}
      </div>
      {both ? (
        <Table
          caption={`${both[0].Title} and ${both[1].Title} compared`}
          columns={[
            { id: 'fact', header: 'Price guide' },
            { id: 'first', header: both[0].Title, align: 'end' },
            { id: 'second', header: both[1].Title, align: 'end' },
          ]}
          rows={facts.map((fact) => ({ id: fact.id, cells: [fact.label, fact.value(both[0]), fact.value(both[1])] }))}
        />
      ) : null}
    </OverlayLayout>
  );
});
