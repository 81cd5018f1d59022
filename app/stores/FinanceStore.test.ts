import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { calculatorErrors, defaultCalculatorValues, financeStore, quoteDebounceMs } from './FinanceStore';
import { createTestStores, jsonResponse, type SentRequest } from './testing';

const example = {
  CashPrice: 10000,
  Borrow: 9000,
  Over: 60,
  Deposit: 1000,
  Pay: 188.9,
  Interest: 9.48,
  APR: 9.9,
  Credit: 2334,
  Total: 12334,
  FinanceType: 'HP',
  RateType: 'fixed',
  Lender: 'Northgate Motor Finance Ltd',
  TermsUrl: '/finance-terms/',
};

/** Answers each quote from what was asked, as any server would: the figures differ per request. */
const answerQuotes = (request: SentRequest) =>
  jsonResponse({
    MonthlyPayment: Number(request.query.get('price')) / 50,
    RepresentativeExample: { ...example, CashPrice: Number(request.query.get('price')) },
  });

const quoteRequests = (requests: SentRequest[]) => requests.filter((request) => request.path === '/api/finance/quote');

describe('calculator rules', () => {
  const withValue = (field: 'deposit' | 'annualMileage', value: string) =>
    calculatorErrors({ ...defaultCalculatorValues, price: '500000', [field]: value })[field];

  it.each(['0', '1', '500', '99999', '150000', '499000', ' 2500 '])(
    'takes a deposit of %j on a £500,000 car',
    (value) => {
      expect(withValue('deposit', value)).toBeUndefined();
    },
  );

  it.each(['', ' '])('asks for a deposit when there is none (%j)', (value) => {
    expect(withValue('deposit', value)).toBe('Enter a deposit');
  });

  it.each(['2,000', '£2,000', '£500', '£0'])('takes a deposit of %j, thousands comma and pound sign too', (value) => {
    expect(withValue('deposit', value)).toBeUndefined();
  });

  it.each(['1,00', '£', '-5', '12.5', 'abc', '1000000'])(
    "refuses a deposit of %j with 'Enter a deposit between £0 and £499,000, in whole pounds'",
    (value) => {
      expect(withValue('deposit', value)).toBe('Enter a deposit between £0 and £499,000, in whole pounds');
    },
  );

  it('takes no deposit at all (no-deposit finance), and a deposit that leaves exactly £1,000 to borrow', () => {
    expect(calculatorErrors({ ...defaultCalculatorValues, price: '10000', deposit: '0' })).toEqual({});
    expect(calculatorErrors({ ...defaultCalculatorValues, price: '10000', deposit: '9000' })).toEqual({});
    expect(calculatorErrors({ ...defaultCalculatorValues, price: '300000', deposit: '150000' })).toEqual({});
  });

  it('refuses a deposit that leaves less than £1,000 to borrow, saying the most it can be', () => {
    const deposit = (price: string, value: string) =>
      calculatorErrors({ ...defaultCalculatorValues, price, deposit: value }).deposit;
    expect(deposit('10000', '9001')).toBe('Enter a deposit of £9,000 or less, to leave at least £1,000 to borrow');
    expect(deposit('12500', '12000')).toBe('Enter a deposit of £11,500 or less, to leave at least £1,000 to borrow');
    expect(deposit('10000', '99999')).toBe('Enter a deposit of £9,000 or less, to leave at least £1,000 to borrow');
    expect(deposit('1750', '1000')).toBe('Enter a deposit of £750 or less, to leave at least £1,000 to borrow');
  });

  it.each(['1', '10000', '999999'])('takes an annual mileage of %j', (value) => {
    expect(withValue('annualMileage', value)).toBeUndefined();
  });

  it.each(['', ' '])('asks for an annual mileage when there is none (%j)', (value) => {
    expect(withValue('annualMileage', value)).toBe('Enter an annual mileage');
  });

  it.each(['10,000', '34,120'])('takes an annual mileage of %j, with its thousands comma', (value) => {
    expect(withValue('annualMileage', value)).toBeUndefined();
  });

  it.each(['0', '000', '1000000', '10,00', '£10,000', '-1', '1.5', 'ten'])(
    "refuses an annual mileage of %j with 'A positive number is required between 1 and 999,999'",
    (value) => {
      expect(withValue('annualMileage', value)).toBe('A positive number is required between 1 and 999,999');
    },
  );

  it('asks for a deposit below the price, and a price that leaves £1,000 to borrow with no deposit', () => {
    expect(calculatorErrors({ ...defaultCalculatorValues, price: '5000', deposit: '5000' }).deposit).toBe(
      'Enter a deposit of £4,000 or less, to leave at least £1,000 to borrow',
    );
    expect(calculatorErrors({ ...defaultCalculatorValues, price: '999' }).price).toBe(
      'Enter a price between £1,000 and £500,000, in whole pounds',
    );
    expect(calculatorErrors({ ...defaultCalculatorValues, price: '1000', deposit: '0' })).toEqual({});
    expect(calculatorErrors({ ...defaultCalculatorValues, price: '500001' }).price).toBeDefined();
    expect(calculatorErrors(defaultCalculatorValues)).toEqual({});
  });
});

