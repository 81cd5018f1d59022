import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { priceBands } from './lib/catalogue';
import { lazyPage } from './features/shell/lazyPage';
import { preloadRoute, routes } from './routes';

/** Every address of requirements 2.2 to 2.11, with example values for its parameters. */
const specRoutes = [
  '/',
  '/ford/used-cars/',
  '/ford/fiesta/used-cars/',
  '/used-cars/local/greater-london/london/',
  '/used-cars/fuel/diesel/',
  ...priceBands.map((amount) => `/used-cars/price/under-${amount}/`),
  '/used-cars/transmission/manual/',
  '/used-cars/transmission/automatic/',
  '/used-cars/bodystyle/estate/',
  '/used-cars/dealers/',
  '/dealers/all/',
  '/used-cars/',
  '/used-cars/cheap-cars/',
  '/used-cars/manufacturers/',
  '/used-vans/ford/',
  '/used-vans/ford/transit-custom/',
  '/used-vans/local/west-midlands/birmingham/',
  '/used-vans/dealers/',
  '/used-vans/',
  '/sell-my-car/',
  '/sell-my-car/car-valuation/',
  '/sell-my-car/part-exchange/',
  '/sell-my-car/car-selling-tips/',
  '/used-cars/finance/',
  '/used-vans/finance/',
  '/car-finance-calculator/',
  '/car-reviews/',
  '/car-price-guide/',
  '/account/mygarage/',
  '/account/signin/',
  '/account/logoff/',
  '/vehicle-compare/',
  '/search/car/',
  '/search/van/',
  '/contact/',
  '/jobs/',
  '/aboutus/',
  '/terms-of-use/',
  '/security/',
  '/privacy/',
  '/cookies-policy/',
  // {DetailsPageUrl}/?i={position}&m={trackingId}
  '/used-cars/ford/fiesta/20481734/',
  '/used-vans/ford/transit-custom/20490112/',
];

const leafPath = (pathname: string) => {
  const matches = matchRoutes(routes, pathname) ?? [];
  return matches.at(-1)?.route;
};

describe('the route table', () => {
  it.each(specRoutes)('has a page for %s', (pathname) => {
    const route = leafPath(pathname);
    expect(route).toBeDefined();
    expect(route?.path).not.toBe('*');
  });

  it('sends the landing, search and detail shapes to the right page', () => {
    expect(leafPath('/used-cars/local/greater-london/london/')?.path).toBe('used-cars/local/:county/:town/');
    expect(leafPath('/used-cars/ford/fiesta/20481734/')?.path).toBe('used-cars/:make/:model/:vehicleId/');
    expect(leafPath('/used-vans/dealers/')?.path).toBe('used-vans/dealers/');
    expect(leafPath('/used-vans/finance/')?.path).toBe('used-vans/finance/');
    expect(leafPath('/ford/fiesta/used-cars/')?.path).toBe(':make/:model/used-cars/');
  });

  it('leaves unknown addresses to the 404 page', () => {
    expect(leafPath('/no/such/page/at/all/')?.path).toBe('*');
  });
});

describe('preloadRoute', () => {
  const loaded: string[] = [];
  const page = (name: string) =>
    lazyPage(async () => {
      loaded.push(name);
      return { default: () => <h1>{name}</h1> };
    });
  const Results = page('results');
  const Guard = page('guard');
  const Account = page('account');
  const Vehicle = page('vehicle');
  const table = [
    {
      element: <main />,
      children: [
        { index: true, element: <h1>home</h1> },
        { path: 'search/:vehicleType/', element: <Results /> },
        {
          path: 'account/mygarage/',
          element: (
            <Guard>
              <Account />
            </Guard>
          ),
        },
        { path: 'used-cars/:make/:model/:vehicleId/', element: <Vehicle /> },
      ],
    },
  ];

  it("loads only the chunks of the page the address names, the guard's and the guarded page's included", async () => {
    await preloadRoute('/account/mygarage/', table);
    expect(loaded.toSorted()).toEqual(['account', 'guard']);
    await preloadRoute('/search/car/', table);
    expect(loaded).toContain('results');
    expect(loaded).not.toContain('vehicle');
  });

  it('loads nothing for a page in the first bundle or an address no route matches', async () => {
    loaded.length = 0;
    await preloadRoute('/', table);
    await preloadRoute('/no/such/page/at/all/', table);
    expect(loaded).toEqual([]);
  });

  it("finds the app's own results page", async () => {
    await expect(preloadRoute('/search/car/')).resolves.toBe(1);
    await expect(preloadRoute('/')).resolves.toBe(0);
  });
});
