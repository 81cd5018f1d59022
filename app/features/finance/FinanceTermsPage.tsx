import { DescriptionList, Heading, Link, Stack, Text } from '@ds';
import { Page } from '../shell/Page';
import { CommissionDisclosure } from './CommissionDisclosure';
import { financeTerms } from './financeTerms';

/**
 * /finance-terms/: the address every representative example links to (the contract's `TermsUrl`):
 * what the words of a quote mean, how we are paid, and the conditions every example is subject to.
 */
export function FinanceTermsPage() {
  return (
    <Page
      title="Finance terms"
      description="What the words in a finance quote mean, and the terms our representative examples are subject to."
      trail={[
        { label: 'Finance', href: '/used-cars/finance/' },
        { label: 'Finance terms', href: '/finance-terms/' },
      ]}
    >
      <Stack space="xlarge">
        <section aria-labelledby="the-words">
          <Stack space="small">
            <Heading level={2} size="large" id="the-words">
              The words in a quote
            </Heading>
            <DescriptionList
              layout="rows"
              items={financeTerms.map(([term, meaning]) => ({ term, description: meaning }))}
            />
          </Stack>
        </section>
        <section aria-labelledby="conditions">
          <Stack space="small">
            <Heading level={2} size="large" id="conditions">
              Conditions of our examples
            </Heading>
            <Text>
              Finance is subject to status and available to UK residents aged 18 and over. Representative examples are
              for illustration: the lender confirms your own rate, which depends on your circumstances, before you sign.
              Guarantees and indemnities may be required.
            </Text>
            <Text>
              With hire purchase and personal contract purchase the vehicle belongs to the lender until you have made
              every payment, including any optional final payment. If you do not keep up your payments the lender may
              take the vehicle back, and it may harm your credit rating.
            </Text>
          </Stack>
        </section>
        <CommissionDisclosure />
        <Text>
          <Link href="/car-finance-calculator/" variant="standalone">
            Car finance calculator
          </Link>
        </Text>
      </Stack>
    </Page>
  );
}

export default FinanceTermsPage;
