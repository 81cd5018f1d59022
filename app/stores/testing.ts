import { createApiClient, type ApiClientOptions } from '../api/client';
import type { SearchCriteria, SessionState, Valuation, VehicleCard, VehicleDetail } from '../api/types';
import { RootStore, type RootStoreOptions } from './RootStore';

export interface SentRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

type Responder = (request: SentRequest) => Response | Promise<Response>;

/**
 * A RootStore whose client talks to a fake fetch: every request is recorded (method, path, headers,
 * parsed body) and answered by `respond` (204 by default). `options` go to the RootStore and, for the
 * client's own options (CSRF token, error reporting, logger), to the client.
 */
export function createTestStores(
  respond: Responder = () => new Response(null, { status: 204 }),
  options: RootStoreOptions &
    Pick<ApiClientOptions, 'csrfToken' | 'reportError' | 'logger'> & { csrfRetry?: boolean } = {},
) {
  const requests: SentRequest[] = [];
  const fetch = async (input: Request) => {
    const text = await input.text();
    const type = input.headers.get('content-type') ?? '';
    const body = text && type.includes('json') ? (JSON.parse(text) as unknown) : text || undefined;
    const url = new URL(input.url);
    const sent = { method: input.method, path: url.pathname, query: url.searchParams, headers: input.headers, body };
    requests.push(sent);
    return respond(sent);
  };
  // Like the app, the client sends the session store's CSRF token unless the test gives its own.
  const csrfToken = options.csrfToken ?? (() => stores.session.csrfToken);
  // With `csrfRetry`, like the app, a call refused 403 is sent once more with a fresh session's token
  // (off by default: most fakes do not answer a second session call).
  const refreshCsrfToken = options.csrfRetry ? () => stores.session.refreshCsrfToken() : undefined;
  const stores: RootStore = new RootStore(
    createApiClient({ ...options, csrfToken, refreshCsrfToken, baseUrl: 'http://localhost', fetch }),
    options,
  );
  return { stores, requests };
}

const examplePrices = [-1, 1000, 3000, 5000, 10000, 20000].map((Value) => ({
  Name: Value === -1 ? 'No limit' : `£${Value.toLocaleString('en-GB')}`,
  Value,
}));
const exampleMonthly = [-1, 100, 200, 300, 500].map((Value) => ({
  Name: Value === -1 ? 'No limit' : `£${Value}`,
  Value,
}));

/**
 * A default search panel as the server gives it (getResetJSON): makes Ford (Fiesta, Focus) and Smart
 * (Fortwo alone), the price and monthly options, national distance, total price. Tests and stories
 * share it.
 */
export const searchPanelExample = (): SearchCriteria => ({
  PostCode: '',
  Distance: 1000,
  MakeModels: [
    { Value: '*', Name: 'Make (any)', Selected: true },
    {
      Value: 'ford',
      Name: 'Ford',
      Models: [
        { Value: '*', Name: 'Model (any)' },
        { Value: 'fiesta', Name: 'Fiesta' },
        { Value: 'focus', Name: 'Focus' },
      ],
    },
    { Value: 'smart', Name: 'Smart', Models: [{ Value: 'fortwo', Name: 'Fortwo' }] },
  ],
  MinPrice: -1,
  MaxPrice: -1,
  MinPriceOptions: examplePrices,
  MaxPriceOptions: examplePrices,
  MinPaymentMonthlyCost: -1,
  MaxPaymentMonthlyCost: -1,
  MinPaymentMonthlyCostOptions: exampleMonthly,
  MaxPaymentMonthlyCostOptions: exampleMonthly,
  PaymentSearchSelection: { Selected: 'total' },
});

/** A full vehicle card (the contract's Ford Fiesta example) with the given fields changed. */
export function vehicleCard(overrides: Partial<VehicleCard> = {}): VehicleCard {
  const id = overrides.VehicleId ?? 20481734;
  return {
    VehicleId: id,
    Manufacturer: 'Ford',
    Model: 'Fiesta',
    Title: `Ford Fiesta 1.0 EcoBoost Titanium 5dr (${id})`,
    Colour: 'Blue',
    FuelType: 'Petrol',
    Transmission: 'Manual',
    Mileage: 28412,
    RegistrationYear: 2019,
    GBPPrice: 9495,
    GBPPriceIncVAT: 9495,
    IsPriceExcludingVAT: false,
    Reduced: false,
    isReduced: false,
    Position: 1,
    DetailsPageUrl: `/used-cars/ford/fiesta/${id}`,
    MainImage: { Medium: `/images/vehicles/ford-fiesta-${id}-1.svg`, DefaultImage: '/images/vehicles/default.svg' },
    ImageCount: 2,
    Sold: false,
    IsEnquired: false,
    IsViewed: false,
    IsFeaturedAdvert: false,
    AdminFee: 0,
    VehicleType: 1,
    Registration: 'WR19 KHL',
    BodyStyle: 'Hatchback',
    Price: '£9,495',
    ...overrides,
  };
}

