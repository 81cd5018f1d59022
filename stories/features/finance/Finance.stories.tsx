import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { Dialog } from 'react-aria-components';
import { MemoryRouter } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { VehicleDetail } from '@app/api/types';
import CarMoneyOverlay from '@app/features/finance/CarMoneyOverlay';
import { FinanceCalculatorPage } from '@app/features/finance/FinanceCalculatorPage';
import { FinanceLandingPage } from '@app/features/finance/FinanceLandingPage';
import FinanceRepExampleOverlay from '@app/features/finance/FinanceRepExampleOverlay';
import { FinanceTermsPage } from '@app/features/finance/FinanceTermsPage';
import { VehicleFinance } from '@app/features/finance/VehicleFinance';
import { ModalHost } from '@app/overlays/ModalHost';
import { StoresProvider } from '@app/stores/StoresContext';
import { createTestStores, jsonResponse, vehicleCard, vehicleDetail, type SentRequest } from '@app/stores/testing';
import { financeQuote, pcpRefusal, vehiclePcpExample } from '../../../server/finance';
import { narrow } from '../../support/decorators';

const fiesta = vehicleDetail();
const hp = fiesta.Finance;
if (!hp) throw new Error('The example vehicle has a finance example');
const pcp: VehicleDetail = {
  ...fiesta,
  Finance: { ...hp, FinanceType: 'PCP', RateType: 'variable', FinalPayment: 4250, Pay: 132.5, Total: 13200 },
};

/** The same car with the PCP example beside HP, worked out by the reference server's rule (a 3-year-old car at 30,000 miles). */
const hpAndPcp: VehicleDetail = {
  ...fiesta,
  FinancePCP: vehiclePcpExample(
    { price: fiesta.Vehicle.GBPPriceIncVAT, registrationDate: '2023-06-01', mileage: 30_000 },
    new Date('2026-12-01T00:00:00Z'),
  ),
};
if (!hpAndPcp.FinancePCP) throw new Error('The example car is offered a PCP');

const options = (values: number[], name: (value: number) => string) =>
  values.map((Value) => ({ Name: name(Value), Value }));

/** The search panel's payment choices, as the contract's default panel has them. */
const defaultPanel = {
  PaymentSearchSelection: { Selected: 'total' },
  MaxPaymentMonthlyCostOptions: [
    { Name: 'Any', Value: -1 },
    ...options([100, 150, 200, 250, 300, 400, 500], (v) => `£${v}`),
  ],
  PaymentDeposit: 1000,
  PaymentDepositOptions: options([500, 1000, 2000, 3000, 5000], (v) => `£${v.toLocaleString('en-GB')}`),
  PaymentTerm: 60,
  PaymentTermOptions: options([24, 36, 48, 60], (v) => `${v} months`),
};

/** A fake server: quotes follow what was asked (any server's would), the default panels are the contract's. */
function answer(request: SentRequest): Response {
  if (request.path === '/api/finance/quote' && request.query.get('financeType') === 'PCP') {
    // A PCP quoted by the reference server's own rule, so the annual mileage moves the final payment as it would there.
    const figure = (name: string) => Number(request.query.get(name) ?? 0);
    const input = {
      price: figure('price'),
      deposit: figure('deposit'),
      term: figure('term'),
      financeType: 'PCP' as const,
      annualMileage: figure('annualMileage'),
      ageYears: figure('vehicleAge'),
      mileage: figure('vehicleMileage'),
    };
    const refusal = pcpRefusal(input);
    return refusal ? jsonResponse({ Code: 100, FriendlyMessage: refusal }, 422) : jsonResponse(financeQuote(input));
  }
  if (request.path === '/api/finance/quote') {
    const price = Number(request.query.get('price'));
    const deposit = Number(request.query.get('deposit'));
    const term = Number(request.query.get('term'));
    const pay = Math.round(((price - deposit) * 1.26 * 100) / term) / 100;
    return jsonResponse({
      MonthlyPayment: pay,
      RepresentativeExample: {
        ...hp,
        CashPrice: price,
        Deposit: deposit,
        Borrow: price - deposit,
        Over: term,
        Pay: pay,
        Credit: Math.round(pay * term - (price - deposit)),
        Total: Math.round(deposit + pay * term),
      },
    });
  }
  if (request.path.endsWith('/panel/default')) return jsonResponse(defaultPanel);
  return new Response(null, { status: 204 });
}

type Part = 'vehicle' | 'calculator' | 'car-landing' | 'van-landing' | 'terms';

