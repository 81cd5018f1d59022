/**
 * The seed's record types: what the reference server loads into its database at start. Each record
 * carries the contract's own shapes (what the API answers) and flat, typed `facts` that the search
 * handlers filter and sort on. Every list-filter fact uses the same vocabulary as the contract's
 * criteria lists (`FilterOption.Value`, `MakeModel.Value`), so a handler compares them directly.
 */
import type { components } from '../../openapi/generated/schema';

type Schemas = components['schemas'];
export type VehicleCard = Schemas['VehicleCard'];
export type VehicleDetail = Schemas['VehicleDetail'];
export type Dealer = Schemas['Dealer'];
export type VehicleKind = Schemas['VehicleType'];

/**
 * The vehicle page as stored. The server fills in, per request, the fields left out here:
 * - `Dealer`: the dealer record of `facts.dealerId` (so a dealer's change shows on all its adverts);
 * - `DealerStock`, `DealerStockCount`: the dealer's other unsold vehicles, newest first (from the table);
 * - `DistanceMiles`: from the request's postcode, see `distanceMiles` in postcodes.ts;
 * - `FuelCost`: at the stated mileage and prices of domain/runningCosts.ts, which change more often than the catalogue;
 * and in `Vehicle` (the card): `Position` (stored as 1; the page's place in results), `IsEnquired`
 * and `IsViewed` (stored false; per visitor).
 */
export type StoredVehicleDetail = Omit<
  VehicleDetail,
  'Dealer' | 'DealerStock' | 'DealerStockCount' | 'DistanceMiles' | 'PriceIndicator' | 'PriceNotRated' | 'FuelCost'
>;

/** FuelTypes list values (the card's FuelType, slugged: 'Plug-in Hybrid' is 'plug-in-hybrid'). */
export type FuelValue = 'petrol' | 'diesel' | 'hybrid' | 'plug-in-hybrid' | 'electric' | 'bi-fuel';
/** Transmissions list values. */
export type TransmissionValue = 'manual' | 'automatic';
/** BodyStyles list values: the contract's car and van lists (the card's BodyStyle, slugged). */
type CarBodyStyleValue = 'hatchback' | 'suv' | 'saloon' | 'estate' | 'coupe' | 'convertible' | 'mpv';
type VanBodyStyleValue = 'panel-van' | 'small-van' | 'pick-up' | 'crew-van';
export type BodyStyleValue = CarBodyStyleValue | VanBodyStyleValue;
/** Colours list values (the card's Colour, lower case); the contract lists the first six. */
export type ColourValue =
  | 'black'
  | 'blue'
  | 'grey'
  | 'red'
  | 'silver'
  | 'white'
  | 'green'
  | 'yellow'
  | 'orange'
  | 'brown'
  | 'bronze'
  | 'purple'
  | 'beige';
/**
 * DriveTrains list values (the contract's example lists only 'Any'; these are ours). The
 * Specification's DriveTrain display text is 'Front wheel drive', 'Rear wheel drive', 'Four wheel drive'.
 */
export type DriveTrainValue = 'front-wheel-drive' | 'rear-wheel-drive' | 'four-wheel-drive';
/**
 * DealerType list values (published in openapi/data/search-values.csv): a franchised main dealer, an
 * independent, or a car supermarket.
 * Online-only is a separate flag (IsOnlineOnly / IncludeOnlineOnlySearch).
 */
export type DealerTypeValue = 'franchise' | 'independent' | 'supermarket';
/** Write-off category from the history check; null when never written off. */
export type WriteOffCategory = 'N' | 'D' | 'S' | 'C';

/**
 * The list values of the filters whose contract lists show only 'Any', for the panel to offer (published in
 * openapi/data/search-values.csv).
 */
export const DRIVE_TRAIN_VALUES: readonly DriveTrainValue[] = [
  'front-wheel-drive',
  'rear-wheel-drive',
  'four-wheel-drive',
];
export const DEALER_TYPE_VALUES: readonly DealerTypeValue[] = ['franchise', 'independent', 'supermarket'];
/**
 * SafetyRatings list values: Euro NCAP stars as strings ('3', '4', '5'); facts.safetyRating is the number.
 * DealerRating list values: a minimum ScorePercentage as a string ('90' means 90% or more, '80', '70').
 * Doors and Seats list values: the number as a string ('3', '5'; '2', '5', '7'); facts hold numbers.
 */
export const SAFETY_RATING_VALUES = ['3', '4', '5'] as const;
export const DEALER_RATING_VALUES = ['90', '80', '70'] as const;

