import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button, Heading, Link, NativeSelect, SegmentedControl, Stack, Table, Text } from '@ds';
import type { SearchCriteria } from '../../api/types';
import type { VehicleType } from '../../lib/catalogue';
import { criteriaToQuery } from '@domain/search/criteria';
import { useStores } from '../../stores/StoresContext';
import { priceOptions } from '../search/options';
import { Page } from '../shell/Page';
import { notACreditSearch } from './PcpEnd';
import { CommissionDisclosure } from './CommissionDisclosure';
import * as styles from './FinancePages.css';
import { financePages } from './financePages';
import { vehicleWords } from '@domain/vehicleTypes';
import { agreementChoices } from './agreements';

/** HP and PCP side by side (the `finance-explained` overlay says the same in prose). */
const comparison = {
  columns: [
    { id: 'feature', header: 'What happens' },
    { id: 'hp', header: 'Hire purchase (HP)' },
    { id: 'pcp', header: 'Personal contract purchase (PCP)' },
  ],
  rows: [
    {
      id: 'deposit',
      cells: ['Deposit', 'Usually 10% of the price or more', 'Usually 10% of the price or more'],
    },
    {
      id: 'monthly',
      cells: [
        'Monthly payments',
        'Pay off the whole price, less the deposit, plus interest',
        'Lower: you pay off the fall in value, plus interest',
      ],
    },
    {
      id: 'end',
      cells: [
        'At the end',
        'The vehicle is yours after the last payment',
        'Pay the optional final payment to keep it, hand it back, or part exchange it',
      ],
    },
    {
      id: 'mileage',
      cells: ['Mileage limit', 'None', 'An agreed annual mileage; more costs extra if you hand it back'],
    },
    {
      id: 'suits',
      cells: [
        'Suits you if',
        'You want to own the vehicle and keep it for years',
        'You want lower payments and to change vehicle every few years',
      ],
    },
  ],
};

/** The criteria of a monthly-cost search: the results page opens in the Monthly cost mode. */
function monthlyBudgetCriteria(
  panel: SearchCriteria,
  {
    budget,
    deposit,
    term,
    agreement,
    mileage,
  }: { budget: number; deposit: number; term: number; agreement: Agreement; mileage: number },
): SearchCriteria {
  return {
    ...panel,
    MinPaymentMonthlyCost: -1,
    MaxPaymentMonthlyCost: budget,
    PaymentDeposit: deposit,
    PaymentTerm: term,
    PaymentFinanceType: agreement,
    ...(agreement === 'PCP' ? { PaymentMileage: mileage } : {}),
    PaymentSearchSelection: { Selected: 'monthly' },
  };
}

type Agreement = NonNullable<SearchCriteria['PaymentFinanceType']>;

/**
 * /used-cars/finance/ and /used-vans/finance/: what finance is, HP and PCP explained (a table and the
 * `finance-explained` overlay), how we are paid, the calculator, and a search by monthly budget that
 * opens the results in the Monthly cost mode (`PriceMode=monthly` with `MaxPaymentMonthlyCost`,
 * `PaymentDeposit` and `PaymentTerm` in the address, as the results page reads them).
 */
export const FinanceLandingPage = observer(function FinanceLandingPage({ vehicleType }: { vehicleType: VehicleType }) {
  const { modal } = useStores();
  const meta = financePages[vehicleType];
  const noun = vehicleWords[vehicleType].one;
  return (
    <Page title={meta.title} description={meta.description} trail={meta.trail}>
      <Stack space="xlarge">
        <section aria-labelledby="what-finance-is">
          <Stack space="small">
            <Heading level={2} size="large" id="what-finance-is">
              What {noun} finance is
            </Heading>
            <Text>
              Finance spreads the cost of a used {noun} over monthly payments. You pay a deposit, a lender pays the
              dealer the rest, and you pay the lender back with interest over an agreed term, usually 2 to 5 years.
            </Text>
            <Text>
              Most dealers on Forecourt offer finance. We introduce you to our credit partner, who searches lenders to
              find an agreement for you: checking your eligibility does not affect your credit score.
            </Text>
          </Stack>
        </section>
        <section aria-labelledby="hp-and-pcp">
          <Stack space="small">
            <Heading level={2} size="large" id="hp-and-pcp">
              PCP and HP explained
            </Heading>
            <Text>
              The two most common agreements are hire purchase (HP) and personal contract purchase (PCP).
              {vehicleType === 'van'
                ? ' Businesses often choose HP for vans, as a van bought on HP can count as an asset from the start.'
                : ''}
            </Text>
            <Table caption="HP and PCP compared" isCaptionHidden columns={comparison.columns} rows={comparison.rows} />
            <Heading level={3} size="standard">
              At the end of a PCP
            </Heading>
            <Text>
              A PCP ends with three choices. Pay the optional final payment and the {noun} is yours. Part-exchange it:
              if it is worth more than the final payment, the difference can go towards your next {noun}. Or hand it
              back and pay nothing more, if it is in fair condition and within the agreed mileage; over that mileage you
              pay the excess mileage charge for each extra mile. The final payment is set when you sign, from the {noun}
              &apos;s age and mileage and the miles a year you choose, so fewer miles mean a higher final payment and
              lower monthly payments.
            </Text>
            <Text>{notACreditSearch}</Text>
            <div>
              <Button variant="tertiary" size="small" onPress={() => modal.open('finance-explained')}>
                How car finance works
              </Button>{' '}
              <Button variant="tertiary" size="small" onPress={() => modal.open('finance-terms')}>
                Finance terms
              </Button>
            </div>
          </Stack>
        </section>
        <MonthlyBudgetSearch vehicleType={vehicleType} />
        <section aria-labelledby="calculator">
          <Stack space="small">
            <Heading level={2} size="large" id="calculator">
              Work out your monthly payments
            </Heading>
            <Text>
              Try a price, deposit, term and annual mileage in our calculator: it shows the monthly payment with the
              full representative example.
            </Text>
            <Text>
              <Link href="/car-finance-calculator/" variant="standalone">
                Car finance calculator
              </Link>
            </Text>
          </Stack>
        </section>
        <CommissionDisclosure />
      </Stack>
    </Page>
  );
});

