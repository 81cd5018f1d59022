/**
 * The database's tables as Kysely sees them. Vehicles and dealers are the seeded catalogue (read
 * only at run time); the rest is what people do: sessions, accounts, shortlists, saved searches,
 * enquiries, audit events and error reports. A migration that adds a column adds it here too.
 */
import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { StockDealer, StockVehicle } from '../seed/types';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

interface MetaTable {
  key: string;
  value: string;
}

interface DealerTable {
  id: number;
  /** The stock record: the contract's Dealer and the facts the directory filters on. */
  record: JSONColumnType<StockDealer>;
}

/**
 * Buyers' reviews of a dealer, part of the catalogue (019_dealer_reviews): dated by age in days, so
 * a review's day is today less `age_days` (its reply's too), whenever the catalogue was written.
 */
interface DealerReviewTable {
  id: number;
  dealer_id: number;
  stars: number;
  title: string | null;
  text: string;
  reviewer_name: string;
  age_days: number;
  reply_text: string | null;
  reply_age_days: number | null;
}

interface VehicleTable {
  id: number;
  dealer_id: number;
  vehicle_type: 'car' | 'van';
  /** The stock record: the contract's VehicleDetail and the flat facts searches filter on. */
  record: JSONColumnType<StockVehicle>;
  /** The record's card (`detail.Vehicle`), a stored generated column (015_vehicle_cards): read only. */
  card: ColumnType<StockVehicle['detail']['Vehicle'], never, never>;
}

/**
 * The facts searches filter and sort on, one row a vehicle, written by a trigger on `vehicles`
 * (migration 002_search) from `record.facts` (columns named s_ + the fact): read only.
 */
interface VehicleSearchTable {
  id: number;
  dealer_id: number;
  vehicle_type: 'car' | 'van';
  s_make: string;
  s_model: string;
  s_trim: string;
  s_price: number;
  s_price_inc_vat: number;
  s_ex_vat: boolean;
  s_year: number;
  s_mileage: number;
  s_fuel: string;
  s_transmission: string;
  s_body: string;
  s_colour: string;
  s_doors: number;
  s_seats: number;
  s_engine_cc: number;
  s_power: number;
  s_top_speed: number;
  s_acceleration: number;
  s_insurance: number;
  s_mpg: number | null;
  s_tax: number;
  s_co2: number;
  s_tank_range: number | null;
  s_battery_range: number | null;
  s_battery_charge: number | null;
  s_battery_leased: boolean;
  s_battery_warranty: boolean;
  s_drive: string;
  s_safety: number;
  s_braked_tow: number;
  s_unbraked_tow: number;
  s_ulez: boolean;
  s_write_off: string | null;
  s_imported: boolean;
  s_ex_hire: boolean;
  s_ex_fleet: boolean;
  s_pre_reg: boolean;
  s_ex_demo: boolean;
  s_sold: boolean;
  s_reduced: boolean;
  s_featured: boolean;
  s_hot: boolean;
  s_price_and_go: boolean;
  s_images: number;
  s_listed_at: string;
  s_group: number;
  s_dealer_name: string;
  s_dealer_rating: number;
  s_dealer_type: string;
  s_online_only: boolean;
  s_part_ex: boolean;
  /** The price rating (022_price_ratings, db/priceRatings.ts): the label's code, 1 great to 4 high; null without one. */
  s_price_label: number | null;
  /** Why there is no label (domain/priceRating.ts NotRatedReason), null with one. */
  s_price_not_rated: string | null;
  /** Adverts compared, this one included. */
  s_price_compared: number | null;
  s_price_median: number | null;
  s_price_lower_quartile: number | null;
  s_price_upper_quartile: number | null;
  /** Price ÷ median: the order of 'Best priced first'. */
  s_price_ratio: number | null;
  /** The first registration date (023_search_registration_dates): a PCP's age in whole years is worked out from it. */
  s_registered: ColumnType<Date | string, never, never>;
}

