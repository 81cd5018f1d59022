import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { StoresProvider } from '../../stores/StoresContext';
import { createTestStores, jsonResponse } from '../../stores/testing';
import { FinanceLandingPage } from './FinanceLandingPage';

const options = (values: number[], name: (value: number) => string) =>
  values.map((Value) => ({ Name: name(Value), Value }));

const defaultPanel = {
  Type: 'car',
  PaymentSearchSelection: { Selected: 'total' },
  MaxPaymentMonthlyCostOptions: [{ Name: 'Any', Value: -1 }, ...options([100, 250, 500], (v) => `£${v}`)],
  PaymentDeposit: 1000,
  PaymentDepositOptions: options([500, 1000, 2000], (v) => `£${v.toLocaleString('en-GB')}`),
  PaymentTerm: 60,
  PaymentTermOptions: options([36, 48, 60], (v) => `${v} months`),
};

function Results() {
  const location = useLocation();
  return <p>Results at {`${location.pathname}${location.search}`}</p>;
}

describe('a finance landing page', () => {
  it('explains HP and PCP and searches by monthly budget in the Monthly cost mode', async () => {
    const user = userEvent.setup();
    const { stores } = createTestStores((request) =>
      request.path === '/api/search/car/panel/default'
        ? jsonResponse(defaultPanel)
        : new Response(null, { status: 204 }),
    );
    render(
      <StoresProvider stores={stores}>
        <MemoryRouter initialEntries={['/used-cars/finance/']}>
          <Routes>
            <Route path="/used-cars/finance/" element={<FinanceLandingPage vehicleType="car" />} />
            <Route path="/search/car/" element={<Results />} />
          </Routes>
        </MemoryRouter>
      </StoresProvider>,
    );
    expect(screen.getByRole('table', { name: 'HP and PCP compared' })).toBeInTheDocument();
    const budget = screen.getByRole('combobox', { name: 'Monthly budget' });
    await waitFor(() => expect(budget).toBeEnabled());
    expect(budget).toHaveValue('250');
    await user.selectOptions(budget, '500');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Term' }), '48');
    await user.click(screen.getByRole('button', { name: 'Search cars by monthly cost' }));
    const results = await screen.findByText(/^Results at/);
    const address = new URL(results.textContent?.replace('Results at ', '') ?? '', 'http://localhost');
    expect(address.pathname).toBe('/search/car/');
    expect(address.searchParams.get('PriceMode')).toBe('monthly');
    expect(address.searchParams.get('MaxPaymentMonthlyCost')).toBe('500');
    expect(address.searchParams.get('PaymentTerm')).toBe('48');
  });
});