/** A budget, deposit and term from the search panel's own choices; the results open in the Monthly cost mode. */
const MonthlyBudgetSearch = observer(function MonthlyBudgetSearch({ vehicleType }: { vehicleType: VehicleType }) {
  const { search, searchContext } = useStores();
  const navigate = useNavigate();
  const noun = vehicleWords[vehicleType].many;
  const panel = search.vehicleType === vehicleType ? search.panel : {};
  const budgets = priceOptions((panel.MaxPaymentMonthlyCostOptions ?? []).filter((option) => option.Value > 0));
  const deposits = priceOptions(panel.PaymentDepositOptions ?? []);
  const terms = priceOptions(panel.PaymentTermOptions ?? []);
  const [budget, setBudget] = useState<string | null>(null);
  const [deposit, setDeposit] = useState<string | null>(null);
  const [term, setTerm] = useState<string | null>(null);
  const [agreement, setAgreement] = useState<Agreement>('HP');
  const [mileage, setMileage] = useState<string | null>(null);
  const mileages = priceOptions(panel.PaymentMileageOptions ?? []);

  useEffect(() => {
    void searchContext.start(vehicleType, 'landing');
  }, [searchContext, vehicleType]);

  const chosen = {
    budget: budget ?? budgets.find((option) => option.value === '250')?.value ?? budgets[0]?.value ?? '',
    deposit: deposit ?? String(panel.PaymentDeposit ?? deposits[0]?.value ?? ''),
    term: term ?? String(panel.PaymentTerm ?? terms[0]?.value ?? ''),
    mileage: mileage ?? String(panel.PaymentMileage ?? mileages[0]?.value ?? ''),
  };
  const ready = search.ready && search.vehicleType === vehicleType && budgets.length > 0;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!ready) return;
    const criteria = monthlyBudgetCriteria(panel, {
      budget: Number(chosen.budget),
      deposit: Number(chosen.deposit),
      term: Number(chosen.term),
      agreement,
      mileage: Number(chosen.mileage),
    });
    void navigate(`/search/${vehicleType}/?${criteriaToQuery(criteria).toString()}`);
  };

  return (
    <section aria-labelledby="monthly-budget">
      <Stack space="small">
        <Heading level={2} size="large" id="monthly-budget">
          Find {noun} by monthly budget
        </Heading>
        <Text>
          See {noun} whose monthly payment fits your budget, with the deposit, term and agreement you choose (for PCP,
          the mileage too). Each vehicle page shows its full representative example.
        </Text>
        <div className={styles.budget}>
          <form onSubmit={submit} aria-labelledby="monthly-budget" className={styles.budgetForm}>
            <NativeSelect
              label="Monthly budget"
              description="The most you want to pay each month"
              options={budgets}
              value={chosen.budget}
              onChange={setBudget}
              isDisabled={!ready}
              width="short"
            />
            <NativeSelect
              label="Deposit"
              options={deposits}
              value={chosen.deposit}
              onChange={setDeposit}
              isDisabled={!ready}
              width="short"
            />
            <NativeSelect
              label="Term"
              options={terms}
              value={chosen.term}
              onChange={setTerm}
              isDisabled={!ready}
              width="short"
            />
            <SegmentedControl
              label="Agreement"
              labelVisibility="visible"
              items={agreementChoices}
              value={agreement}
              onChange={setAgreement}
              isDisabled={!ready}
            />
            {agreement === 'PCP' ? (
              <NativeSelect
                label="Annual mileage"
                description="It sets the optional final payment"
                options={mileages}
                value={chosen.mileage}
                onChange={setMileage}
                isDisabled={!ready}
                width="medium"
              />
            ) : null}
            <div>
              <Button type="submit" isDisabled={!ready}>
                {`Search ${noun} by monthly cost`}
              </Button>
            </div>
          </form>
        </div>
      </Stack>
    </section>
  );
});

export default FinanceLandingPage;
