import { Children, isValidElement, type ReactNode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import type { ContentPageName } from './features/content/content';
import { NotFoundPage } from './features/errors/NotFoundPage';
import { HomePage } from './features/home/HomePage';
import { Layout } from './features/shell/Layout';
import { lazyPage, type LazyPageComponent } from './features/shell/lazyPage';
import type { LandingName } from './features/results/landings';

const ContentPage = lazyPage(() => import('./features/content/ContentPage'));
const ContactPage = lazyPage(() => import('./features/contact/ContactPage'));
const ResultsPage = lazyPage(() => import('./features/results/ResultsPage'));
const LandingPage = lazyPage(() => import('./features/results/LandingPage'));
const ManufacturersPage = lazyPage(() => import('./features/results/ManufacturersPage'));
const DealersPage = lazyPage(() => import('./features/dealers/DealersPage'));
const DealerPage = lazyPage(() => import('./features/dealers/DealerPage'));
const account = () => import('./features/account');
const SignInPage = lazyPage(async () => ({ default: (await account()).SignInPage }));
const SignOutPage = lazyPage(async () => ({ default: (await account()).SignOutPage }));
const RequireSignIn = lazyPage(async () => ({ default: (await account()).RequireSignIn }));
const AccountHomePage = lazyPage(() => import('./features/account/AccountHomePage'));
const VehiclePage = lazyPage(() => import('./features/vehicle/VehiclePage'));
const ComparePage = lazyPage(() => import('./features/shortlist/ComparePage'));
const finance = () => import('./features/finance');
const FinanceCalculatorPage = lazyPage(async () => ({ default: (await finance()).FinanceCalculatorPage }));
const FinanceLandingPage = lazyPage(async () => ({ default: (await finance()).FinanceLandingPage }));
const FinanceTermsPage = lazyPage(async () => ({ default: (await finance()).FinanceTermsPage }));
const advice = () => import('./features/advice');
const ReviewsPage = lazyPage(async () => ({ default: (await advice()).ReviewsPage }));
const PriceGuidePage = lazyPage(async () => ({ default: (await advice()).PriceGuidePage }));
const sell = () => import('./features/sell');
const SellHomePage = lazyPage(async () => ({ default: (await sell()).SellHomePage }));
const CarValuationPage = lazyPage(async () => ({ default: (await sell()).CarValuationPage }));
const PartExchangePage = lazyPage(async () => ({ default: (await sell()).PartExchangePage }));
const SellingTipsPage = lazyPage(async () => ({ default: (await sell()).SellingTipsPage }));

const content = (path: string, name: ContentPageName): RouteObject => ({ path, element: <ContentPage name={name} /> });
const landing = (path: string, name: LandingName): RouteObject => ({
  path,
  element: <LandingPage key={name} name={name} />,
});

/**
 * The one route table: every route of requirements 2.2 to 2.11. Paths are written with their trailing slash,
 * as the site links them; react-router matches with or without it.
 */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, element: <HomePage /> },

      // Used cars: the results and landing pages (requirements 2.2)
      landing('used-cars/', 'used-cars'),
      landing('used-cars/cheap-cars/', 'cheap-cars'),
      { path: 'used-cars/manufacturers/', element: <ManufacturersPage /> },
      { path: 'used-cars/dealers/', element: <DealersPage key="car" kind="car" /> },
      { path: 'dealers/all/', element: <DealersPage key="all" kind="all" /> },
      // A dealer's page: /dealers/{dealerId}/{name-slug}/ (the slug is for people; the id finds the dealer)
      { path: 'dealers/:dealerId/', element: <DealerPage /> },
      { path: 'dealers/:dealerId/:slug/', element: <DealerPage /> },
      landing(':make/used-cars/', 'cars-by-make'),
      landing(':make/:model/used-cars/', 'cars-by-model'),
      landing('used-cars/local/:county/:town/', 'cars-by-location'),
      landing('used-cars/fuel/:fuel/', 'cars-by-fuel'),
      landing('used-cars/price/:priceBand/', 'cars-by-price'),
      landing('used-cars/transmission/:transmission/', 'cars-by-transmission'),
      landing('used-cars/bodystyle/:style/', 'cars-by-body-style'),

      // Used vans
      landing('used-vans/', 'used-vans'),
      { path: 'used-vans/dealers/', element: <DealersPage key="van" kind="van" /> },
      landing('used-vans/local/:county/:town/', 'vans-by-location'),
      landing('used-vans/:make/', 'vans-by-make'),
      landing('used-vans/:make/:model/', 'vans-by-model'),

      // Search (PostCode parameter) and vehicle details ({DetailsPageUrl}/?i={position}&m={trackingId})
      { path: 'search/:vehicleType/', element: <ResultsPage /> },
      // DetailsPageUrl is /used-cars/{make}/{model}/{VehicleId} (or /used-vans/...), see the contract
      { path: 'used-cars/:make/:model/:vehicleId/', element: <VehiclePage key="car" vehicleType="car" /> },
      { path: 'used-vans/:make/:model/:vehicleId/', element: <VehiclePage key="van" vehicleType="van" /> },
      { path: 'vehicle-compare/', element: <ComparePage /> },

      // Sell
      { path: 'sell-my-car/', element: <SellHomePage /> },
      { path: 'sell-my-car/car-valuation/', element: <CarValuationPage /> },
      { path: 'sell-my-car/part-exchange/', element: <PartExchangePage /> },
      { path: 'sell-my-car/car-selling-tips/', element: <SellingTipsPage /> },

      // Finance
      { path: 'used-cars/finance/', element: <FinanceLandingPage key="car" vehicleType="car" /> },
      { path: 'used-vans/finance/', element: <FinanceLandingPage key="van" vehicleType="van" /> },
      { path: 'car-finance-calculator/', element: <FinanceCalculatorPage /> },
      // Every representative example's TermsUrl (the contract's RepresentativeExample)
      { path: 'finance-terms/', element: <FinanceTermsPage /> },

      // Car advice
      { path: 'car-reviews/', element: <ReviewsPage /> },
      { path: 'car-price-guide/', element: <PriceGuidePage /> },

      // Account: its pages are for a signed-in visitor (signed out, they go to sign in and come back)
      {
        path: 'account/mygarage/',
        element: (
          <RequireSignIn>
            <AccountHomePage />
          </RequireSignIn>
        ),
      },
      { path: 'account/signin/', element: <SignInPage /> },
      { path: 'account/logoff/', element: <SignOutPage /> },

      // Footer
      { path: 'contact/', element: <ContactPage /> },
      content('jobs/', 'jobs'),
      content('aboutus/', 'aboutus'),
      content('terms-of-use/', 'terms-of-use'),
      content('security/', 'security'),
      content('privacy/', 'privacy'),
      content('cookies-policy/', 'cookies-policy'),
      content('accessibility/', 'accessibility'),

      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

const isLazyPage = (type: unknown): type is LazyPageComponent<never> =>
  typeof type === 'function' && 'preload' in type && typeof type.preload === 'function';

/** The lazy pages an element renders: itself, and what it wraps (RequireSignIn around a page). */
function lazyPagesIn(node: ReactNode): Array<LazyPageComponent<never>> {
  if (!isValidElement<{ children?: ReactNode }>(node)) return [];
  const own = isLazyPage(node.type) ? [node.type] : [];
  return [...own, ...Children.toArray(node.props.children).flatMap(lazyPagesIn)];
}

/**
 * Starts loading the code of the page at `pathname` (main.tsx calls it before React renders), so its
 * chunk downloads while the app boots instead of after the first render asks for it. Resolves, with
 * how many page chunks it loaded, when they are in (a failure is left for the page's render to show).
 */
export async function preloadRoute(pathname: string, table: RouteObject[] = routes): Promise<number> {
  const pages = (matchRoutes(table, pathname) ?? []).flatMap((match) => lazyPagesIn(match.route.element));
  await Promise.all(pages.map((page) => page.preload()));
  return pages.length;
}
