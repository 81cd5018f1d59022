import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { Button, Image, Link, ScrollRegion, Stack, Text } from '@ds';
import { compareStore } from '../../stores/CompareStore';
import { useStore } from '../../stores/StoresContext';
import { Page, type Crumb } from '../shell/Page';
import { PageLoading } from '../shell/PageLoading';
import { vehicleFacts } from '../vehicle/facts';
import { detailsHref } from '../vehicle/links';
import { useShortlist } from './useShortlist';
import * as styles from './ComparePage.css';

/** Compare with an empty shortlist is blocked with this message (requirements 5.9). */
export const emptyCompareMessage =
  'In order to compare vehicles, you first need to have some saved in your shortlist...';

const title = 'Compare vehicles';
const description = 'Compare the vehicles on your shortlist side by side.';
const trail: Crumb[] = [{ label: title, href: '/vehicle-compare/' }];

/**
 * /vehicle-compare/: the shortlisted vehicles side by side, as a table with a column per vehicle
 * (headed by its linked title) and a row per fact (price, year, mileage, fuel, transmission, body,
 * engine, economy, tax, insurance group). On a narrow screen the table scrolls sideways inside its
 * labelled region, the row headings staying in view. With an empty shortlist it says to save some
 * first, with the ways to find them.
 */
const ComparePage = observer(function ComparePage() {
  const shortlist = useShortlist({ always: true });
  const compare = useStore(compareStore);
  const captionId = useId();
  const isReady = shortlist?.isReady ?? false;
  const ids = isReady ? (shortlist?.vehicleIds ?? []) : [];
  const key = ids.join(',');

  useEffect(() => {
    if (key) void compare.load(key.split(',').map(Number));
  }, [compare, key]);

  if (shortlist?.listState === 'failed') {
    return (
      <Page title={title} description={description} trail={trail}>
        <Text>Sorry, we could not load your shortlist.</Text>
        <div>
          <Button onPress={() => void shortlist.loadAccountList()}>Try again</Button>
        </div>
      </Page>
    );
  }
  if (!isReady) return <PageLoading />;
  if (ids.length === 0) {
    return (
      <Page title={title} description={description} trail={trail}>
        <Text>{emptyCompareMessage}</Text>
        <Stack as="ul" space="small">
          <li>
            <Link href="/used-cars/">Search used cars</Link>
          </li>
          <li>
            <Link href="/used-vans/">Search used vans</Link>
          </li>
        </Stack>
      </Page>
    );
  }
  if (compare.status === 'failed') {
    return (
      <Page title={title} description={description} trail={trail}>
        <Text>Sorry, we could not load your shortlisted vehicles.</Text>
        <div>
          <Button onPress={() => void compare.load(ids)}>Try again</Button>
        </div>
      </Page>
    );
  }
  if (compare.status !== 'loaded') return <PageLoading />;

  const { vehicles, withdrawn } = compare;
  const rows = vehicles.map(vehicleFacts);
  return (
    <Page title={title} description={description} trail={trail}>
      {withdrawn > 0 ? (
        <Text tone="subtle">
          {withdrawn === 1
            ? '1 vehicle on your shortlist is no longer advertised, so it is left out.'
            : `${withdrawn} vehicles on your shortlist are no longer advertised, so they are left out.`}
        </Text>
      ) : null}
      {vehicles.length === 0 ? (
        <Text>{emptyCompareMessage}</Text>
      ) : (
        <ScrollRegion aria-labelledby={captionId}>
          <table className={styles.table}>
            <caption id={captionId} className={styles.caption}>
              Your {vehicles.length === 1 ? 'shortlisted vehicle' : `${vehicles.length} shortlisted vehicles`} side by
              side
            </caption>
            <thead>
              <tr>
                <td className={styles.corner} />
                {vehicles.map(({ Vehicle: card, Images }) => (
                  <th key={card.VehicleId} scope="col" className={styles.vehicle}>
                    <Stack space="small">
                      <Image
                        src={Images[0]?.Medium ?? card.MainImage.Medium}
                        fallbackSrc={card.MainImage.DefaultImage}
                        alt=""
                        width={400}
                        height={300}
                      />
                      <Link href={detailsHref(card, 'compare')}>{card.Title}</Link>
                    </Stack>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {(rows[0] ?? []).map((fact, row) => (
                <tr key={fact.label}>
                  <th scope="row" className={styles.rowHeader}>
                    {fact.label}
                  </th>
                  {rows.map((facts, column) => (
                    <td key={vehicles[column]?.Vehicle.VehicleId} className={styles.cell}>
                      {facts[row]?.value}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </Page>
  );
});

export default ComparePage;
