import { makeAutoObservable } from 'mobx';
import type { ApiClient } from '../api/client';
import { errorMessage } from '../api/errors';
import {
  priceParameter,
  termParameter,
  vehicleAgeParameter,
  vehicleMileageParameter,
} from '../../openapi/generated/limits';
import type { FinanceQuote } from '../api/types';
import { depositTooHighMessage, financeApplies } from '@domain/finance';
import { unmodifiedDefaults } from '@domain/search/criteria';
import { parseWholeNumber, rules, validator, wholeWithin } from '@domain/validation';
import { Request } from './request';
import type { RootStore } from './RootStore';
import { searchDebounceMs } from './search/SearchCountStore';

type Timers = Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'>;

/** The calculator's fields, named as the quote's query parameters. */
const calculatorFields = ['price', 'deposit', 'term', 'annualMileage', 'vehicleAge', 'vehicleMileage'] as const;
export type CalculatorField = (typeof calculatorFields)[number];
export type CalculatorValues = Record<CalculatorField, string>;

/** The terms the contract quotes for, in months. */
const financeTerms = termParameter.enum;
type FinanceTerm = (typeof financeTerms)[number];

/** The agreements the calculator quotes: hire purchase, or personal contract purchase with its final payment. */
export type FinanceType = 'HP' | 'PCP';

/** The cash prices the contract quotes for (its `price` parameter), in whole pounds. */
export const priceLimits = { min: priceParameter.minimum, max: priceParameter.maximum } as const;

const calculatorMessages = {
  /** GOV.UK's wording for a number out of range, with the contract's limits (requirements 5.13). */
  price: `Enter a price between £${priceLimits.min.toLocaleString('en-GB')} and £${priceLimits.max.toLocaleString('en-GB')}, in whole pounds`,
  /** What a failed quote shows when the failure carries no message (the client always gives one). */
  failed: 'Sorry, we could not work out a quote. Please try again.',
} as const;

/** How long the calculator waits after the last change before it asks for a quote (as the search panel: 500 ms). */
export const quoteDebounceMs = searchDebounceMs;

/**
 * The calculator's starting values: the contract's example quote (the search panel's payment defaults).
 * The annual mileage, the car's age and its mileage now set a PCP's final payment; a hire purchase quote
 * does not depend on them (the quote's required `annualMileage` is still sent).
 */
export const defaultCalculatorValues: CalculatorValues = {
  price: '10000',
  deposit: String(unmodifiedDefaults.PaymentDeposit),
  term: String(unmodifiedDefaults.PaymentTerm),
  annualMileage: String(unmodifiedDefaults.PaymentMileage),
  vehicleAge: '0',
  vehicleMileage: '0',
};

const checkDeposit = validator(rules.deposit, { required: 'Enter a deposit' });
const checkMileage = validator(rules.mileage, { required: 'Enter an annual mileage' });

const priceWithin = wholeWithin(priceParameter, true);

/** The cash price in whole pounds within the contract's limits ('£12,500' too), or its message. */
function checkPrice(value: string): string | null {
  return priceWithin(value) ? null : calculatorMessages.price;
}

const ageWithin = wholeWithin(vehicleAgeParameter);
const odometerWithin = wholeWithin(vehicleMileageParameter);
const vehicleMessages = {
  vehicleAge: `Enter the car's age in whole years, from 0 (new) to ${vehicleAgeParameter.maximum}`,
  vehicleMileage: `Enter the car's mileage now, from 0 to ${vehicleMileageParameter.maximum.toLocaleString('en-GB')}`,
} as const;

/** Each field's message for these values, or nothing when every field is fine (the car's age and mileage for PCP only). */
export function calculatorErrors(
  values: CalculatorValues,
  financeType: FinanceType = 'HP',
): Partial<Record<CalculatorField, string>> {
  const errors: Partial<Record<CalculatorField, string>> = {};
  const price = checkPrice(values.price);
  if (price) errors.price = price;
  const deposit = checkDeposit(values.deposit);
  if (deposit) errors.deposit = deposit;
  else if (!price && !financeApplies(parseWholeNumber(values.price, true), parseWholeNumber(values.deposit, true))) {
    // The contract's 422 for a deposit that leaves less than the minimum credit, checked here first so no
    // request is sent (requirements 3.17).
    errors.deposit = depositTooHighMessage(parseWholeNumber(values.price, true));
  }
  if (!(financeTerms as readonly number[]).includes(Number(values.term)))
    errors.term = 'Choose a term of 24, 36, 48 or 60 months';
  const mileage = checkMileage(values.annualMileage);
  if (mileage) errors.annualMileage = mileage;
  if (financeType === 'PCP') {
    if (!ageWithin(values.vehicleAge)) errors.vehicleAge = vehicleMessages.vehicleAge;
    if (!odometerWithin(values.vehicleMileage)) errors.vehicleMileage = vehicleMessages.vehicleMileage;
  }
  return errors;
}

export interface QuoteRequest {
  price: number;
  deposit: number;
  term: FinanceTerm;
  annualMileage: number;
  financeType: FinanceType;
  /** PCP only. */
  vehicleAge?: number;
  /** PCP only. */
  vehicleMileage?: number;
}

