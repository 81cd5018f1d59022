import type { ComponentType } from 'react';
import type {
  ConsumerContactRequest,
  Dealer,
  FinanceEnquiryRequest,
  ReducedAdvert,
  RepresentativeExample,
  SearchCriteria,
  Valuation,
  VehicleDetail,
  VehicleType,
} from '../api/types';
import type { OpeningHours } from './content/DealerHours';
import type { OverlayName } from './names';

/** A title and text: `modal-content`, `success`, `form-confirmation` and the fallbacks. */
export interface MessageData {
  title?: string;
  message?: string;
  paragraphs?: readonly string[];
  /** A reference number quoted in a confirmation. */
  reference?: string;
}

/**
 * A partner's page in a frame (`iframe`, `modal-iframe`): `title` names the frame and the dialog (a
 * frame needs a name, so it is required), `src` is its https address, `provider` says whose it is.
 */
interface FrameData {
  title: string;
  src: string;
  provider?: string;
}

/** `modal-content`: a message, optionally in headed sections, with a link to read more. */
interface ContentData extends MessageData {
  sections?: readonly { heading: string; paragraphs: readonly string[] }[];
  link?: { href: string; label: string };
}

/** `modal-list`: a titled list (e.g. a vehicle's equipment), with a sentence to introduce it. */
interface ListData {
  title: string;
  intro?: string;
  items: readonly string[];
}

/** A dealer's opening state (`operating-status`, `out-of-hours`). */
interface DealerHoursData {
  dealerName?: string;
  isOpen?: boolean;
  opensAt?: string;
  hours?: readonly OpeningHours[];
}

/** `save-search-form`: the search to save, as its results request carries it. */
interface SaveSearchData {
  vehicleType: VehicleType;
  criteria: SearchCriteria;
}

/** `my-saved-search-edit`: which of the signed-in person's saved searches to rename or switch alerts on. */
interface SavedSearchEditData {
  savedSearchId: string;
}

/** `postcode-prompt` and `vdp-force-postcode`: why a postcode is asked for, and who is told it. */
interface PostcodePromptData {
  reason?: string;
  onPostcode?: (postcode: string) => void;
}

/** An overlay about one advert (`vehicle-description`, `vehicle-spec`, `running-cost`). */
interface VehicleOverlayData {
  vehicle: VehicleDetail;
}

/** The dealer a contact form writes to, and the partners its thank-you offers (PartnerListForThankYou). */
export interface EnquiryDealerData {
  dealerId: number;
  dealerName: string;
  partners?: readonly string[];
}

/** The advert a form is about: its id and its title (to say which vehicle the form is about). */
export interface EnquiryVehicleData {
  vehicleId: number;
  title: string;
}

/** The person's own vehicle, known from a valuation: `forms/trade-a-vehicle` starts with it filled in. */
export interface PartExchangeVehicle {
  registration: string;
  mileage: number;
  postCode?: string;
  email?: string;
}

/**
 * `forms/trade-a-vehicle`: against one of the dealer's vehicles (from its page), or to any dealer (from
 * /sell-my-car/part-exchange/ and the `cap-hpi` valuation, which passes the valued vehicle).
 */
type PartExchangeData = Partial<EnquiryVehicleData & EnquiryDealerData> & { vehicle?: PartExchangeVehicle };

/** `cap-hpi`: a valuation as the server gave it, and the postcode and email it was asked with. */
interface ValuationData {
  valuation: Valuation;
  postCode?: string;
  email?: string;
}

/**
 * `forms/contact-dealer`: `item` (the default) asks about one vehicle, `sms` texts its and the dealer's
 * details to the person's mobile, `plain` writes to a dealer about no particular vehicle.
 */
export type ContactDealerData =
  ({ variant?: 'item' | 'sms' } & EnquiryVehicleData & EnquiryDealerData) | ({ variant: 'plain' } & EnquiryDealerData);

/** `forms/merchandising-finance-enquiry`: the vehicle, its dealer, and the finance choices made so far. */
type FinanceEnquiryData = EnquiryVehicleData &
  EnquiryDealerData & {
    deposit?: number;
    term?: FinanceEnquiryRequest['Term'];
    annualMileage?: number;
  };

/** `finance-rep-example`: the example to show in full, the vehicle it is for, or a quote's monthly payment. */
export interface RepresentativeExampleData {
  example: RepresentativeExample;
  vehicleTitle?: string;
  monthlyPayment?: number;
}

/** `car-review`, `van-review`: the review to show, and its title (the dialog's name while it loads). */
export interface ReviewOverlayData {
  reviewId: string;
  title: string;
}

