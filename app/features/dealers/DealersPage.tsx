import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button, formatNumber, Inline, NativeSelect, Pagination, Stack, Text, VisuallyHidden } from '@ds';
import { SlugPattern } from '../../../openapi/generated/limits';
import type { DealerVehicleType } from '../../api/types';
import { FormPostcodeField, FormSubmit, FormView } from '../../forms/FormFields';
import { FormState } from '../../forms/FormState';
import { focusIntentOf, withFocusIntent } from '../../lib/focusIntent';
import { formatPostcode, isKnownPostcode, normalisePostcode, postcodeTypingError } from '@domain/uk/postcode';
import { dealerStore, type DirectoryQuery } from '../../stores/DealerStore';
import { useStore, useStores } from '../../stores/StoresContext';
import { Page } from '../shell/Page';
import { PageLoading } from '../shell/PageLoading';
import { DealerCard } from './DealerCard';
import { directories } from './links';
import * as styles from './DealersPage.css';

const slugPattern = new RegExp(SlugPattern);

/** The directory query an address carries: `?county=berkshire&town=reading&postcode=RG20QX&page=2`. */
export function directoryQueryFrom(kind: DealerVehicleType, params: URLSearchParams): DirectoryQuery {
  const county = params.get('county') ?? '';
  const town = params.get('town') ?? '';
  const postcode = normalisePostcode(params.get('postcode') ?? '');
  const page = Number(params.get('page'));
  return {
    kind,
    ...(slugPattern.test(county) ? { county } : {}),
    ...(slugPattern.test(county) && slugPattern.test(town) ? { town } : {}),
    ...(isKnownPostcode(postcode) ? { postcode } : {}),
    page: Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1,
  };
}

