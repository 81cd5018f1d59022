import type { components } from '../../openapi/generated/schema';

/** Named aliases over the contract's schemas, for stores and components. */
type Schemas = components['schemas'];

export type AuditEvent = Schemas['AuditEvent'];
export type ClientErrorReport = Schemas['ClientErrorReport'];
export type ApiError = Schemas['Error'];
export type ApiFieldError = Schemas['FieldError'];
export type VehicleType = Schemas['VehicleType'];
export type VehicleCard = Schemas['VehicleCard'];
export type VehicleDetail = Schemas['VehicleDetail'];
export type RepresentativeExample = Schemas['RepresentativeExample'];
export type PriceIndicator = Schemas['PriceIndicator'];
export type PriceNotRated = Schemas['PriceNotRated'];
export type Dealer = Schemas['Dealer'];
export type DealerReview = Schemas['DealerReview'];
export type DealerReviewSummary = Schemas['DealerReviewSummary'];
/** Which dealers the directory lists: `car`, `van` or `all`. */
export type DealerVehicleType = Schemas['DealerVehicleType'];
export type SearchCriteria = Schemas['SearchCriteria'];
export type SearchResults = Schemas['SearchResults'];
export type SearchResult = SearchResults['Results'][number];
/** The dealer whose stock a page of results is. */
export type ResultsDealer = NonNullable<SearchResults['Dealer']>;
export type SpecialOffers = Schemas['SpecialOffers'];
export type Pagination = Schemas['Pagination'];
export type MakeModel = Schemas['MakeModel'];
export type County = Schemas['County'];
export type Town = Schemas['Town'];
export type FilterOption = Schemas['FilterOption'];
export type PriceOption = Schemas['PriceOption'];
export type Shortlist = Schemas['Shortlist'];
export type SessionState = Schemas['SessionState'];
export type User = Schemas['User'];
export type SavedSearch = Schemas['SavedSearch'];
export type ContactDealerRequest = Schemas['ContactDealerRequest'];
export type ConsumerContactRequest = Schemas['ConsumerContactRequest'];
export type DealerContactRequest = Schemas['DealerContactRequest'];
export type ReportAdvertRequest = Schemas['ReportAdvertRequest'];
export type TradeVehicleRequest = Schemas['TradeVehicleRequest'];
export type FinanceEnquiryRequest = Schemas['FinanceEnquiryRequest'];
export type FinanceQuote = Schemas['FinanceQuote'];
export type ValuationRequest = Schemas['ValuationRequest'];
export type Valuation = Schemas['Valuation'];
export type SignInRequest = Schemas['SignInRequest'];
export type RegisterRequest = Schemas['RegisterRequest'];
export type CompleteAccountRequest = Schemas['CompleteAccountRequest'];
export type PasswordReminderRequest = Schemas['PasswordReminderRequest'];
export type FormReceipt = Schemas['FormReceipt'];
// Car Advice: reviews and the price guide.
export type ReviewSummary = Schemas['ReviewSummary'];
export type ReviewList = Schemas['ReviewList'];
export type Review = Schemas['Review'];
export type PriceGuide = Schemas['PriceGuide'];
export type PriceBand = Schemas['PriceBand'];
export type ReducedAdvert = Schemas['ReducedAdvert'];
