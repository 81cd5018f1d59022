import { Button, Link, Text } from '@ds';
import { useStores } from '../../stores/StoresContext';
import * as styles from './SellPages.css';
import { SellPage, SellSection } from './SellLayout';
import { sellPages, sellPaths } from './sellPages';

/**
 * /sell-my-car/part-exchange/: how part exchange works, how to get a good offer, and the part exchange
 * form (`forms/trade-a-vehicle`, to any dealer: the vehicle page offers it against one of theirs).
 */
export function PartExchangePage() {
  const { modal } = useStores();
  const meta = sellPages.partExchange;
  return (
    <SellPage
      meta={meta}
      intro="Trade your car in against your next one from a dealer: you sell and buy in one visit, and the value of your car comes off the price of the next."
    >
      <SellSection heading="Offer your car in part exchange">
        <Text>
          Tell us about your car and a dealer will contact you with a part exchange valuation. Found the car you want?
          Use &lsquo;Part exchange my vehicle&rsquo; on its page, and its dealer values yours against it.
        </Text>
        <div>
          <Button onPress={() => modal.open('forms/trade-a-vehicle')}>Part exchange my car</Button>
        </div>
      </SellSection>
      <SellSection heading="How part exchange works">
        <ol className={styles.points}>
          <li>
            Find out what your car is worth with our <Link href={sellPaths.valuation}>free car valuation</Link>.
          </li>
          <li>Choose your next car and ask its dealer for a part exchange.</li>
          <li>
            The dealer values your car from its details, then checks it in person: its condition, mileage and service
            history.
          </li>
          <li>
            The value agreed comes off the price of your next car. If you still owe finance on yours, the dealer usually
            settles it and takes it into account.
          </li>
          <li>You drive away in your next car and leave the old one, with its keys and paperwork, at the dealer.</li>
        </ol>
      </SellSection>
      <SellSection heading="How to get a good offer">
        <ul className={styles.points}>
          <li>Know your car&apos;s value before you go, and compare the offer with the part exchange range.</li>
          <li>Look at the deal as a whole: a big part exchange figure means little if the next car costs more.</li>
          <li>Bring the V5C logbook, the service history, the MOT history and both keys.</li>
          <li>Clean the car inside and out, and mention any faults: the dealer will find them anyway.</li>
        </ul>
      </SellSection>
      <SellSection heading="Is part exchange right for you?">
        <Text>
          Part exchange is quick and safe: no adverts, no strangers, no payment to check, and no time without a car. You
          will usually get less than in a private sale, because the dealer prepares the car and sells it on. If the
          extra money matters more than the time, read our <Link href={sellPaths.tips}>car selling tips</Link> or
          compare <Link href={sellPaths.home}>the three ways to sell a car</Link>.
        </Text>
        <Text>
          <Link href="/used-cars/" variant="standalone">
            Find your next car
          </Link>
        </Text>
      </SellSection>
    </SellPage>
  );
}

export default PartExchangePage;