/** `review-list`: the reviews of one make of a vehicle type (the make's slug and name). */
interface ReviewListData {
  vehicleType: VehicleType;
  make: string;
  makeName: string;
}

/** `pricing-hub-filter` and `pricing-hub-compare`: the price guide's current make and model (slugs; neither: every car). */
interface PriceGuideSelectionData {
  make?: string;
  model?: string;
  /** What the guide shown is for ('Ford Fiesta', 'All used cars'). */
  title?: string;
}

/** `reduced-list`: the recently reduced adverts of a price guide, what they are of, and how many there are in all. */
interface ReducedListData {
  title: string;
  adverts: readonly ReducedAdvert[];
  count: number;
}

type Empty = Record<never, never>;

/**
 * The data each overlay takes, by the name it is opened with (requirements 2.13). `modal.open(name, data)`
 * and each overlay's props are checked against this map by TypeScript; an overlay that takes nothing
 * has `Empty`. Overlays a later feature builds declare their data here when they are registered.
 */
interface OverlayDataMap {
  fail: MessageData & { retry?: () => void };
  success: MessageData;
  'form-confirmation': MessageData;
  'modal-content': ContentData;
  'modal-list': ListData;
  iframe: FrameData;
  'modal-iframe': FrameData;
  'social-share': { url?: string; title?: string };
  'cazoo-qr': { url?: string };
  'operating-status': DealerHoursData;
  'out-of-hours': DealerHoursData;
  'out-of-hours-overlay': DealerHoursData;
  'postcode-prompt': PostcodePromptData;
  'generation-info': { model?: string; generation?: string; years?: string; summary?: string };
  'online-dealer': { dealerName?: string };
  'online-dealership': { dealerName?: string };
  'gumtree-redirect': { url: string; title?: string };
  'finance-explained': Empty;
  'finance-terms': Empty;
  'dealer-tools': Empty;
  // The account forms (app/features/account) take nothing: they read the session.
  'forms/signin': Empty;
  'forms/register': Empty;
  'forms/complete-account': Empty;
  'forms/password-reminder': Empty;
  'save-search-form': SaveSearchData;
  'my-saved-search-edit': SavedSearchEditData;
  // The vehicle page's (app/features/vehicle): the advert they describe, or its dealer.
  'vehicle-description': VehicleOverlayData;
  'vehicle-spec': VehicleOverlayData;
  'running-cost': VehicleOverlayData;
  'dealer-map': { dealer: Dealer };
  'vdp-force-postcode': PostcodePromptData;
  // Contacting the dealer (app/features/contact). Part exchange can also be offered with no vehicle.
  'forms/contact-dealer': ContactDealerData;
  'forms/report-ad': EnquiryVehicleData;
  'forms/trade-a-vehicle': PartExchangeData;
  'forms/merchandising-finance-enquiry': FinanceEnquiryData;
  // Finance (app/features/finance): the example in full; the credit partner, for the vehicle if any.
  'finance-rep-example': RepresentativeExampleData;
  carmoney: { vehicleTitle?: string };
  // Selling (app/features/sell): the valuation, with what it was asked with.
  'cap-hpi': ValuationData;
  // The contact page's forms (app/features/contact): the consumer's may start on a topic.
  'forms/contact-page-consumer': { topic?: ConsumerContactRequest['Topic'] };
  'forms/contact-page-dealer': Empty;
  // Car Advice (app/features/advice): reviews, and the price guide's overlays.
  'car-review': ReviewOverlayData;
  'van-review': ReviewOverlayData;
  'review-list': ReviewListData;
  'pricing-hub-compare': PriceGuideSelectionData;
  'pricing-hub-filter': PriceGuideSelectionData;
  'reduced-list': ReducedListData;
}

// Every overlay name has an entry, and nothing else does: a compile error names what is missing.
type Exactly<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const everyOverlayHasData: Exactly<keyof OverlayDataMap, OverlayName> = true;
void everyOverlayHasData;

export type OverlayData<N extends OverlayName> = OverlayDataMap[N];

/** What every overlay receives: its data, and a way to close itself. */
export interface OverlayProps<N extends OverlayName = OverlayName> {
  data: Readonly<OverlayData<N>>;
  close: () => void;
}

export type OverlayComponent<N extends OverlayName = OverlayName> = ComponentType<OverlayProps<N>>;
export type OverlayLoader<N extends OverlayName = OverlayName> = () => Promise<{ default: OverlayComponent<N> }>;

/** The arguments `open` takes after the name: the data is optional when every field of it is. */
export type OverlayDataArgs<N extends OverlayName, Rest extends unknown[] = []> =
  Empty extends OverlayData<N> ? [data?: OverlayData<N>, ...Rest] : [data: OverlayData<N>, ...Rest];
