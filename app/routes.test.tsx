import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { priceBands } from './lib/catalogue';
import { routes } from './routes';

/** Every address of spec section 2, with example values for its parameters. */
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
