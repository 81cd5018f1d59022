/**
 * Every address pattern of the route table (routes.tsx), written with its trailing slash as the site
 * links it: '' is the home page and '*' any other address (the 404 page). A plain list, so what
 * cannot load the pages (the e2e suite) can still name every route.
 */
export const routePaths = [
  '',

  // Used cars
  'used-cars/',
  'used-cars/cheap-cars/',
  'used-cars/manufacturers/',
  'used-cars/dealers/',
  'dealers/all/',
  // A dealer's page: /dealers/{dealerId}/{name-slug}/ (the slug is for people; the id finds the dealer)
  'dealers/:dealerId/',
  'dealers/:dealerId/:slug/',
  ':make/used-cars/',
  ':make/:model/used-cars/',
  'used-cars/local/:county/:town/',
  'used-cars/fuel/:fuel/',
  'used-cars/price/:priceBand/',
  'used-cars/transmission/:transmission/',
  'used-cars/bodystyle/:style/',

  // Used vans
  'used-vans/',
  'used-vans/dealers/',
  'used-vans/local/:county/:town/',
  'used-vans/:make/',
  'used-vans/:make/:model/',

  // Search (PostCode parameter) and vehicle details ({DetailsPageUrl}/?i={position}&m={trackingId}):
  // DetailsPageUrl is /used-cars/{make}/{model}/{VehicleId} (or /used-vans/...), see the contract
  'search/:vehicleType/',
  'used-cars/:make/:model/:vehicleId/',
  'used-vans/:make/:model/:vehicleId/',
  'vehicle-compare/',

  // Sell
  'sell-my-car/',
  'sell-my-car/car-valuation/',
  'sell-my-car/part-exchange/',
  'sell-my-car/car-selling-tips/',

  // Finance; every representative example's TermsUrl is finance-terms/
  'used-cars/finance/',
  'used-vans/finance/',
  'car-finance-calculator/',
  'finance-terms/',

  // Car advice
  'car-reviews/',
  'car-price-guide/',

  // Account: its pages are for a signed-in visitor (signed out, they go to sign in and come back)
  'account/mygarage/',
  'account/signin/',
  'account/logoff/',

  // Footer
  'contact/',
  'jobs/',
  'aboutus/',
  'terms-of-use/',
  'security/',
  'privacy/',
  'cookies-policy/',
  'accessibility/',

  '*',
] as const;

export type RoutePath = (typeof routePaths)[number];
