/**
 * The database's tables as Kysely sees them. Vehicles and dealers are the seeded catalogue (read
 * only at run time); the rest is what people do: sessions, accounts, shortlists, saved searches,
 * enquiries, audit events and error reports. A migration that adds a column adds it here too.
 */
import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { StockDealer, StockVehicle } from '../seed/types';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface MetaTable {
  key: string;
  value: string;
}

export interface DealerTable {
  id: number;
  /** The stock record: the contract's Dealer and the facts the directory filters on. */
  record: JSONColumnType<StockDealer>;
}

export interface VehicleTable {
  id: number;
  dealer_id: number;
  vehicle_type: 'car' | 'van';
  /** The stock record: the contract's VehicleDetail and the flat facts searches filter on. */
  record: JSONColumnType<StockVehicle>;
}

export interface PostcodeDistrictTable {
  district: string;
  lat: number;
  lng: number;
  town: string;
  county: string;
}

export interface UserTable {
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
}

export interface ShortlistTable {
  user_id: number;
  vehicle_id: number;
  added_at: Timestamp;
  /** Order of adding: the newest vehicle has the highest (003_people). */
  seq: Generated<number>;
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

export interface SubmissionTable {
  id: Generated<number>;
  /** The operationId that received it: contactDealer, reportAdvert, recordAuditEvent, ... */
  kind: string;
  session_id: string | null;
  user_id: number | null;
  payload: JSONColumnType<Record<string, unknown>>;
  created_at: Timestamp;
}

export interface Database {
  meta: MetaTable;
  dealers: DealerTable;
  vehicles: VehicleTable;
  postcode_districts: PostcodeDistrictTable;
  users: UserTable;
  sessions: SessionTable;
  shortlists: ShortlistTable;
  saved_searches: SavedSearchTable;
  submissions: SubmissionTable;
}
