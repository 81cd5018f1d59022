import { formatNumber, formatPrice, Heading, Stack, Text, type HeadingLevel } from '@ds';
import { points } from '../sell/SellPages.css';
import type { RepresentativeExample } from '../../api/types';

/** What a quote here is, in plain words: beside every quote and example. */
export const notACreditSearch =
  'Getting a quote or seeing an example here is not a credit search: nothing is recorded on your credit file, and it does not affect your credit score.';

/**
 * The end of a PCP in plain words: pay the optional final payment and keep the car, part-exchange it,
 * or hand it back, with this example's final payment, mileage and excess charge; nothing for an HP example.
 */
export function PcpEnd({ example, headingLevel = 3 }: { example: RepresentativeExample; headingLevel?: HeadingLevel }) {
  if (example.FinanceType !== 'PCP' || example.FinalPayment === undefined) return null;
  const miles =
    example.AnnualMileage !== undefined ? `${formatNumber((example.AnnualMileage * example.Over) / 12)} miles` : null;
  return (
    <Stack space="small">
      <Heading level={headingLevel} size="standard">
        At the end of this PCP
      </Heading>
      <Text>After the last monthly payment you choose one of three:</Text>
      <ul className={points}>
        <li>
          <Text>Pay the optional final payment of {formatPrice(example.FinalPayment)} and the car is yours.</Text>
        </li>
        <li>
          <Text>
            Part-exchange it: if the car is worth more than {formatPrice(example.FinalPayment)}, the difference can go
            towards your next car.
          </Text>
        </li>
        <li>
          <Text>
            Hand it back and pay nothing more, if it is in fair condition
            {miles ? ` and has done no more than ${miles} in the agreement` : ''}.
            {example.ExcessMileagePence !== undefined
              ? ` Over that you pay ${formatNumber(example.ExcessMileagePence)}p for each extra mile.`
              : ''}
          </Text>
        </li>
      </ul>
    </Stack>
  );
}