/** The address of a directory query (the first page has no `page`). */
export function directoryHref(query: DirectoryQuery): string {
  const params = new URLSearchParams();
  if (query.county) params.set('county', query.county);
  if (query.county && query.town) params.set('town', query.town);
  if (query.postcode) params.set('postcode', query.postcode);
  if (query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return `${directories[query.kind].path}${text ? `?${text}` : ''}`;
}

const listHeadingId = 'dealer-list-heading';

/**
 * /used-cars/dealers/, /used-vans/dealers/ and /dealers/all/: the dealer directory. Find dealers by
 * county and town (the locations lookup) and/or postcode (nearest first); the list shows each dealer's
 * address, review score and stock, a page at a time. The query lives in the address, so a search can be
 * shared and Back works; finding and turning a page update the list in place, move focus to the list's
 * heading and announce what is shown.
 */
export const DealersPage = observer(function DealersPage({ kind }: { kind: DealerVehicleType }) {
  const { directory, modal } = useStores();
  const store = useStore(dealerStore);
  const [params] = useSearchParams();
  const location = useLocation();
  const queryText = params.toString();
  const { title, trail, noun } = directories[kind];
  const query = useMemo(() => directoryQueryFrom(kind, new URLSearchParams(queryText)), [kind, queryText]);

  useEffect(() => void directory.loadLocations(), [directory]);
  useEffect(() => void store.loadDirectory(query), [store, query]);

  // Finding and turning a page take focus to the list's heading (the page frame leaves focus alone).
  const focusIntent = focusIntentOf(location.state);
  useEffect(() => {
    if (focusIntent === 'results') document.getElementById(listHeadingId)?.focus();
  }, [focusIntent, location.key]);

  const isThisKind = store.query?.kind === kind;
  if (!isThisKind || (!store.hasPage && store.directoryState !== 'failed')) return <PageLoading />;

  const county = directory.counties.find((entry) => entry.Slug === query.county);
  const town = county?.Towns.find((entry) => entry.Slug === query.town);
  const place = [town?.Name, county?.Name].filter(Boolean).join(', ');
  const total = store.totalRecords;
  const loaded = store.directoryState === 'loaded';
  const plural = (count: number) => `${count === 1 ? noun : `${noun}s`}`;
  const where = `${place ? ` in ${place}` : ''}${query.postcode ? ` nearest to ${formatPostcode(query.postcode)}` : ''}`;
  const first = (store.pagination?.CurrentPage ?? query.page) - 1;
  const shown =
    loaded && store.dealers.length > 0
      ? `Showing ${formatNumber(first * store.pageSize + 1)} to ${formatNumber(first * store.pageSize + store.dealers.length)} of ${formatNumber(total)} ${plural(total)}${where}`
      : loaded
        ? `No ${plural(0)} found${where}`
        : '';

  return (
    <Page
      title={title}
      description={`${title} on Forecourt: find dealers by town or postcode, with their review scores, opening hours and stock.`}
      trail={trail}
    >
      <Text>
        Find a dealer by county and town, or give your postcode to see the nearest first. Each dealer&apos;s page has
        its opening hours and the vehicles it has for sale.
      </Text>
      <Inline space="small">
        <Text>Some dealers sell online only and deliver to your door.</Text>
        <Button variant="tertiary" size="small" onPress={() => modal.open('online-dealership')}>
          What is an online dealership?
        </Button>
      </Inline>
      <DealerFinder key={queryText} kind={kind} query={query} />
      <section aria-labelledby={listHeadingId} aria-busy={store.directoryState === 'loading'}>
        <Stack space="large">
          <h2 id={listHeadingId} tabIndex={-1} className={styles.listHeading}>
            {store.hasPage ? `${formatNumber(total)} ${plural(total)}${where}` : `${title}${where}`}
          </h2>
          <VisuallyHidden>
            <span role="status" aria-live="polite">
              {shown}
            </span>
          </VisuallyHidden>
          {store.directoryState === 'failed' ? (
            <div role="alert" className={styles.message}>
              <Text weight="strong">Sorry, we could not load the dealers.</Text>
              <Text>{store.directoryError}</Text>
              <div>
                <Button variant="secondary" onPress={() => void store.loadDirectory(query)}>
                  Try again
                </Button>
              </div>
            </div>
          ) : null}
          {store.hasPage && store.dealers.length === 0 && store.directoryState === 'loaded' ? (
            <div className={styles.message}>
              <Text weight="strong">We could not find a {noun} there.</Text>
              <Text>Try a nearby town, the whole county, or your postcode to see the nearest dealers anywhere.</Text>
            </div>
          ) : null}
          {store.dealers.length > 0 ? (
            <ul className={styles.dealers}>
              {store.dealers.map((dealer) => (
                <li key={dealer.Id}>
                  <DealerCard dealer={dealer} />
                </li>
              ))}
            </ul>
          ) : null}
          <Pagination
            aria-label="Dealer pages"
            currentPage={store.pagination?.CurrentPage ?? query.page}
            totalPages={store.totalPages}
            getPageHref={(page) => directoryHref({ ...query, page })}
            routerOptions={withFocusIntent('results')}
          />
        </Stack>
      </section>
    </Page>
  );
});

interface FinderValues extends Record<string, string> {
  county: string;
  town: string;
  postcode: string;
}

/** Where to look: county and town from the locations lookup (left out if it failed) and a postcode. */
const DealerFinder = observer(function DealerFinder({
  kind,
  query,
}: {
  kind: DealerVehicleType;
  query: DirectoryQuery;
}) {
  const { directory } = useStores();
  const navigate = useNavigate();
  const [form] = useState(
    () =>
      new FormState<FinderValues>(
        {
          county: query.county ?? '',
          town: query.town ?? '',
          postcode: query.postcode ? formatPostcode(query.postcode) : '',
        },
        { postcode: (value) => postcodeTypingError(normalisePostcode(value)) },
      ),
  );
  const county = directory.counties.find((entry) => entry.Slug === form.values.county);
  const find = async (values: FinderValues) => {
    const postcode = normalisePostcode(values.postcode);
    await navigate(
      directoryHref({
        kind,
        ...(values.county ? { county: values.county } : {}),
        ...(values.county && values.town ? { town: values.town } : {}),
        ...(postcode ? { postcode } : {}),
        page: 1,
      }),
      withFocusIntent('results'),
    );
  };

  return (
    <FormView form={form} onSubmit={find} aria-label="Find a dealer">
      <div className={styles.finderFields}>
        {directory.counties.length > 0 ? (
          <>
            <NativeSelect
              label="County"
              name="county"
              options={[
                { value: '', label: 'Any county' },
                ...directory.counties.map((entry) => ({ value: entry.Slug, label: entry.Name })),
              ]}
              value={form.values.county}
              onChange={(value) => {
                form.setValue('county', value);
                form.setValue('town', '');
              }}
            />
            {county ? (
              <NativeSelect
                label="Town"
                name="town"
                options={[
                  { value: '', label: `Anywhere in ${county.Name}` },
                  ...county.Towns.map((entry) => ({ value: entry.Slug, label: entry.Name })),
                ]}
                value={form.values.town}
                onChange={(value) => form.setValue('town', value)}
              />
            ) : null}
          </>
        ) : null}
        <FormPostcodeField
          form={form}
          name="postcode"
          label="Postcode (optional)"
          description="Nearest dealers first"
        />
        <FormSubmit form={form}>Find dealers</FormSubmit>
      </div>
    </FormView>
  );
});

export default DealersPage;
