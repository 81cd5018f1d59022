import { expect, type Page } from '@playwright/test';
import type { PriceGuide, ReviewList, SavedSearch, SearchCriteria, VehicleDetail } from '../app/api/types';
import type { OverlayName } from '../app/overlays/names';
import type { OverlayData } from '../app/overlays/types';
import { openOverlayByName } from './openOverlay';
import { openWithinApp } from './fixtures';
import { cutCorsaPrices } from './testRoutes';
import { resultCards, signInThroughApi } from './vehicles';

/** Where the frame overlays' partner pages live: the e2e answers these addresses itself. */
const partnerPages = 'https://*.partner.example/**';

/** What the server answered, for overlays about real adverts, dealers and searches. */
export interface ServerData {
  /** A vehicle from the results, in detail (with its dealer and, where it has one, its finance example). */
  detail: VehicleDetail;
  /** The criteria a results request carried. */
  criteria: SearchCriteria;
  /** The signed-in person's saved searches (for overlays opened on the account home). */
  savedSearches: readonly SavedSearch[];
  /** The latest car and van reviews (GET /api/reviews). */
  reviews: { car: ReviewList; van: ReviewList };
  /** The price guide for every car (GET /api/price-guide), with its recently reduced adverts. */
  priceGuide: PriceGuide;
}

/** A partner's page, for the frame overlays (a real partner's would need the internet). */
const partnerPage = `<!doctype html><html lang="en"><head><title>Partner page</title></head>
<body><main><h1>Partner page</h1><p>A page of one of Forecourt's partners.</p></main></body></html>`;

/** The results page the server data is read from, where Save this search is offered. */
const resultsPage = '/search/car/?PostCode=SW1A1AA';

/** A vehicle from the results with a finance example and a dealer who takes email (any server's). */
export async function serverData(page: Page): Promise<Omit<ServerData, 'savedSearches'>> {
  const results = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/search/car/results');
  await openWithinApp(page, resultsPage);
  const { searchPanelParameters: criteria } = (await results).postDataJSON() as {
    searchPanelParameters: ServerData['criteria'];
  };
  const read = async <T>(path: string) => (await (await page.request.get(path)).json()) as T;
  const reviews = {
    car: await read<ServerData['reviews']['car']>('/api/reviews?vehicleType=car'),
    van: await read<ServerData['reviews']['van']>('/api/reviews?vehicleType=van'),
  };
  await cutCorsaPrices(page);
  const priceGuide = await read<ServerData['priceGuide']>('/api/price-guide');
  expect(priceGuide.RecentlyReduced.length, 'recently reduced adverts').toBeGreaterThan(0);
  for (const card of await resultCards(page)) {
    const detail = await read<ServerData['detail']>(`/api/vehicles/${card.id}`);
    if (detail.Finance && detail.Dealer.EmailEnabled) return { detail, criteria, reviews, priceGuide };
  }
  throw new Error('no vehicle in the results has a finance example and a dealer taking email');
}

interface OverlayFixture<N extends OverlayName> {
  /** The page a person opens it from (the home page unless said), drawn behind it. */
  path?: string | ((server: Omit<ServerData, 'savedSearches'>) => string);
  /** Opens signed in as the contract's example person. */
  signedIn?: boolean;
  /** The data it is opened with, as the page that opens it would give it. */
  data: (server: ServerData) => OverlayData<N>;
}

/** The vehicle's own page, where its dealer's forms are opened. */
const vehiclePage = ({ detail }: Omit<ServerData, 'savedSearches'>) => `${detail.Vehicle.DetailsPageUrl}/`;
const vehicle = ({ detail }: ServerData) => ({ vehicleId: detail.Vehicle.VehicleId, title: detail.Vehicle.Title });
const dealer = ({ detail }: ServerData) => ({
  dealerId: detail.Dealer.Id,
  dealerName: detail.Dealer.Name,
  partners: detail.Dealer.PartnerListForThankYou ?? [],
});
/** The first review a list holds, as its card opens it. */
const firstReview = (list: ReviewList) => {
  const review = list.Reviews[0];
  if (!review) throw new Error('The server listed no reviews');
  return { reviewId: review.Id, title: `${review.Make} ${review.Model} review` };
};
const firstMake = (list: ReviewList, vehicleType: 'car' | 'van') => {
  const make = list.Makes[0];
  if (!make) throw new Error('The server listed no makes with reviews');
  return { vehicleType, make: make.Slug, makeName: make.Name };
};
const week = [
  { day: 'Monday to Friday', hours: '9am to 6pm' },
  { day: 'Saturday', hours: '9am to 5pm' },
  { day: 'Sunday', hours: 'Closed' },
];

