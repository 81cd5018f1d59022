import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import type { ContentPageName } from './features/content/content';
import { NotFoundPage } from './features/errors/NotFoundPage';
import { HomePage } from './features/home/HomePage';
import { Layout } from './features/shell/Layout';
import { lazyPage, type LazyPageComponent } from './features/shell/lazyPage';
import type { LandingName } from './features/results/landings';
import { routePaths, type RoutePath } from './routePaths';

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

const content = (name: ContentPageName) => <ContentPage name={name} />;
const landing = (name: LandingName) => <LandingPage key={name} name={name} />;

/**
 * What each address of routePaths.ts shows. The type requires an entry for every path there, and no
 * other, so the list and the table cannot drift apart.
 */
const pages: { readonly [P in RoutePath]: ReactElement } = {
  '': <HomePage />,

  'used-cars/': landing('used-cars'),
  'used-cars/cheap-cars/': landing('cheap-cars'),
  'used-cars/manufacturers/': <ManufacturersPage />,
  'used-cars/dealers/': <DealersPage key="car" kind="car" />,
  'dealers/all/': <DealersPage key="all" kind="all" />,
  'dealers/:dealerId/': <DealerPage />,
  'dealers/:dealerId/:slug/': <DealerPage />,
  ':make/used-cars/': landing('cars-by-make'),
  ':make/:model/used-cars/': landing('cars-by-model'),
  'used-cars/local/:county/:town/': landing('cars-by-location'),
  'used-cars/fuel/:fuel/': landing('cars-by-fuel'),
  'used-cars/price/:priceBand/': landing('cars-by-price'),
  'used-cars/transmission/:transmission/': landing('cars-by-transmission'),
  'used-cars/bodystyle/:style/': landing('cars-by-body-style'),

  'used-vans/': landing('used-vans'),
  'used-vans/dealers/': <DealersPage key="van" kind="van" />,
  'used-vans/local/:county/:town/': landing('vans-by-location'),
  'used-vans/:make/': landing('vans-by-make'),
  'used-vans/:make/:model/': landing('vans-by-model'),

  'search/:vehicleType/': <ResultsPage />,
  'used-cars/:make/:model/:vehicleId/': <VehiclePage key="car" vehicleType="car" />,
  'used-vans/:make/:model/:vehicleId/': <VehiclePage key="van" vehicleType="van" />,
  'vehicle-compare/': <ComparePage />,

  'sell-my-car/': <SellHomePage />,
  'sell-my-car/car-valuation/': <CarValuationPage />,
  'sell-my-car/part-exchange/': <PartExchangePage />,
  'sell-my-car/car-selling-tips/': <SellingTipsPage />,

  'used-cars/finance/': <FinanceLandingPage key="car" vehicleType="car" />,
  'used-vans/finance/': <FinanceLandingPage key="van" vehicleType="van" />,
  'car-finance-calculator/': <FinanceCalculatorPage />,
  'finance-terms/': <FinanceTermsPage />,

  'car-reviews/': <ReviewsPage />,
  'car-price-guide/': <PriceGuidePage />,

  'account/mygarage/': (
    <RequireSignIn>
      <AccountHomePage />
    </RequireSignIn>
  ),
  'account/signin/': <SignInPage />,
  'account/logoff/': <SignOutPage />,

  'contact/': <ContactPage />,
  'jobs/': content('jobs'),
  'aboutus/': content('aboutus'),
  'terms-of-use/': content('terms-of-use'),
  'security/': content('security'),
  'privacy/': content('privacy'),
  'cookies-policy/': content('cookies-policy'),
  'accessibility/': content('accessibility'),

  '*': <NotFoundPage />,
};

/**
 * The one route table: every route of requirements 2.2 to 2.11, in the order of routePaths.ts. Paths are written
 * with their trailing slash, as the site links them; react-router matches with or without it.
 */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: routePaths.map((path) =>
      path === '' ? { index: true, element: pages[path] } : { path, element: pages[path] },
    ),
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