interface FinanceStoryProps {
  part: Part;
  detail?: VehicleDetail;
  path?: string;
}

/** A finance part with the stores the app gives it, a router, the overlay host and a fake server. */
function FinanceStory({ part, detail = fiesta, path = '/' }: FinanceStoryProps) {
  const [stores] = useState(() => createTestStores(answer).stores);
  const parts: Record<Part, ReactNode> = {
    vehicle: <VehicleFinance detail={detail} />,
    calculator: <FinanceCalculatorPage />,
    'car-landing': <FinanceLandingPage vehicleType="car" />,
    'van-landing': <FinanceLandingPage vehicleType="van" />,
    terms: <FinanceTermsPage />,
  };
  return (
    <StoresProvider stores={stores}>
      <MemoryRouter initialEntries={[path]}>
        <main>{parts[part]}</main>
        <ModalHost />
      </MemoryRouter>
    </StoresProvider>
  );
}

const meta = {
  title: 'Pages/Finance',
  component: FinanceStory,
  args: { part: 'vehicle' },
  argTypes: {
    part: { control: 'inline-radio', options: ['vehicle', 'calculator', 'car-landing', 'van-landing', 'terms'] },
  },
  parameters: {
    docs: {
      description: {
        component:
          "Finance: the vehicle page's section (the representative example in full, every item equally prominent as FCA CONC 3.5.5R asks, how we are paid, the finance overlays), the calculator (quotes from the contract's getFinanceQuote) and the finance landing pages (HP and PCP compared, search by monthly budget).",
      },
    },
  },
} satisfies Meta<typeof FinanceStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const valueOf = (canvasElement: HTMLElement, term: string) =>
  within(canvasElement).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

/** Hire purchase: every item, and the overlays open as named dialogs. */
export const VehicleHirePurchase: Story = {
  play: async ({ canvasElement }) => {
    await expect(valueOf(canvasElement, 'Pay (monthly payment)')).toBe('£178.32');
    await expect(valueOf(canvasElement, 'Interest (rate a year)')).toBe('5.19% fixed');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Finance terms' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Finance terms' });
    await expect(dialog).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

export const VehiclePersonalContractPurchase: Story = {
  args: { detail: pcp },
  play: async ({ canvasElement }) => {
    await expect(valueOf(canvasElement, 'Optional final payment')).toBe('£4,250');
    await expect(valueOf(canvasElement, 'Agreement')).toBe('Personal contract purchase (PCP)');
  },
};

/** HP and PCP side by side: each example in full, what happens at the end of a PCP, and one explanation button each. */
export const VehicleHpAndPcp: Story = {
  args: { detail: hpAndPcp },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pcpExample = hpAndPcp.FinancePCP;
    await expect(canvas.getAllByText('Optional final payment', { selector: 'dt' })).toHaveLength(1);
    await expect(valueOf(canvasElement, 'Optional final payment')).toBe(
      `£${pcpExample?.FinalPayment?.toLocaleString('en-GB')}`,
    );
    await expect(canvas.getByRole('button', { name: 'What this PCP example means' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'your own PCP on this car' })).toHaveAttribute(
      'href',
      expect.stringContaining('agreement=pcp'),
    );
  },
};

/** An HP example only: PCP is not offered on this car, and the page says why. */
export const VehiclePcpNotOffered: Story = {
  args: { detail: { ...fiesta, FinancePCP: undefined } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/PCP is not offered on this car/)).toBeVisible();
  },
};

export const VehicleHpAndPcpNarrow: Story = { args: { detail: hpAndPcp }, decorators: [narrow] };

export const VehicleWithoutExample: Story = { args: { detail: { ...fiesta, Finance: undefined } } };

export const VehicleSold: Story = { args: { detail: { ...fiesta, Vehicle: vehicleCard({ Sold: true }) } } };

export const VehicleNarrow: Story = { decorators: [narrow] };

/** The calculator: a deposit leaving less than £1,000 to borrow says the most it can be; a good one brings a new quote. */
export const Calculator: Story = {
  args: { part: 'calculator', path: '/car-finance-calculator/?price=9495' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(valueOf(canvasElement, 'Cash price')).toBe('£9,495'));
    const deposit = canvas.getByRole('textbox', { name: 'Deposit' });
    await userEvent.clear(deposit);
    await userEvent.type(deposit, '9000');
    await expect(deposit).toHaveAccessibleDescription(
      /Error:\s*Enter a deposit of £8,495 or less, to leave at least £1,000 to borrow/,
    );
    await userEvent.clear(deposit);
    await userEvent.type(deposit, '2000');
    await waitFor(() => expect(valueOf(canvasElement, 'Deposit')).toBe('£2,000'));
    await expect(canvas.getByRole('slider', { name: 'Deposit' })).toHaveValue('2000');
  },
};