describe('FinanceStore', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks for a quote at once when started, with the values as query parameters', async () => {
    const { stores, requests } = createTestStores(answerQuotes);
    const finance = stores.use(financeStore);
    finance.start({ price: '9495' });
    await vi.waitFor(() => expect(finance.status).toBe('loaded'));
    const [sent] = quoteRequests(requests);
    expect(sent?.method).toBe('GET');
    expect(Object.fromEntries(sent?.query ?? [])).toEqual({
      price: '9495',
      deposit: '1000',
      term: '60',
      annualMileage: '10000',
      financeType: 'HP',
    });
    expect(finance.quote?.MonthlyPayment).toBe(9495 / 50);
    expect(finance.isCurrent).toBe(true);
  });

  it("asks for a PCP with the car's age and mileage, and again when the annual mileage changes", async () => {
    const { stores, requests } = createTestStores(answerQuotes);
    const finance = stores.use(financeStore);
    finance.start({ price: '9495', term: '48', vehicleAge: '3', vehicleMileage: '30000' }, 'PCP');
    await vi.waitFor(() => expect(finance.status).toBe('loaded'));
    expect(Object.fromEntries(quoteRequests(requests)[0]?.query ?? [])).toEqual({
      price: '9495',
      deposit: '1000',
      term: '48',
      annualMileage: '10000',
      financeType: 'PCP',
      vehicleAge: '3',
      vehicleMileage: '30000',
    });
    finance.setValue('annualMileage', '15000');
    expect(finance.isCurrent).toBe(false);
    await vi.advanceTimersByTimeAsync(quoteDebounceMs);
    await vi.waitFor(() => expect(quoteRequests(requests)).toHaveLength(2));
    expect(quoteRequests(requests)[1]?.query.get('annualMileage')).toBe('15000');
    finance.setFinanceType('HP');
    expect(finance.isCurrent).toBe(false);
  });

  it("checks the car's age and mileage for PCP only", () => {
    const values = { ...defaultCalculatorValues, vehicleAge: '51', vehicleMileage: '' };
    expect(calculatorErrors(values)).toEqual({});
    expect(calculatorErrors(values, 'PCP')).toEqual({
      vehicleAge: "Enter the car's age in whole years, from 0 (new) to 50",
      vehicleMileage: "Enter the car's mileage now, from 0 to 999,999",
    });
  });

  it('waits until typing stops, then asks once for the latest values', async () => {
    const { stores, requests } = createTestStores(answerQuotes);
    const finance = stores.use(financeStore);
    finance.start();
    await vi.waitFor(() => expect(finance.status).toBe('loaded'));
    finance.setValue('price', '1');
    finance.setValue('price', '12');
    finance.setValue('price', '12000');
    expect(finance.isCurrent).toBe(false);
    await vi.advanceTimersByTimeAsync(quoteDebounceMs - 1);
    expect(quoteRequests(requests)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(finance.quote?.MonthlyPayment).toBe(240));
    expect(quoteRequests(requests).map((request) => request.query.get('price'))).toEqual(['10000', '12000']);
  });

  it('shows the message and sends no request while a deposit or mileage is invalid', async () => {
    const { stores, requests } = createTestStores(answerQuotes);
    const finance = stores.use(financeStore);
    finance.start({ deposit: '9500' });
    expect(finance.errorFor('deposit')).toBe('Enter a deposit of £9,000 or less, to leave at least £1,000 to borrow');
    finance.setValue('deposit', '1000');
    finance.setValue('annualMileage', '0');
    expect(finance.errorFor('annualMileage')).toBe('A positive number is required between 1 and 999,999');
    await vi.advanceTimersByTimeAsync(quoteDebounceMs * 4);
    expect(quoteRequests(requests)).toHaveLength(0);
    expect(finance.request).toBeNull();
  });

  it('aborts a request that a newer one supersedes, keeping only the newer answer', async () => {
    let release: (() => void) | undefined;
    const signals: AbortSignal[] = [];
    const { stores, requests } = createTestStores(async (request) => {
      if (request.query.get('price') === '10000') await new Promise<void>((resolve) => (release = resolve));
      return answerQuotes(request);
    });
    const original = globalThis.AbortController;
    vi.stubGlobal(
      'AbortController',
      class extends original {
        constructor() {
          super();
          signals.push(this.signal);
        }
      },
    );
    const finance = stores.use(financeStore);
    finance.start();
    finance.setValue('price', '20000');
    await vi.advanceTimersByTimeAsync(quoteDebounceMs);
    await vi.waitFor(() => expect(finance.quote?.MonthlyPayment).toBe(400));
    release?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(signals[0]?.aborted).toBe(true);
    expect(finance.quote?.MonthlyPayment).toBe(400);
    expect(quoteRequests(requests)).toHaveLength(2);
    vi.unstubAllGlobals();
  });

  it("shows the server's message for a refused quote, and the client's for a failure without one", async () => {
    const { stores } = createTestStores(
      (request) =>
        request.query.get('price') === '9000'
          ? jsonResponse({ Code: 422, FriendlyMessage: 'Your deposit must be less than the price' }, 422)
          : new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }),
      { logger: { error: () => undefined } },
    );
    const finance = stores.use(financeStore);
    finance.start({ price: '9000' });
    await vi.waitFor(() => expect(finance.status).toBe('failed'));
    expect(finance.error).toBe('Your deposit must be less than the price');
    finance.start({ price: '9001' });
    await vi.waitFor(() => expect(finance.status).toBe('failed'));
    expect(finance.error).toBe('Sorry, we could not work out a quote. Please try again.');
  });
});
