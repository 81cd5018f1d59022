import { DescriptionList, Heading, Link, Stack, Text, type HeadingLevel } from '@ds';
import type { RepresentativeExample as Example } from '../../api/types';
import { agreementNames, representativeExampleItems } from './representativeExample';

export interface RepresentativeExampleProps {
  example: Example;
  /** A quote's monthly payment (the calculator); a vehicle's example carries its own. */
  monthlyPayment?: number;
  /** The heading's level where it sits; its text is always 'Representative example'. */
  headingLevel?: HeadingLevel;
  id?: string;
}

/**
 * A finance representative example: every item at the same size and weight (FCA CONC 3.5.5R: equally
 * prominent), under its heading and a line saying which agreement and lender it is, with its terms link
 * (the example's own TermsUrl).
 */
export function RepresentativeExample({ example, monthlyPayment, headingLevel = 3, id }: RepresentativeExampleProps) {
  return (
    <Stack space="small">
      <Heading level={headingLevel} size="large" id={id}>
        Representative example
      </Heading>
      <Text size="small">
        {agreementNames[example.FinanceType]} from {example.Lender}, at a {example.RateType} rate. Subject to status:
        the rate you are offered depends on your circumstances.
      </Text>
      <DescriptionList layout="rows" items={representativeExampleItems(example, monthlyPayment)} />
      <Text size="small">
        <Link href={example.TermsUrl}>Terms of this example</Link>
      </Text>
    </Stack>
  );
}
