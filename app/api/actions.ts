/**
 * The action each call names in its failure message, 'Failed to {action} ({status}). Please refresh
 * the page and try again.' (requirements 8.4), keyed by method and contract path; car and van paths
 * share one entry. A unit test checks every operation of the contract has one.
 */
const actions: Record<string, string> = {
  'POST /api/audit': 'record the visit',
  'GET /api/audit': 'record the visit',
  'POST /api/errors': 'report the error',
  'POST /account/savevehicleshortlist': 'add to shortlist',
  'POST /account/deletevehicleshortlistbyid': 'remove from shortlist',
  'GET /api/account/session': 'load your session',
  'POST /api/account/signin': 'sign in',
  'POST /api/account/register': 'register',
  'POST /api/account/complete': 'complete your account',
  'POST /api/account/password-reminder': 'send the password reminder',
  'POST /api/account/signout': 'sign out',
  'GET /api/account/shortlist': 'load your shortlist',
  'POST /api/account/shortlist/merge': 'add the vehicles you shortlisted to your account',
  'GET /api/account/saved-searches': 'load your saved searches',
  'POST /api/account/saved-searches': 'save the search',
  'PUT /api/account/saved-searches/{savedSearchId}': 'update the saved search',
  'DELETE /api/account/saved-searches/{savedSearchId}': 'delete the saved search',
  'POST /api/search/*/count': 'get search count',
  'POST /api/search/*/panel': 'update search panel',
  'POST /api/search/*/panel/all': 'update search panel',
  'GET /api/search/*/panel/default': 'reset panel',
  'POST /api/search/*/results': 'search',
  'GET /api/vehicles': 'load vehicles',
  'GET /api/vehicles/{vehicleId}': 'load the vehicle',
  'GET /api/dealers': 'load dealers',
  'GET /api/dealers/{dealerId}': 'load the dealer',
  'GET /api/dealers/{dealerId}/reviews': 'load the reviews',
  'GET /api/finance/quote': 'get a finance quote',
  'GET /api/lookups/*/makes': 'load makes',
  'GET /api/lookups/locations': 'load locations',
  'GET /api/lookups/*/fuels': 'load fuel types',
  'GET /api/lookups/*/body-styles': 'load body styles',
  'GET /api/lookups/*/price-bands': 'load price bands',
  'POST /api/forms/contact-dealer': 'contact the dealer',
  'POST /api/forms/contact-page/consumer': 'send your message',
  'POST /api/forms/contact-page/dealer': 'send your message',
  'POST /api/forms/report-ad': 'report the advert',
  'POST /api/forms/trade-a-vehicle': 'send your part exchange',
  'POST /api/forms/finance-enquiry': 'send your finance enquiry',
  'POST /api/forms/valuation': 'value your vehicle',
  'GET /api/reviews': 'load reviews',
  'GET /api/reviews/{reviewId}': 'load the review',
  'GET /api/price-guide': 'load the price guide',
};

export function actionFor(method: string, schemaPath: string): string {
  const key = `${method.toUpperCase()} ${schemaPath.replace(/^\/api\/(search|lookups)\/(car|van)\//, '/api/$1/*/')}`;
  return actions[key] ?? 'complete the request';
}
