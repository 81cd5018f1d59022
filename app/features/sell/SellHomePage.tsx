import { Link, Table, Text } from '@ds';
import { SellPage, SellSection } from './SellLayout';
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
    <SellPage
      meta={meta}
      intro="There are three ways to sell your car: to a dealer, in part exchange for your next car, or privately. Each trades price against time and effort. Whichever you choose, start by finding out what your car is worth."
    >
      <Text>
        <Link href={sellPaths.valuation} variant="standalone">
          Get a free car valuation
        </Link>
      </Text>
      <SellSection heading="Sell to a dealer">
        <Text>
          Many dealers buy cars outright, even when you are not buying one from them. It is the quickest and simplest
          way to sell: the dealer checks the car, makes an offer and pays you, usually by bank transfer, often on the
          same day. The offer is close to the car&apos;s trade value, below what a private buyer would pay, because the
          dealer has to prepare the car and sell it on.
        </Text>
        <Text>Our valuation shows the trade range for your car, so you know a fair offer when you hear one.</Text>
        <Text>
          <Link href="/used-cars/dealers/" variant="standalone">
            Find dealers near you
          </Link>
        </Text>
      </SellSection>
      <SellSection heading="Part exchange">
        <Text>
          Trade your car in against your next one from a dealer. The dealer values your car and takes that off the price
          of the one you are buying, so you sell and buy in one visit and never go without a car. The value is close to
          trade value, and you can compare the deal as a whole: the price of the new car with the value of the old one.
        </Text>
        <Text>
          <Link href={sellPaths.partExchange} variant="standalone">
            How part exchange works
          </Link>
        </Text>
      </SellSection>
      <SellSection heading="Sell privately">
        <Text>
          Selling to another person usually gets you the highest price, but takes the most time. You write the advert,
          answer questions, show the car, go on test drives and make sure the payment is real before you hand over the
          keys. Our tips cover the paperwork, the checks and how to stay safe.
        </Text>
        <Text>
          <Link href={sellPaths.tips} variant="standalone">
            Car selling tips
          </Link>
        </Text>
      </SellSection>
      <SellSection heading="The three ways compared">
        <Table
          caption="Ways to sell your car compared"
          isCaptionHidden
          columns={comparison.columns}
          rows={comparison.rows}
        />
      </SellSection>
    </SellPage>
  );
}

export default SellHomePage;