/** A vehicle advert in detail (the contract's Ford Fiesta example, shortened) with the given fields changed. */
export function vehicleDetail(overrides: Partial<VehicleDetail> = {}): VehicleDetail {
  const card = overrides.Vehicle ?? vehicleCard();
  const id = card.VehicleId;
  return {
    Vehicle: card,
    Description: 'One previous owner and full service history.\nSupplied with a fresh MOT.',
    Images: [1, 2].map((n) => ({
      Medium: `/images/vehicles/ford-fiesta-${id}-${n}.svg`,
      Large: `/images/vehicles/ford-fiesta-${id}-${n}.svg`,
      AltText: n === 1 ? 'Ford Fiesta, front three-quarter view' : 'Ford Fiesta, other side',
    })),
    Specification: {
      EngineSizeLitres: 1,
      Doors: 5,
      Seats: 5,
      FuelEconomyMpg: 60.1,
      InsuranceGroup: 10,
      AnnualTaxGBP: 190,
    },
    Features: ['Cruise control'],
    Dealer: {
      Id: 3101,
      GroupId: 0,
      Name: 'Thames Valley Car Centre',
      Customer: 'TVC-3101',
      PhoneNumber: '0118 496 0000',
      EmailEnabled: true,
      PartnerListForThankYou: [],
      ReviewSummary: { ScorePercentage: 92, ReviewCount: 214, AverageStars: 4.5, PeriodMonths: 12 },
    },
    DealerStock: [],
    DealerStockCount: 0,
    Finance: {
      CashPrice: 9495,
      Borrow: 8495,
      Over: 60,
      Deposit: 1000,
      Pay: 178.32,
      Interest: 5.19,
      APR: 9.9,
      Credit: 2204.2,
      Total: 11699.2,
      FinanceType: 'HP',
      RateType: 'fixed',
      Lender: 'Northgate Motor Finance Ltd',
      TermsUrl: '/finance-terms/',
    },
    ...overrides,
  };
}

/** The contract's example valuation (a 2020 Vauxhall Corsa) with the given fields changed. */
export function valuationExample(overrides: Partial<Valuation> = {}): Valuation {
  return {
    Registration: 'DY70 XKE',
    Manufacturer: 'Vauxhall',
    Model: 'Corsa',
    Derivative: '1.2 SE 5dr',
    RegistrationYear: 2020,
    Colour: 'Red',
    FuelType: 'Petrol',
    Mileage: 34120,
    PartExchange: { Low: 6350, High: 7100 },
    PrivateSale: { Low: 7250, High: 7900 },
    ValuedAt: '2026-11-22T10:15:00Z',
    ...overrides,
  };
}

/** A JSON response, as the server sends it. */
export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A session state as the server answers it: signed out unless `overrides` say otherwise. */
export function sessionState(overrides: Partial<SessionState> = {}): SessionState {
  return {
    IsAuthenticated: false,
    User: null,
    CsrfToken: 'anonymousToken0000000',
    Recaptcha: { Required: false, PublicKey: 'siteKey' },
    ...overrides,
  };
}

/** Amelia, signed in (the contract's example account). */
export function signedInSession(overrides: Partial<SessionState> = {}): SessionState {
  return sessionState({
    IsAuthenticated: true,
    User: { FirstName: 'Amelia', LastName: 'Hughes', Email: 'amelia.hughes@example.co.uk', IsComplete: true },
    CsrfToken: 'signedInToken00000000',
    ...overrides,
  });
}

/**
 * Test stores with the example car panel (`searchPanelExample`) loaded for a search page, the search
 * stores' tests' starting point; every count is answered 1,234 unless `respond` says otherwise.
 */
export function createSearchTestStores(respond: Responder = () => jsonResponse({ RecordCount: 1234 })) {
  const { stores, requests } = createTestStores(respond);
  stores.search.load('car', 'search', searchPanelExample());
  return { ...stores, stores, requests };
}
