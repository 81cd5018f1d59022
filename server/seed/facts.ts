/**
 * Facts derived from the contract's shapes (so a record's facts always agree with its card), plus the
 * registration-plate and finance rules the seed uses.
 */
import { financeQuote } from '../finance';
import { districtOf, slugify } from './postcodes.ts';
import type {
  BodyStyleValue,
  ColourValue,
  Dealer,
  DealerFacts,
  DealerTypeValue,
  DriveTrainValue,
  FuelValue,
  StockDealer,
  StoredVehicleDetail,
  TransmissionValue,
  VehicleDetail,
  VehicleFacts,
} from './types.ts';
import { vehicleTypeOfCode } from '../../domain/vehicleTypes';

/** The fields of a vehicle page the server fills in per request (see StoredVehicleDetail). */
const SERVER_FILLED = [
  'Dealer',
  'DealerStock',
  'DealerStockCount',
  'DistanceMiles',
  'PriceIndicator',
  'PriceNotRated',
  'FuelCost',
] as const;
const serverFilled = new Set<string>(SERVER_FILLED);

/** A vehicle page without the fields the server fills in. */
export function storedDetail(detail: VehicleDetail): StoredVehicleDetail {
  return Object.fromEntries(Object.entries(detail).filter(([key]) => !serverFilled.has(key))) as StoredVehicleDetail;
}

/** The facts a detail does not carry: the trim, history and advert flags, listing time. */
export type ExtraVehicleFacts = Pick<
  VehicleFacts,
  | 'makeSlug'
  | 'modelSlug'
  | 'trimSlug'
  | 'trim'
  | 'registrationDate'
  | 'tankRangeMiles'
  | 'batteryRangeMiles'
  | 'batteryFastChargeMinutes'
  | 'batteryIsLeased'
  | 'batteryWarrantyWhenNew'
  | 'safetyRating'
  | 'brakedTowingKg'
  | 'unbrakedTowingKg'
  | 'writeOff'
  | 'imported'
  | 'exHire'
  | 'exFleet'
  | 'preReg'
  | 'exDemo'
  | 'hot'
  | 'priceAndGo'
  | 'listedAt'
>;

const DRIVE_TRAINS: Record<string, DriveTrainValue> = {
  'front wheel drive': 'front-wheel-drive',
  'rear wheel drive': 'rear-wheel-drive',
  'four wheel drive': 'four-wheel-drive',
  'all wheel drive': 'four-wheel-drive',
};

/** The Specification's DriveTrain text of a DriveTrains value. */
export const driveTrainText: Record<DriveTrainValue, string> = {
  'front-wheel-drive': 'Front wheel drive',
  'rear-wheel-drive': 'Rear wheel drive',
  'four-wheel-drive': 'Four wheel drive',
};

export function vehicleFacts(detail: StoredVehicleDetail, dealer: StockDealer, extra: ExtraVehicleFacts): VehicleFacts {
  const card = detail.Vehicle;
  const spec = detail.Specification;
  const driveTrain = DRIVE_TRAINS[(spec.DriveTrain ?? '').toLowerCase()];
  if (!driveTrain) throw new Error(`Vehicle ${card.VehicleId}: unknown drive train '${spec.DriveTrain}'`);
  return {
    vehicleId: card.VehicleId,
    type: vehicleTypeOfCode(card.VehicleType),
    makeSlug: extra.makeSlug,
    modelSlug: extra.modelSlug,
    trimSlug: extra.trimSlug,
    make: card.Manufacturer,
    model: card.Model,
    trim: extra.trim,
    price: card.GBPPrice,
    priceIncVat: card.GBPPriceIncVAT,
    priceExVat: card.IsPriceExcludingVAT ? card.GBPPrice : card.GBPPriceIncVAT,
    priceExcludesVat: card.IsPriceExcludingVAT,
    adminFee: card.AdminFee,
    year: card.RegistrationYear,
    registrationDate: extra.registrationDate,
    registration: card.Registration,
    mileage: card.Mileage,
    fuel: slugify(card.FuelType) as FuelValue,
    transmission: slugify(card.Transmission) as TransmissionValue,
    bodyStyle: slugify(card.BodyStyle) as BodyStyleValue,
    colour: slugify(card.Colour) as ColourValue,
    doors: spec.Doors ?? 0,
    seats: spec.Seats ?? 0,
    engineSizeCc: Math.round((spec.EngineSizeLitres ?? 0) * 1000),
    powerBhp: spec.PowerBhp ?? 0,
    topSpeedMph: spec.TopSpeedMph ?? 0,
    accelerationSeconds: spec.AccelerationSeconds ?? 0,
    insuranceGroup: spec.InsuranceGroup ?? 0,
    fuelEconomyMpg: spec.FuelEconomyMpg ?? null,
    annualTaxGbp: spec.AnnualTaxGBP ?? 0,
    co2GPerKm: spec.Co2EmissionsGPerKm ?? 0,
    tankRangeMiles: extra.tankRangeMiles,
    batteryRangeMiles: extra.batteryRangeMiles,
    batteryFastChargeMinutes: extra.batteryFastChargeMinutes,
    batteryIsLeased: extra.batteryIsLeased,
    batteryWarrantyWhenNew: extra.batteryWarrantyWhenNew,
    driveTrain,
    safetyRating: extra.safetyRating,
    brakedTowingKg: extra.brakedTowingKg,
    unbrakedTowingKg: extra.unbrakedTowingKg,
    ulezCompliant: spec.IsULEZCompliant ?? false,
    previousOwners: spec.PreviousOwners ?? 0,
    writeOff: extra.writeOff,
    imported: extra.imported,
    exHire: extra.exHire,
    exFleet: extra.exFleet,
    preReg: extra.preReg,
    exDemo: extra.exDemo,
    sold: card.Sold,
    reduced: card.Reduced,
    featured: card.IsFeaturedAdvert,
    hot: extra.hot,
    priceAndGo: extra.priceAndGo,
    imageCount: card.ImageCount,
    listedAt: extra.listedAt,
    keywordsText: [card.Title, extra.trim, card.Colour, card.BodyStyle, detail.Description, ...detail.Features]
      .join(' \n')
      .toLowerCase(),
    dealerId: dealer.dealer.Id,
    dealerGroupId: dealer.dealer.GroupId,
    dealerName: dealer.dealer.Name,
    dealerRating: dealer.dealer.ReviewSummary.ScorePercentage,
    dealerType: dealer.facts.dealerType,
    dealerOnlineOnly: dealer.facts.isOnlineOnly,
    partExAvailable: dealer.facts.partExAvailable,
    district: dealer.facts.district,
    lat: dealer.facts.lat,
    lng: dealer.facts.lng,
  };
}

