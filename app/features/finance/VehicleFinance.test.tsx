import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { VehicleDetail } from '../../api/types';
import { StoresProvider } from '../../stores/StoresContext';
import { createTestStores, vehicleCard, vehicleDetail } from '../../stores/testing';
import { VehicleFinance } from './VehicleFinance';

function renderFinance(detail: VehicleDetail) {
  const { stores } = createTestStores();
  render(
    <StoresProvider stores={stores}>
      <MemoryRouter>
        <VehicleFinance detail={detail} />
      </MemoryRouter>
    </StoresProvider>,
  );
  return stores;
}

const valueOf = (section: HTMLElement, term: string) =>
  within(section).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('VehicleFinance', () => {
  it('shows every item of the representative example, with the rate type, agreement and lender', () => {
    renderFinance(vehicleDetail());
    const section = screen.getByRole('region', { name: 'Finance' });
    expect(within(section).getByRole('heading', { name: 'Representative example' })).toBeInTheDocument();
    expect(valueOf(section, 'Cash price')).toBe('£9,495');
    expect(valueOf(section, 'Deposit')).toBe('£1,000');
    expect(valueOf(section, 'Borrow (total amount of credit)')).toBe('£8,495');
    expect(valueOf(section, 'Over (duration of the agreement)')).toBe('60 months');
    expect(valueOf(section, 'Pay (monthly payment)')).toBe('£178.32');
    expect(valueOf(section, 'Interest (rate a year)')).toBe('5.19% fixed');
    expect(valueOf(section, 'APR (representative)')).toBe('9.9% APR');
    expect(valueOf(section, 'Credit (total cost of credit)')).toBe('£2,204.20');
    expect(valueOf(section, 'Total (total amount payable)')).toBe('£11,699.20');
    expect(valueOf(section, 'Agreement')).toBe('Hire purchase (HP)');
    expect(valueOf(section, 'Lender')).toBe('Northgate Motor Finance Ltd');
    expect(within(section).getByText(/which pays us a fixed commission/)).toHaveTextContent(
      "This example's lender is Northgate Motor Finance Ltd.",
    );
    expect(within(section).getByRole('link', { name: 'Read the full terms of our credit broking' })).toHaveAttribute(
      'href',
      '/terms-of-use/',
    );
    expect(within(section).getByRole('link', { name: 'Terms of this example' })).toHaveAttribute(
      'href',
      '/finance-terms/',
    );
    expect(within(section).getByRole('link', { name: 'Work out your own monthly payments' })).toHaveAttribute(
      'href',
      '/car-finance-calculator/?price=9495',
    );
  });

  it('shows the PCP example beside the HP one, with its final payment, mileage, excess charge and end choices', () => {
    const detail = vehicleDetail();
    const hp = detail.Finance;
    if (!hp) throw new Error('the test vehicle has an HP example');
    renderFinance({
      ...detail,
      FinancePCP: {
        ...hp,
        FinanceType: 'PCP',
        Over: 48,
        Pay: 183.74,
        FinalPayment: 1719,
        Total: 11538.52,
        Credit: 2043.52,
        Interest: 6.01,
        OtherCharges: 0,
        AnnualMileage: 10000,
        VehicleAge: 3,
        VehicleMileage: 30000,
        ExcessMileagePence: 6,
      },
    });
    const section = screen.getByRole('region', { name: 'Finance' });
    const lists = within(section)
      .getAllByRole('term')
      .filter((term) => term.textContent === 'Optional final payment');
    expect(lists).toHaveLength(1);
    expect(lists[0]?.nextElementSibling?.textContent).toBe('£1,719');
    const pcpValue = (term: string) =>
      within(section)
        .getAllByText(term, { selector: 'dt' })
        .map((dt) => dt.nextElementSibling?.textContent);
    expect(pcpValue('Agreement')).toEqual(['Hire purchase (HP)', 'Personal contract purchase (PCP)']);
    expect(pcpValue('Mileage a year')).toEqual(['10,000 miles']);
    expect(pcpValue('Excess mileage charge')).toEqual(['6p a mile over the agreed mileage']);
    expect(pcpValue('Other charges')).toEqual(['None (£0)', 'None (£0)']);
    expect(within(section).getByRole('heading', { name: 'At the end of this PCP' })).toBeInTheDocument();
    expect(within(section).getByText(/Pay the optional final payment of £1,719/)).toBeInTheDocument();
    expect(
      within(section).getByText(/no more than 40,000 miles in the agreement\. Over that you pay 6p/),
    ).toBeInTheDocument();
    expect(within(section).getByText(/is not a credit search/)).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'your own PCP on this car' })).toHaveAttribute(
      'href',
      '/car-finance-calculator/?price=9495&deposit=1000&term=48&agreement=pcp&age=3&mileage=30000',
    );
  });

  it('says when PCP is not offered on the car', () => {
    renderFinance(vehicleDetail());
    expect(screen.getByText(/PCP is not offered on this car: it is for cars up to 8 years old/)).toBeInTheDocument();
  });

  it('opens the finance overlays', async () => {
    const user = userEvent.setup();
    const stores = renderFinance(vehicleDetail());
    for (const [button, overlay] of [
      ['What this example means', 'finance-rep-example'],
      ['Finance terms', 'finance-terms'],
      ['How car finance works', 'finance-explained'],
      ['Check your eligibility', 'carmoney'],
    ] as const) {
      await user.click(screen.getByRole('button', { name: button }));
      expect(stores.modal.comp).toBe(overlay);
      stores.modal.close();
    }
  });

  it('shows a PCP final payment and a variable rate', () => {
    const hp = vehicleDetail().Finance;
    if (!hp) throw new Error('The example vehicle has a finance example');
    renderFinance(vehicleDetail({ Finance: { ...hp, FinanceType: 'PCP', RateType: 'variable', FinalPayment: 4250 } }));
    const section = screen.getByRole('region', { name: 'Finance' });
    expect(valueOf(section, 'Optional final payment')).toBe('£4,250');
    expect(valueOf(section, 'Interest (rate a year)')).toBe('5.19% variable');
    expect(valueOf(section, 'Agreement')).toBe('Personal contract purchase (PCP)');
  });

  it('says when the dealer gave no example, or the vehicle is sold', () => {
    renderFinance({ ...vehicleDetail(), Finance: undefined });
    expect(screen.getByText('The dealer has not given a finance example for this vehicle.')).toBeInTheDocument();
    expect(screen.queryByText('Pay (monthly payment)')).not.toBeInTheDocument();
  });

  it('says finance is not available on a price under the minimum credit, with no calculator to send it to', () => {
    const card = vehicleDetail().Vehicle;
    renderFinance({ ...vehicleDetail(), Vehicle: { ...card, GBPPriceIncVAT: 790 }, Finance: undefined });
    const section = screen.getByRole('region', { name: 'Finance' });
    expect(section).toHaveTextContent(
      'Finance is not available on this vehicle: the least our lender lends is £1,000, and its price is £790.',
    );
    expect(screen.queryByRole('link', { name: 'Work out your own monthly payments' })).not.toBeInTheDocument();
    expect(screen.queryByText('The dealer has not given a finance example for this vehicle.')).not.toBeInTheDocument();
  });

  it('shows no example for a sold vehicle', () => {
    renderFinance(vehicleDetail({ Vehicle: vehicleCard({ Sold: true }) }));
    expect(screen.getByText('This vehicle has been sold, so it has no finance example.')).toBeInTheDocument();
  });
});