/** No deposit is a deposit: the quote is for the whole price. */
export const CalculatorNoDeposit: Story = {
  args: { part: 'calculator', path: '/car-finance-calculator/?price=9495' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(valueOf(canvasElement, 'Cash price')).toBe('£9,495'));
    const deposit = canvas.getByRole('textbox', { name: 'Deposit' });
    await userEvent.clear(deposit);
    await userEvent.type(deposit, '0');
    await waitFor(() => expect(valueOf(canvasElement, 'Deposit')).toBe('£0'));
    await expect(deposit).not.toHaveAttribute('aria-invalid', 'true');
  },
};

/** A 3-year-old car at 30,000 miles as a PCP in the calculator, as its vehicle page's 'your own PCP' link opens it. */
const pcpCalculator = {
  part: 'calculator' as const,
  path: '/car-finance-calculator/?price=14995&deposit=1000&term=48&agreement=pcp&age=3&mileage=30000',
};

const pcpQuoted = (canvasElement: HTMLElement) =>
  waitFor(() => expect(valueOf(canvasElement, 'Optional final payment')).toMatch(/^£[0-9,]+$/));

async function typeAnnualMileage(canvasElement: HTMLElement, miles: string) {
  const mileage = within(canvasElement).getByRole('textbox', { name: 'Annual mileage' });
  await userEvent.clear(mileage);
  await userEvent.type(mileage, miles);
}

/** PCP in the calculator: the annual mileage sets the optional final payment, so changing it changes the quote. */
export const CalculatorPcp: Story = {
  args: pcpCalculator,
  play: async ({ canvasElement }) => {
    await pcpQuoted(canvasElement);
    const before = valueOf(canvasElement, 'Optional final payment');
    await typeAnnualMileage(canvasElement, '15000');
    await waitFor(() => expect(valueOf(canvasElement, 'Optional final payment')).not.toBe(before));
    await expect(valueOf(canvasElement, 'Agreement')).toBe('Personal contract purchase (PCP)');
  },
};

/** A PCP the lender would not write: 30,000 miles now plus 20,000 a year for 4 years ends above 100,000 miles, and the calculator says so. */
export const CalculatorPcpRefused: Story = {
  args: pcpCalculator,
  play: async ({ canvasElement }) => {
    await pcpQuoted(canvasElement);
    await typeAnnualMileage(canvasElement, '20000');
    const canvas = within(canvasElement);
    // Shown under the figures, and said once by the quote's live region.
    const said = await canvas.findAllByText(/PCP is for cars up to 8 years old and 100,000 miles at the end/);
    const shown = said.filter((element) => !element.closest('[aria-live]'));
    await expect(shown).toHaveLength(1);
    await expect(shown[0]).toBeVisible();
  },
};

export const CalculatorPcpNarrow: Story = {
  args: pcpCalculator,
  decorators: [narrow],
};

export const CalculatorNarrow: Story = { args: { part: 'calculator' }, decorators: [narrow] };

export const CarFinance: Story = {
  args: { part: 'car-landing' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'HP and PCP compared' })).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Monthly budget' })).toBeEnabled());
    await expect(canvas.getByRole('button', { name: 'Search cars by monthly cost' })).toBeEnabled();
  },
};

export const VanFinance: Story = { args: { part: 'van-landing' } };

export const VanFinanceNarrow: Story = { args: { part: 'van-landing' }, decorators: [narrow] };

/** /finance-terms/, where every example's terms link goes. */
export const TermsPage: Story = {
  args: { part: 'terms' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Finance terms' })).toBeVisible();
    await expect(canvas.getByText('Representative APR', { selector: 'dt' })).toBeVisible();
  },
};

/** The overlays' content, as the dialog shows it. */
function InDialog({ children }: { children: ReactNode }) {
  return <Dialog>{children}</Dialog>;
}
const close = () => undefined;

export const RepresentativeExampleOverlay: StoryObj = {
  render: () => (
    <InDialog>
      <FinanceRepExampleOverlay data={{ example: hp, vehicleTitle: fiesta.Vehicle.Title }} close={close} />
    </InDialog>
  ),
};

export const CarMoney: StoryObj = {
  render: () => (
    <InDialog>
      <CarMoneyOverlay data={{ vehicleTitle: fiesta.Vehicle.Title }} close={close} />
    </InDialog>
  ),
};