/** A dealer's facts from its record: the district of its postcode, its town and county as addressed. */
export function dealerFacts(dealer: Dealer, dealerType: DealerTypeValue, partExAvailable: boolean): DealerFacts {
  const address = dealer.Address;
  if (!address) throw new Error(`Dealer ${dealer.Id} has no address`);
  const district = districtOf(address.PostCode);
  if (!district) throw new Error(`Dealer ${dealer.Id}: postcode ${address.PostCode} is not in the district table`);
  const county = address.County ?? district.county;
  const types = dealer.VehicleTypes ?? ['car'];
  return {
    district: district.district,
    lat: district.lat,
    lng: district.lng,
    countyName: county,
    countySlug: slugify(county),
    townName: address.Town,
    townSlug: slugify(address.Town),
    sellsCars: types.includes('car'),
    sellsVans: types.includes('van'),
    dealerType,
    partExAvailable,
    isOnlineOnly: dealer.IsOnlineOnly ?? false,
  };
}

/**
 * The registration year of a current-format plate's age identifier: '19' is March to August 2019,
 * '69' September 2019 to February 2020; the year the contract's RegistrationYear gives is the year
 * the identifier was issued in (69 gives 2019). Undefined for other formats (Northern Irish, dateless).
 */
export function plateYear(registration: string): number | undefined {
  const match = /^[A-Z]{2}([0-9]{2}) ?[A-Z]{3}$/.exec(registration);
  if (!match) return undefined;
  const id = Number(match[1]);
  return id >= 50 ? 2000 + id - 50 : 2000 + id;
}

/** The age identifier of a first registration date: '19' March-August 2019, '69' September 2019 to February 2020. */
export function ageIdentifier(date: Date): string {
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + 1;
  const id = month >= 9 ? year - 2000 + 50 : month >= 3 ? year - 2000 : year - 1 - 2000 + 50;
  return String(id).padStart(2, '0');
}

/**
 * The seed's representative example: hire purchase at the contract's 9.9% APR over 60 months with
 * £1,000 down, by the one finance formula the quote and the monthly-cost search use (server/finance.ts).
 */
export function representativeExample(cashPrice: number) {
  return financeQuote({ price: cashPrice, deposit: 1000, term: 60 }).RepresentativeExample;
}

/**
 * The recorded price cut of a reduced advert of the seed (an unsold one): 2% to 6% off, in £50 steps,
 * 0 to 13 days old on whatever day it is read, both from its id (requirements 9.14).
 */
export function seededPriceCut(facts: Pick<VehicleFacts, 'vehicleId' | 'reduced' | 'sold' | 'priceIncVat'>) {
  if (!facts.reduced || facts.sold) return undefined;
  const cut = Math.max(50, Math.round((facts.priceIncVat * (2 + (facts.vehicleId % 5))) / 100 / 50) * 50);
  return { previousPrice: facts.priceIncVat + cut, ageDays: facts.vehicleId % 14 };
}
