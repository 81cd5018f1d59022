import { Link, Text } from '@ds';
import * as styles from './SellPages.css';
import { SellPage, SellSection } from './SellLayout';
import { sellPages, sellPaths } from './sellPages';

/** GOV.UK's own pages for the steps that involve the DVLA. */
const govUk = {
  motHistory: 'https://www.gov.uk/check-mot-history',
  soldVehicle: 'https://www.gov.uk/sold-bought-vehicle',
  privatePlate: 'https://www.gov.uk/personalised-vehicle-registration-numbers/take-private-number-off',
} as const;

/**
 * /sell-my-car/car-selling-tips/: selling a car in the UK safely, in the order a seller needs it:
 * the paperwork, the car's history, the price, the buyers, the payment, and telling the DVLA.
 */
export function SellingTipsPage() {
  const meta = sellPages.tips;
  return (
    <SellPage
      meta={meta}
      intro="Selling your car yourself usually gets you the best price. These steps help you sell it quickly, legally and safely."
    >
      <SellSection heading="Get the paperwork ready">
        <Text>Buyers pay more for a car whose history they can see. Gather these before you advertise:</Text>
        <ul className={styles.points}>
          <li>
            The V5C registration certificate (the logbook), in your name and at your current address. You need it to
            tell the DVLA about the sale; if it is lost, apply to the DVLA for a new one before you sell.
          </li>
          <li>
            The MOT: buyers can look up its history online with the registration. Check it yourself first, on{' '}
            <Link href={govUk.motHistory} isExternal>
              GOV.UK&apos;s MOT history service
            </Link>
            , and fix any advisories you can.
          </li>
          <li>
            The service history: the service book or the dealer&apos;s digital record, and receipts for work such as a
            new cambelt, tyres or brakes.
          </li>
          <li>Both keys, the handbook and the locking wheel nut key.</li>
        </ul>
      </SellSection>

      <SellSection heading="Check the car's history">
        <Text>
          Most buyers run an HPI check (a vehicle history check) before they pay. It shows whether a car has finance
          owing on it, has been written off or stolen, or has a mileage that does not add up. Know what it will say
          before they do:
        </Text>
        <ul className={styles.points}>
          <li>
            Finance still owing: with hire purchase or PCP the car belongs to the lender until the last payment, so you
            cannot sell it until you have paid it off. Ask the lender for a settlement figure.
          </li>
          <li>A write-off category (such as Cat S or Cat N): say so in the advert, as the check will show it.</li>
          <li>
            A private number plate: apply to the DVLA to take it off the car before you sell it, on{' '}
            <Link href={govUk.privatePlate} isExternal>
              GOV.UK
            </Link>
            , or it goes with the car.
          </li>
        </ul>
      </SellSection>

      <SellSection heading="Set the price and prepare the car">
        <ul className={styles.points}>
          <li>
            Start from a <Link href={sellPaths.valuation}>free car valuation</Link>: its private sale range is what
            buyers expect to pay. Price a little above what you will accept, to leave room to haggle.
          </li>
          <li>Clean it inside and out, top up the fluids and fix small faults such as bulbs and wiper blades.</li>
          <li>
            Take clear photos in daylight of every side, the interior, the dashboard with the mileage showing, and any
            damage.
          </li>
          <li>
            Describe it honestly. A private seller must describe a car accurately and it must be roadworthy unless it is
            sold as spares or repairs.
          </li>
        </ul>
      </SellSection>

      <SellSection heading="Stay safe with buyers">
        <ul className={styles.points}>
          <li>Meet at your home, in daylight, and have someone with you if you can.</li>
          <li>
            Before a test drive, check the buyer&apos;s driving licence and that their insurance covers them to drive
            your car. Go with them, and keep the keys when you are not in the car.
          </li>
          <li>Never leave a buyer alone with the car, the keys or the V5C.</li>
        </ul>
      </SellSection>

      <SellSection heading="Take payment safely">
        <ul className={styles.points}>
          <li>
            A bank transfer is the safest way. Check the money is in your account, in your own banking app, before you
            hand over the car: a screenshot or a text from the buyer proves nothing.
          </li>
          <li>
            For cash, meet at your bank and pay it in there, so the bank can check the notes. Cheques and banker&apos;s
            drafts can take days to clear and can be forged.
          </li>
          <li>
            Never accept more than the price and refund the difference, or pay a fee to receive your money: both are
            known scams.
          </li>
          <li>
            Write a receipt for each of you, signed by both, with the date, the price, the registration, the mileage and
            &lsquo;sold as seen&rsquo;.
          </li>
        </ul>
      </SellSection>

      <SellSection heading="Tell the DVLA you have sold it">
        <Text>
          You must tell the DVLA as soon as you sell the car, or you can be fined up to £1,000 and stay responsible for
          its speeding tickets, parking fines and tax.
        </Text>
        <ul className={styles.points}>
          <li>
            Do it online on{' '}
            <Link href={govUk.soldVehicle} isExternal>
              GOV.UK&apos;s sold a vehicle service
            </Link>{' '}
            with the 11-digit reference on the V5C, or fill in the new keeper section and post it to the DVLA.
          </li>
          <li>
            Give the buyer the green new keeper slip; the new V5C is sent to them. Selling to a dealer, use the service
            for selling to a motor trader instead.
          </li>
          <li>
            Any full months of vehicle tax left are refunded to you, and a Direct Debit is cancelled, once the DVLA
            knows.
          </li>
          <li>
            Cancel or move your insurance, and remove your phone, saved addresses and any connected-car app from the
            car&apos;s systems.
          </li>
        </ul>
      </SellSection>

      <SellSection heading="Would you rather not sell it yourself?">
        <Text>
          A dealer pays less than a private buyer but takes care of everything. See how{' '}
          <Link href={sellPaths.partExchange}>part exchange</Link> works, or compare{' '}
          <Link href={sellPaths.home}>the three ways to sell a car</Link>.
        </Text>
      </SellSection>
    </SellPage>
  );
}

export default SellingTipsPage;
