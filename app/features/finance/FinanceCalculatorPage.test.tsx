import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { StoresProvider } from '../../stores/StoresContext';
import { createTestStores, jsonResponse, vehicleDetail, type SentRequest } from '../../stores/testing';
import { FinanceCalculatorPage } from './FinanceCalculatorPage';

const example = vehicleDetail().Finance;

/** Any server's answer: the figures follow what was asked, so the page must show the answer's. */
const answer = (request: SentRequest) => {
  if (request.path !== '/api/finance/quote' || !example) return new Response(null, { status: 204 });
  const price = Number(request.query.get('price'));
  const deposit = Number(request.query.get('deposit'));
  return jsonResponse({
    MonthlyPayment: price / 40,
    RepresentativeExample: { ...example, CashPrice: price, Deposit: deposit, Borrow: price - deposit },
  });
};

function renderCalculator(path = '/car-finance-calculator/') {
  const { stores, requests } = createTestStores(answer);
  const { container } = render(
    <StoresProvider stores={stores}>
      <MemoryRouter initialEntries={[path]}>
        <FinanceCalculatorPage />
      </MemoryRouter>
    </StoresProvider>,
  );
  const quotes = () => requests.filter((request) => request.path === '/api/finance/quote');
  /** The calculator's own live region (not another one left in the page). */
  const live = () => container.querySelector('[aria-live="polite"]');
  return { stores, quotes, live };
}

const valueOf = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('the finance calculator', () => {
  it("starts at the linked vehicle's price and shows the quote the server gives", async () => {
    const { quotes, live } = renderCalculator('/car-finance-calculator/?price=9495');
    expect(screen.getByRole('textbox', { name: 'Vehicle price' })).toHaveValue('9495');
    await waitFor(() => expect(valueOf('Pay (monthly payment)')).toBe('£237.38'));
    expect(valueOf('Cash price')).toBe('£9,495');
    expect(valueOf('Borrow (total amount of credit)')).toBe('£8,495');
    expect(quotes()).toHaveLength(1);
    expect(live()).toHaveTextContent('Your quote: £237.38 a month over 60 months. Cash price £9,495, deposit £1,000');
  });

  it("quotes a PCP with the annual mileage and the car's age and mileage, and asks again when the mileage changes", async () => {
    const user = userEvent.setup();
    const { quotes } = renderCalculator('/car-finance-calculator/?price=9495&agreement=pcp&age=3&mileage=30000');
    expect(screen.getByRole('radio', { name: 'PCP' })).toBeChecked();
    await waitFor(() => expect(quotes()).toHaveLength(1));
    expect(Object.fromEntries(quotes()[0]?.query ?? [])).toMatchObject({
      financeType: 'PCP',
      vehicleAge: '3',
      vehicleMileage: '30000',
      annualMileage: '10000',
    });
    const mileage = screen.getByRole('textbox', { name: 'Annual mileage' });
    await user.tripleClick(mileage);
    await user.paste('15000');
    await waitFor(() => expect(quotes()).toHaveLength(2), { timeout: 3000 });
    expect(quotes()[1]?.query.get('annualMileage')).toBe('15000');
    await user.click(screen.getByRole('radio', { name: 'Hire purchase' }));
    expect(screen.queryByRole('textbox', { name: 'Annual mileage' })).toBeNull();
    await waitFor(() => expect(quotes()).toHaveLength(3), { timeout: 3000 });
    expect(quotes()[2]?.query.get('financeType')).toBe('HP');
    expect(screen.getByText(/is not a credit search/)).toBeInTheDocument();
  });

  it('shows the deposit message on the field and asks for nothing while it is wrong', async () => {
    const user = userEvent.setup();
    const { quotes } = renderCalculator();
    await waitFor(() => expect(quotes()).toHaveLength(1));
    const deposit = screen.getByRole('textbox', { name: 'Deposit' });
    // One change to the wrong figure: typing it key by key passes valid deposits (£9, £95, £950), and
    // each is rightly quoted once typing pauses for longer than the wait, as it can on a busy machine.
    await user.tripleClick(deposit);
    await user.paste('9500');
    expect(deposit).toHaveValue('9500');
    expect(deposit).toHaveAccessibleDescription(
      /Error:\s*Enter a deposit of £9,000 or less, to leave at least £1,000 to borrow/,
    );
    expect(deposit).toHaveAttribute('aria-invalid', 'true');
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(quotes()).toHaveLength(1);
    expect(screen.getByText('Correct the figures in red to see a quote.')).toBeInTheDocument();
  });

  it('asks for no annual mileage, which a hire purchase quote does not depend on', async () => {
    const { quotes } = renderCalculator();
    await waitFor(() => expect(quotes()).toHaveLength(1));
    expect(screen.queryByRole('textbox', { name: 'Annual mileage' })).not.toBeInTheDocument();
    expect(screen.queryByRole('slider', { name: 'Annual mileage' })).not.toBeInTheDocument();
    expect(quotes()[0]?.query.get('annualMileage')).toBe('10000');
  });

  it('asks again once typing stops, and moves the slider with the typed value', async () => {
    const user = userEvent.setup();
    const { quotes } = renderCalculator();
    await waitFor(() => expect(quotes()).toHaveLength(1));
    const deposit = screen.getByRole('textbox', { name: 'Deposit' });
    await user.clear(deposit);
    await user.type(deposit, '2500');
    expect(screen.getByRole('slider', { name: 'Deposit' })).toHaveValue('2500');
    await waitFor(() => expect(valueOf('Deposit')).toBe('£2,500'));
    expect(quotes().map((request) => request.query.get('deposit'))).toEqual(['1000', '2500']);
    const quote = screen.getByRole('region', { name: 'Your quote' });
    expect(within(quote).getByText(/which pays us a fixed commission/)).toHaveTextContent(
      "This example's lender is Northgate Motor Finance Ltd.",
    );
  });

  it('keeps the last quote on screen, marked busy, while changed figures are quoted, then shows the new one', async () => {
    const user = userEvent.setup();
    const { quotes, live } = renderCalculator('/car-finance-calculator/?price=9495');
    await waitFor(() => expect(valueOf('Pay (monthly payment)')).toBe('£237.38'));
    const busy = () => screen.getByText('Pay (monthly payment)', { selector: 'dt' }).closest('[aria-busy]');
    expect(busy()).toHaveAttribute('aria-busy', 'false');
    const price = screen.getByRole('textbox', { name: 'Vehicle price' });
    // One more digit: valid figures all the way, so the quote never leaves the screen.
    await user.type(price, '0');
    // Before the new quote: the last one, busy; no 'Working out your quote…' line in its place.
    expect(valueOf('Pay (monthly payment)')).toBe('£237.38');
    expect(busy()).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('Working out your quote…')).not.toBeInTheDocument();
    await waitFor(() => expect(valueOf('Pay (monthly payment)')).toBe('£2,373.75'));
    expect(busy()).toHaveAttribute('aria-busy', 'false');
    expect(quotes().map((request) => request.query.get('price'))).toEqual(['9495', '94950']);
    expect(live()).toHaveTextContent('Your quote: £2,373.75 a month');
  });
});