/**
 * Representative data for every overlay, by name. The type requires an entry for every name of
 * app/overlays/names.ts with that name's data (OverlayDataMap): a new overlay, or a change to what one
 * takes, is a compile error here until its fixture is written.
 */
const overlayFixtures: { readonly [N in OverlayName]: OverlayFixture<N> } = {
  'cap-hpi': {
    path: '/sell-my-car/car-valuation/',
    // What the valuation page opens it with: the server's valuation (the contract's example's shape).
    data: () => ({
      valuation: {
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
      },
      postCode: 'LS11 5DL',
    }),
  },
  carmoney: { data: ({ detail }) => ({ vehicleTitle: detail.Vehicle.Title }) },
  'cazoo-qr': { data: () => ({}) },
  'dealer-map': { data: ({ detail }) => ({ dealer: detail.Dealer }) },
  'dealer-tools': { data: () => ({}) },
  fail: { data: () => ({ title: 'This did not load', message: 'Check your internet connection, then try again.' }) },
  'finance-explained': { data: () => ({}) },
  'finance-rep-example': {
    data: ({ detail }) => {
      if (!detail.Finance) throw new Error('No vehicle in the results has a finance example');
      return { example: detail.Finance, vehicleTitle: detail.Vehicle.Title };
    },
  },
  'finance-terms': { data: () => ({}) },
  'forms/complete-account': { data: () => ({}) },
  'forms/contact-dealer': {
    path: vehiclePage,
    data: (server) => ({ variant: 'item', ...vehicle(server), ...dealer(server) }),
  },
  'forms/contact-page-consumer': { path: '/contact/', data: () => ({ topic: 'website' }) },
  'forms/contact-page-dealer': { path: '/contact/', data: () => ({}) },
  'forms/merchandising-finance-enquiry': {
    path: vehiclePage,
    data: (server) => ({ ...vehicle(server), ...dealer(server), deposit: 1500, term: 48, annualMileage: 8000 }),
  },
  'forms/password-reminder': { data: () => ({}) },
  'forms/register': { data: () => ({}) },
  'forms/report-ad': { data: (server) => vehicle(server) },
  'forms/signin': { data: () => ({}) },
  'forms/trade-a-vehicle': { path: vehiclePage, data: (server) => ({ ...vehicle(server), ...dealer(server) }) },
  'generation-info': {
    data: ({ detail }) => ({
      model: `${detail.Vehicle.Manufacturer} ${detail.Vehicle.Model}`,
      generation: 'Mk8',
      years: '2017 to 2023',
      summary: 'The eighth generation, with a three-cylinder EcoBoost engine and a larger touchscreen.',
    }),
  },
  'gumtree-redirect': {
    data: ({ detail }) => ({
      url: 'https://www.gumtree.com/p/cars-vans/ford-fiesta/1471234567',
      title: detail.Vehicle.Title,
    }),
  },
  iframe: {
    data: ({ detail }) => ({
      title: `Video tour of the ${detail.Vehicle.Title}`,
      src: `https://video.partner.example/embed/${detail.Vehicle.VehicleId}`,
      provider: 'our video partner',
    }),
  },
  'modal-content': {
    data: () => ({
      title: 'What is an admin fee?',
      paragraphs: [
        'Some dealers charge a fee for preparing the paperwork when you buy.',
        'The prices on Forecourt already include it, so the price you see is the price you pay.',
      ],
    }),
  },
  'form-confirmation': {
    data: () => ({ title: 'Your message has been sent', message: 'Thank you.', reference: 'FC-2611-48213' }),
  },
  'modal-iframe': {
    data: () => ({
      title: 'Insurance quote',
      src: 'https://quotes.partner.example/insurance',
      provider: 'Forecourt Insurance',
    }),
  },
  'modal-list': {
    data: ({ detail }) => ({
      title: `Equipment on the ${detail.Vehicle.Title}`,
      items: detail.Features.length ? detail.Features : ['Air conditioning', 'Bluetooth', 'Cruise control'],
    }),
  },
  'car-review': { path: '/car-reviews/', data: ({ reviews }) => firstReview(reviews.car) },
  'van-review': { path: '/car-reviews/', data: ({ reviews }) => firstReview(reviews.van) },
  'my-saved-search-edit': {
    path: '/account/mygarage/',
    signedIn: true,
    data: ({ savedSearches }) => {
      const first = savedSearches[0];
      if (!first) throw new Error('The signed-in person has no saved search');
      return { savedSearchId: first.Id };
    },
  },
  'online-dealer': { data: ({ detail }) => ({ dealerName: detail.Dealer.Name }) },
  'online-dealership': { data: ({ detail }) => ({ dealerName: detail.Dealer.Name }) },
  'operating-status': { data: ({ detail }) => ({ dealerName: detail.Dealer.Name, isOpen: true, hours: week }) },
  'out-of-hours': {
    data: ({ detail }) => ({ dealerName: detail.Dealer.Name, isOpen: false, opensAt: 'tomorrow at 9am', hours: week }),
  },
  'out-of-hours-overlay': {
    data: ({ detail }) => ({ dealerName: detail.Dealer.Name, isOpen: false, opensAt: 'tomorrow at 9am', hours: week }),
  },
  'postcode-prompt': { data: () => ({ reason: 'Enter your postcode to see vehicles near you.' }) },
  'pricing-hub-compare': { path: '/car-price-guide/', data: ({ priceGuide }) => ({ title: priceGuide.Title }) },
  'pricing-hub-filter': { path: '/car-price-guide/', data: ({ priceGuide }) => ({ title: priceGuide.Title }) },
  'reduced-list': {
    path: '/car-price-guide/',
    data: ({ priceGuide }) => ({
      title: priceGuide.Title,
      adverts: priceGuide.RecentlyReduced,
      count: priceGuide.RecentlyReducedCount,
    }),
  },
  'review-list': { path: '/car-reviews/', data: ({ reviews }) => firstMake(reviews.car, 'car') },
  'running-cost': { data: ({ detail }) => ({ vehicle: detail }) },
  // Saving a search needs an account: the results page offers it signed in.
  'save-search-form': { path: resultsPage, signedIn: true, data: ({ criteria }) => ({ vehicleType: 'car', criteria }) },
  'social-share': { data: ({ detail }) => ({ title: detail.Vehicle.Title }) },
  success: { data: () => ({ title: 'Done', message: 'Your changes have been saved.' }) },
  'vdp-force-postcode': {
    data: () => ({ reason: 'Enter your postcode to see how far this vehicle is from you. We remember it for a day.' }),
  },
  'vehicle-description': { data: ({ detail }) => ({ vehicle: detail }) },
  'vehicle-spec': { data: ({ detail }) => ({ vehicle: detail }) },
};

/**
 * Opens an overlay by name on its fixture's page (signed in where the fixture says), with the data its
 * fixture makes from the server's answers; partner pages are answered by the test. Returns the page's path.
 */
export async function openOverlayOnItsPage(
  page: Page,
  name: OverlayName,
  server: Omit<ServerData, 'savedSearches'>,
): Promise<string> {
  const fixture = overlayFixtures[name];
  await page.route(partnerPages, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: partnerPage }),
  );
  if (fixture.signedIn) await signInThroughApi(page);
  const path = typeof fixture.path === 'function' ? fixture.path(server) : (fixture.path ?? '/');
  const listed =
    path === '/account/mygarage/'
      ? page.waitForResponse(
          (response) =>
            new URL(response.url()).pathname === '/api/account/saved-searches' && response.request().method() === 'GET',
        )
      : null;
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The account home's list (the contract's answer names it SavedSearches).
  const savedSearches = listed
    ? ((await (await listed).json()) as { SavedSearches: ServerData['savedSearches'] }).SavedSearches
    : [];
  await openOverlayByName(page, name, fixture.data({ ...server, savedSearches }));
  return path;
}