/** Flat filter and sort fields of one vehicle. Money in whole GBP; -1 never appears (null = unknown/none). */
export interface VehicleFacts {
  vehicleId: number;
  /** 'car' (card VehicleType 1) or 'van' (7). */
  type: VehicleKind;
  /** MakeModels values: make, model and trim slugs ('ford', 'transit-custom', 'st-line'). */
  makeSlug: string;
  modelSlug: string;
  trimSlug: string;
  /** Display names (the card's Manufacturer and Model; the trim's name in the catalogue). */
  make: string;
  model: string;
  trim: string;
  /** The advertised price (card GBPPrice): excluding VAT when `priceExcludesVat`. */
  price: number;
  /** Price including VAT (card GBPPriceIncVAT): the cash price, MinPrice/MaxPrice compare this... */
  priceIncVat: number;
  /** ...or this when IsPriceExcludeVATSearch (price excluding VAT; equals priceIncVat when no VAT is charged). */
  priceExVat: number;
  /** Card IsPriceExcludingVAT (SelectedVATInclusionType 'exvat' matches true, 'incvat' matches false). */
  priceExcludesVat: boolean;
  /** The compulsory admin fee, already inside the prices (card AdminFee). */
  adminFee: number;
  /** Registration year (card RegistrationYear); Age/MinAge/MaxAge are computed from it (current year - year). */
  year: number;
  /** First registration date, ISO 'YYYY-MM-DD' (consistent with the registration's age identifier). */
  registrationDate: string;
  registration: string;
  mileage: number;
  fuel: FuelValue;
  transmission: TransmissionValue;
  bodyStyle: BodyStyleValue;
  colour: ColourValue;
  /** Numbers; the Doors/Seats list values are their strings. Vans: doors incl. the load doors' count as the market lists it. */
  doors: number;
  seats: number;
  /** Engine size in cc (Min/MaxEngineSize are cc); 0 for electric. */
  engineSizeCc: number;
  powerBhp: number;
  topSpeedMph: number;
  /** 0-62 mph seconds (SelectedAcceleration bands). */
  accelerationSeconds: number;
  insuranceGroup: number;
  /** mpg (SelectedFuelEfficiency); for electric vehicles the equivalent is not given: null. */
  fuelEconomyMpg: number | null;
  annualTaxGbp: number;
  co2GPerKm: number;
  /** Miles on a full tank (SelectedTankRange); null for electric. */
  tankRangeMiles: number | null;
  /** Electric and plug-in hybrid: battery range (miles) and rapid-charge minutes (10-80%); null otherwise. */
  batteryRangeMiles: number | null;
  batteryFastChargeMinutes: number | null;
  batteryIsLeased: boolean;
  batteryWarrantyWhenNew: boolean;
  driveTrain: DriveTrainValue;
  /** Euro NCAP stars 0-5. */
  safetyRating: number;
  /** Towing limits in kg (MinBrakedTowingWeight / MinUnbrakedTowingWeight); 0 when not rated to tow. */
  brakedTowingKg: number;
  unbrakedTowingKg: number;
  ulezCompliant: boolean;
  previousOwners: number;
  writeOff: WriteOffCategory | null;
  imported: boolean;
  exHire: boolean;
  exFleet: boolean;
  preReg: boolean;
  exDemo: boolean;
  /** Card flags. */
  sold: boolean;
  reduced: boolean;
  featured: boolean;
  /** IsHot: a popular advert (many views). */
  hot: boolean;
  /** IsPriceAndGo: fixed price, buy online. */
  priceAndGo: boolean;
  /** Card ImageCount (MinImageCountActive keeps those above 0). */
  imageCount: number;
  /** When the advert was listed, ISO date-time (UTC): 'recently-added' sorts on it, newest first; IsRecentlyAdded. */
  listedAt: string;
  /** Lower-case text the Keywords match against: title, trim, colour, description, features. */
  keywordsText: string;
  /** The dealer's facts copied for one-table filtering. */
  dealerId: number;
  dealerGroupId: number;
  dealerName: string;
  /** Dealer ReviewSummary.ScorePercentage. */
  dealerRating: number;
  dealerType: DealerTypeValue;
  dealerOnlineOnly: boolean;
  /** The dealer takes part exchanges (PartExAvailable). */
  partExAvailable: boolean;
  /** The dealer's postcode district and its centroid (distance is measured between district centroids). */
  district: string;
  lat: number;
  lng: number;
}

export interface StockVehicle {
  detail: StoredVehicleDetail;
  facts: VehicleFacts;
}

export interface DealerFacts {
  /** The postcode district's centroid (not the dealer's own Location, which may be more precise). */
  district: string;
  lat: number;
  lng: number;
  countyName: string;
  countySlug: string;
  townName: string;
  townSlug: string;
  sellsCars: boolean;
  sellsVans: boolean;
  dealerType: DealerTypeValue;
  partExAvailable: boolean;
  isOnlineOnly: boolean;
}

export interface StockDealer {
  /** The Dealer as the API answers it; `StockCount` is the number of its unsold vehicles in the seed. */
  dealer: Dealer;
  facts: DealerFacts;
}

/** A buyer's review of a dealer as the seed writes it (dealer_reviews): dated by its age in days, as of the day it is read. */
export interface SeedDealerReview {
  id: number;
  stars: number;
  title?: string;
  text: string;
  reviewerName: string;
  ageDays: number;
  reply?: { text: string; ageDays: number };
}

/** One UK postcode district (outward code) with its approximate centroid. */
export interface PostcodeDistrict {
  /** Outward code, upper case, no space: 'SW1A', 'M1', 'BT7'. */
  district: string;
  /** Degrees, WGS84, accurate to about 2 km. */
  lat: number;
  lng: number;
  /** Post town and county (ceremonial county in England, council area in Scotland, principal area in Wales, county in Northern Ireland). */
  town: string;
  county: string;
  /** A non-geographic district (PO boxes, large users: DH99, BX...): placed at its office's town. */
  nonGeographic: boolean;
}

export interface Stock {
  dealers: StockDealer[];
  vehicles: StockVehicle[];
}

/**
 * A stock written as it is generated: the dealers with StockCount 0 (counted once the vehicles are
 * written), and the vehicles one at a time.
 */
export interface StreamedStock {
  dealers: StockDealer[];
  vehicles: Iterable<StockVehicle>;
  vehicleCount: number;
}
