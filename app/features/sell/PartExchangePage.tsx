import { Button, Heading, Link, Stack, Text } from '@ds';
import { useStores } from '../../stores/StoresContext';
import { Page } from '../shell/Page';
import * as styles from './SellPages.css';
import { sellPages, sellPaths } from './sellPages';

/**
 * /sell-my-car/part-exchange/: how part exchange works, how to get a good offer, and the part exchange
 * form (`forms/trade-a-vehicle`, to any dealer: the vehicle page offers it against one of theirs).
 */
export function PartExchangePage() {
  const { modal } = useStores();
  const meta = sellPages.partExchange;
  return (
    <Page title={meta.title} description={meta.description} trail={meta.trail}>
      <div className={styles.prose}>
        <Stack space="xlarge">
          <Text size="large" tone="subtle">
            Trade your car in against your next one from a dealer: you sell and buy in one visit, and the value of your
            car comes off the price of the next.
          </Text>
          <section aria-labelledby="offer-your-car">
            <Stack space="small">
              <Heading level={2} size="large" id="offer-your-car">
                Offer your car in part exchange
              </Heading>
              <Text>
                Tell us about your car and a dealer will contact you with a part exchange valuation. Found the car you
                want? Use &lsquo;Part exchange my vehicle&rsquo; on its page, and its dealer values yours against it.
              </Text>
              <div>
                <Button onPress={() => modal.open('forms/trade-a-vehicle')}>Part exchange my car</Button>
              </div>
            </Stack>
          </section>
          <section aria-labelledby="how-it-works">
            <Stack space="small">
              <Heading level={2} size="large" id="how-it-works">
                How part exchange works
              </Heading>
              <ol className={styles.points}>
                <li>
                  Find out what your car is worth with our <Link href={sellPaths.valuation}>free car valuation</Link>.
                </li>
                <li>Choose your next car and ask its dealer for a part exchange.</li>
                <li>
                  The dealer values your car from its details, then checks it in person: its condition, mileage and
                  service history.
                </li>
                <li>
                  The value agreed comes off the price of your next car. If you still owe finance on yours, the dealer
                  usually settles it and takes it into account.
                </li>
                <li>
                  You drive away in your next car and leave the old one, with its keys and paperwork, at the dealer.
                </li>
              </ol>
            </Stack>
          </section>
          <section aria-labelledby="best-offer">
            <Stack space="small">
              <Heading level={2} size="large" id="best-offer">
                How to get a good offer
              </Heading>
              <ul className={styles.points}>
                <li>Know your car&apos;s value before you go, and compare the offer with the part exchange range.</li>
                <li>
                  Look at the deal as a whole: a big part exchange figure means little if the next car costs more.
                </li>
                <li>Bring the V5C logbook, the service history, the MOT history and both keys.</li>
                <li>Clean the car inside and out, and mention any faults: the dealer will find them anyway.</li>
              </ul>
            </Stack>
          </section>
          <section aria-labelledby="is-it-for-you">
            <Stack space="small">
              <Heading level={2} size="large" id="is-it-for-you">
                Is part exchange right for you?
              </Heading>
              <Text>
                Part exchange is quick and safe: no adverts, no strangers, no payment to check, and no time without a
                car. You will usually get less than in a private sale, because the dealer prepares the car and sells it
                on. If the extra money matters more than the time, read our{' '}
                <Link href={sellPaths.tips}>car selling tips</Link> or compare{' '}
                <Link href={sellPaths.home}>the three ways to sell a car</Link>.
              </Text>
              <Text>
                <Link href="/used-cars/" variant="standalone">
                  Find your next car
                </Link>
              </Text>
            </Stack>
          </section>
        </Stack>
      </div>
    </Page>
  );
}

export default PartExchangePage;
