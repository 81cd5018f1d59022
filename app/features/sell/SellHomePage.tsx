import { Heading, Link, Stack, Table, Text } from '@ds';
import { Page } from '../shell/Page';
import * as styles from './SellPages.css';
import { sellPages, sellPaths } from './sellPages';

/** The three ways side by side. */
const comparison = {
  columns: [
    { id: 'way', header: 'Way to sell' },
    { id: 'price', header: 'The price you can expect' },
    { id: 'effort', header: 'Time and effort' },
  ],
  rows: [
    {
      id: 'dealer',
      cells: ['Sell to a dealer', 'Close to trade value', 'Least: often done the same day'],
    },
    {
      id: 'part-exchange',
      cells: ['Part exchange', 'Close to trade value, taken off your next car', 'Little: one visit for both cars'],
    },
    {
      id: 'private',
      cells: ['Private sale', 'Usually the highest', 'Most: an advert, viewings, test drives and payment'],
    },
  ],
};

/** /sell-my-car/: the three ways to sell a car explained, each leading on to the page that helps with it. */
export function SellHomePage() {
  const meta = sellPages.home;
  return (
    <Page title={meta.title} description={meta.description} trail={meta.trail}>
      <div className={styles.prose}>
        <Stack space="xlarge">
          <Text size="large" tone="subtle">
            There are three ways to sell your car: to a dealer, in part exchange for your next car, or privately. Each
            trades price against time and effort. Whichever you choose, start by finding out what your car is worth.
          </Text>
          <Text>
            <Link href={sellPaths.valuation} variant="standalone">
              Get a free car valuation
            </Link>
          </Text>
          <section aria-labelledby="sell-to-a-dealer">
            <Stack space="small">
              <Heading level={2} size="large" id="sell-to-a-dealer">
                Sell to a dealer
              </Heading>
              <Text>
                Many dealers buy cars outright, even when you are not buying one from them. It is the quickest and
                simplest way to sell: the dealer checks the car, makes an offer and pays you, usually by bank transfer,
                often on the same day. The offer is close to the car&apos;s trade value, below what a private buyer
                would pay, because the dealer has to prepare the car and sell it on.
              </Text>
              <Text>Our valuation shows the trade range for your car, so you know a fair offer when you hear one.</Text>
              <Text>
                <Link href="/used-cars/dealers/" variant="standalone">
                  Find dealers near you
                </Link>
              </Text>
            </Stack>
          </section>
          <section aria-labelledby="part-exchange">
            <Stack space="small">
              <Heading level={2} size="large" id="part-exchange">
                Part exchange
              </Heading>
              <Text>
                Trade your car in against your next one from a dealer. The dealer values your car and takes that off the
                price of the one you are buying, so you sell and buy in one visit and never go without a car. The value
                is close to trade value, and you can compare the deal as a whole: the price of the new car with the
                value of the old one.
              </Text>
              <Text>
                <Link href={sellPaths.partExchange} variant="standalone">
                  How part exchange works
                </Link>
              </Text>
            </Stack>
          </section>
          <section aria-labelledby="private-sale">
            <Stack space="small">
              <Heading level={2} size="large" id="private-sale">
                Sell privately
              </Heading>
              <Text>
                Selling to another person usually gets you the highest price, but takes the most time. You write the
                advert, answer questions, show the car, go on test drives and make sure the payment is real before you
                hand over the keys. Our tips cover the paperwork, the checks and how to stay safe.
              </Text>
              <Text>
                <Link href={sellPaths.tips} variant="standalone">
                  Car selling tips
                </Link>
              </Text>
            </Stack>
          </section>
          <section aria-labelledby="compared">
            <Stack space="small">
              <Heading level={2} size="large" id="compared">
                The three ways compared
              </Heading>
              <Table
                caption="Ways to sell your car compared"
                isCaptionHidden
                columns={comparison.columns}
                rows={comparison.rows}
              />
            </Stack>
          </section>
        </Stack>
      </div>
    </Page>
  );
}

export default SellHomePage;
