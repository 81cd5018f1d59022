import { Button, DescriptionList, Link, Stack, Text } from '@ds';
import { OverlayLayout } from '../../overlays/OverlayLayout';
import type { OverlayProps } from '../../overlays/types';
import { useStores } from '../../stores/StoresContext';
import * as styles from './SellPages.css';
import { SellSection } from './SellLayout';
import { formatMiles, formatRange, formatValuationDate, valuedVehicleName } from './valuationText';

/**
 * `cap-hpi`: a valuation as the server gave it. The vehicle identified (so the person can see it is
 * theirs), the part-exchange and private-sale ranges, the day it was made and, in plain words, what it
 * is based on: CAP HPI's trade data, the mileage given and average condition. From here the person can
 * offer the car in part exchange (`forms/trade-a-vehicle`, filled in with it) or look for the next one.
 */
export default function CapHpiOverlay({ data, close }: OverlayProps<'cap-hpi'>) {
  const { modal } = useStores();
  const { valuation, postCode, email } = data;
  const name = valuedVehicleName(valuation);
  const search = postCode ? `/search/car/?PostCode=${encodeURIComponent(postCode)}` : '/used-cars/';
  return (
    <OverlayLayout
      title="Your car valuation"
      close={close}
      actions={
        <>
          <Button
            onPress={() =>
              modal.open('forms/trade-a-vehicle', {
                vehicle: { registration: valuation.Registration, mileage: valuation.Mileage, postCode, email },
              })
            }
          >
            Part exchange this car
          </Button>
          <Link href={search} variant="standalone" onPress={close}>
            {postCode ? `Search cars near ${postCode}` : 'Search used cars'}
          </Link>
        </>
      }
    >
      <Stack space="large">
        <SellSection heading={name} level={3}>
          <DescriptionList
            layout="rows"
            items={[
              { term: 'Registration', description: valuation.Registration },
              { term: 'Year', description: String(valuation.RegistrationYear) },
              ...(valuation.Colour ? [{ term: 'Colour', description: valuation.Colour }] : []),
              ...(valuation.FuelType ? [{ term: 'Fuel', description: valuation.FuelType }] : []),
              { term: 'Mileage', description: formatMiles(valuation.Mileage) },
            ]}
          />
        </SellSection>
        <SellSection heading="What it is worth" level={3}>
          <DescriptionList
            items={[
              { term: 'Part exchange with a dealer', description: formatRange(valuation.PartExchange) },
              { term: 'Private sale', description: formatRange(valuation.PrivateSale) },
            ]}
          />
          <Text size="small" tone="subtle">
            Valued on {formatValuationDate(valuation.ValuedAt)}.
          </Text>
        </SellSection>
        <SellSection heading="What this valuation is based on" level={3}>
          <ul className={styles.points}>
            <li>CAP HPI trade data: what dealers across the UK have recently paid for, and sold, cars like yours.</li>
            <li>The mileage you gave us: {formatMiles(valuation.Mileage)}.</li>
            <li>Average condition for its age: no more than normal wear and a service history up to date.</li>
          </ul>
          <Text>
            In plain words: a dealer offering a part exchange pays less than a private buyer, because the dealer
            prepares the car, guarantees it and takes the risk of selling it on. Selling privately usually gets you
            more, but takes longer and you deal with the buyers. This is a guide, not an offer: the price you get
            depends on the car's condition, its history and demand near you.
          </Text>
        </SellSection>
      </Stack>
    </OverlayLayout>
  );
}