/** A vehicle's keywords text (facts.keywordsText, lower case), written by the same trigger. */
interface VehicleKeywordsTable {
  id: number;
  text: string;
}

interface PostcodeDistrictTable {
  district: string;
  lat: number;
  lng: number;
  town: string;
  county: string;
  non_geographic: Generated<boolean>;
}

interface UserTable {
  id: Generated<number>;
  email: string;
  /** `scrypt$N$r$p$salt$hash`, base64 parts (see server/passwords.ts). */
  password_hash: string;
  profile: JSONColumnType<Record<string, unknown>>;
  created_at: Timestamp;
}

export interface SessionTable {
  /** sha256 of the cookie's token: a leaked table does not leak live cookies. */
  id: string;
  user_id: number | null;
  csrf_token: string;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  /** RememberMe: the session ends then, however it is used; null: after 30 minutes idle (server/sessions.ts). */
  expires_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

interface ShortlistTable {
  user_id: number;
  vehicle_id: number;
  added_at: Timestamp;
  /** Order of adding: the newest vehicle has the highest (003_people). */
  seq: Generated<number>;
  /** The card as saved, shown once the catalogue no longer holds the vehicle (010_shortlist_cards). */
  card: JSONColumnType<StockVehicle['detail']['Vehicle'] | null, string | null, string | null>;
}

export interface SavedSearchTable {
  id: Generated<number>;
  /** The contract's `Id`: a random UUID (003_people). */
  public_id: Generated<string>;
  user_id: number;
  record: JSONColumnType<Record<string, unknown>>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

interface SubmissionTable {
  id: Generated<number>;
  /** The operationId that received it: contactDealer, reportAdvert, recordAuditEvent, ... */
  kind: string;
  session_id: string | null;
  user_id: number | null;
  payload: JSONColumnType<Record<string, unknown>>;
  created_at: Timestamp;
}

/**
 * A price cut of an advert: the price before, and either the day of the cut (YYYY-MM-DD) or, for the
 * generated stock, its age in days on whatever day it is read (one of the two, never both).
 */
interface PriceReductionTable {
  vehicle_id: number;
  previous_price: number;
  reduced_on: string | null;
  rolling_days: number | null;
}

/**
 * The display names of each make, model and trim the catalogue holds, by their slugs, kept by triggers
 * on `vehicles` (migration 012_vehicle_names): a start reads a few thousand rows, not every record.
 */
interface VehicleNamesTable {
  vehicle_type: 'car' | 'van';
  s_make: string;
  s_model: string;
  s_trim: string;
  make: string;
  model: string;
  trim: string;
}

/** A failed sign-in, kept 15 minutes for the throttle (server/signInThrottle.ts). */
interface SignInFailureTable {
  id: Generated<string>;
  /** sha256 of the normalised email address: the table holds no address in clear. */
  account: string;
  /** The client's address as the server sees it (X-Forwarded-For behind a proxy). */
  address: string;
  failed_at: Timestamp;
}

/**
 * The rate limit's count for one client and window, when the counts are shared in the database
 * (server/plugins/rateLimit.ts): the window ends at `resets_at`, and an expired row starts again.
 */
interface RateLimitTable {
  key: string;
  hits: number;
  resets_at: Timestamp;
}

export interface Database {
  meta: MetaTable;
  dealers: DealerTable;
  dealer_reviews: DealerReviewTable;
  vehicles: VehicleTable;
  vehicle_search: VehicleSearchTable;
  vehicle_keywords: VehicleKeywordsTable;
  vehicle_names: VehicleNamesTable;
  postcode_districts: PostcodeDistrictTable;
  users: UserTable;
  sessions: SessionTable;
  shortlists: ShortlistTable;
  saved_searches: SavedSearchTable;
  submissions: SubmissionTable;
  price_reductions: PriceReductionTable;
  sign_in_failures: SignInFailureTable;
  rate_limits: RateLimitTable;
}