/**
 * The finance calculator (/car-finance-calculator/): the price, deposit and term as typed, each checked
 * as it changes (the deposit by the shared rule, requirements 5.10, and the minimum credit, 3.17), and a
 * quote from the contract's `getFinanceQuote` (`GET /api/finance/quote`) for valid values only. Quotes
 * are asked 500 ms after the last change; a newer request aborts an older one, so a stale quote never
 * replaces a newer one. The figures are only ever the server's: nothing here computes a payment.
 */
export class FinanceStore {
  values: CalculatorValues = { ...defaultCalculatorValues };
  /** The agreement quoted: HP unless PCP is chosen. */
  financeType: FinanceType = 'HP';
  quote: FinanceQuote | null = null;
  /** The request the shown quote answers. */
  quoted: QuoteRequest | null = null;
  /** The quote's request; a failed one's error is the server's FriendlyMessage or the client's 'Failed to ...'. */
  readonly quoteRequest = new Request();

  private timer: ReturnType<typeof setTimeout> | undefined;
  private inFlight: AbortController | null = null;

  constructor(
    readonly root: RootStore,
    private readonly api: ApiClient,
    private readonly timers: Timers = root.timers,
  ) {
    makeAutoObservable<FinanceStore, 'api' | 'timers' | 'timer' | 'inFlight'>(this, {
      root: false,
      api: false,
      timers: false,
      timer: false,
      inFlight: false,
    });
  }

  get status() {
    return this.quoteRequest.state;
  }

  get error() {
    return this.quoteRequest.error;
  }

  get errors(): Partial<Record<CalculatorField, string>> {
    return calculatorErrors(this.values, this.financeType);
  }

  errorFor(field: CalculatorField): string | undefined {
    return this.errors[field];
  }

  get isValid(): boolean {
    return Object.keys(this.errors).length === 0;
  }

  /** The quote the values ask for, or null while any is invalid. */
  get request(): QuoteRequest | null {
    if (!this.isValid) return null;
    return {
      price: parseWholeNumber(this.values.price, true),
      deposit: parseWholeNumber(this.values.deposit, true),
      term: Number(this.values.term) as FinanceTerm,
      annualMileage: parseWholeNumber(this.values.annualMileage),
      financeType: this.financeType,
      ...(this.financeType === 'PCP'
        ? {
            vehicleAge: parseWholeNumber(this.values.vehicleAge),
            vehicleMileage: parseWholeNumber(this.values.vehicleMileage),
          }
        : {}),
    };
  }

  /** Whether the shown quote is for the values as they are now. */
  get isCurrent(): boolean {
    const request = this.request;
    const quoted = this.quoted;
    return (
      request !== null &&
      quoted !== null &&
      request.financeType === quoted.financeType &&
      calculatorFields.every((field) => request[field] === quoted[field])
    );
  }

  /** Starts the calculator with some values (a vehicle's price from its page) and asks for a quote at once. */
  start(values: Partial<CalculatorValues> = {}, financeType: FinanceType = 'HP') {
    this.values = { ...defaultCalculatorValues, ...values };
    this.financeType = financeType;
    this.quote = null;
    this.quoted = null;
    this.quoteRequest.reset();
    this.timers.clearTimeout(this.timer);
    const request = this.request;
    if (request) void this.fetchQuote(request);
  }

  /** A field changed: the quote is asked again once typing stops, and not at all while any value is invalid. */
  setValue(field: CalculatorField, value: string) {
    this.values[field] = value;
    this.scheduleQuote();
  }

  /** The agreement changed: quoted again once the figures allow. */
  setFinanceType(financeType: FinanceType) {
    this.financeType = financeType;
    this.scheduleQuote();
  }

  scheduleQuote() {
    this.timers.clearTimeout(this.timer);
    const request = this.request;
    if (!request) {
      // Invalid values: nothing is asked, and an answer on its way for older values is not wanted.
      this.abort();
      this.quoteRequest.reset();
      return;
    }
    this.timer = this.timers.setTimeout(() => void this.fetchQuote(request), quoteDebounceMs);
  }

  /** Asks for a quote now, superseding any request still on its way. */
  async fetchQuote(request: QuoteRequest) {
    this.abort();
    const controller = new AbortController();
    this.inFlight = controller;
    try {
      await this.quoteRequest.run(
        () => this.api.GET('/api/finance/quote', { params: { query: request }, signal: controller.signal }),
        ({ data }) => {
          this.quote = data ?? null;
          this.quoted = data ? request : null;
          return data !== undefined;
        },
        (error) => errorMessage(error, calculatorMessages.failed),
      );
    } finally {
      if (this.inFlight === controller) this.inFlight = null;
    }
  }

  /** Stops a pending or running quote request (leaving the page, or values now invalid). */
  abort() {
    if (this.inFlight) this.quoteRequest.drop();
    this.inFlight?.abort();
    this.inFlight = null;
  }

  dispose() {
    this.timers.clearTimeout(this.timer);
    this.abort();
  }
}

/** The on-demand factory (see RootStore.use). */
export const financeStore = (root: RootStore) => new FinanceStore(root, root.api);
