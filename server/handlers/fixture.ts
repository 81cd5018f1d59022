/**
 * A small catalogue for the handlers' own tests, made from the contract's examples (every example
 * vehicle and dealer, as the contract shows them) plus a few dealers of our own so that county, town
 * and distance have something to tell apart. Facts the examples do not carry get plain defaults.
 */
import { document, type Json, operations } from '../../openapi/contract/contract';
import type { CatalogueSource } from '../db/load';
import type {
  BodyStyleValue,
  ColourValue,
  Dealer,
  FuelValue,
  PostcodeDistrict,
  StockDealer,
  StockVehicle,
  StoredVehicleDetail,
  VehicleDetail,
} from '../seed/types';

type Examples<T> = Record<string, { value: T }>;

/** The value, or a thrown error naming what was missing (the fixture is built from known examples). */
export function must<T>(value: T | undefined | null, what: string): T {
  if (value === undefined || value === null) throw new Error(`Fixture: no ${what}`);
  return value;
}

const paths = document.paths as Record<string, Record<string, any>>; // eslint-disable-line @typescript-eslint/no-explicit-any

export const exampleVehicles: VehicleDetail[] = Object.values(
  must(paths['/api/vehicles/{vehicleId}'], 'getVehicle').get.responses['200'].content['application/json']
    .examples as Examples<VehicleDetail>,
).map((e) => e.value);

export const exampleDealers: Dealer[] = Object.values(
  must(paths['/api/dealers/{dealerId}'], 'getDealer').get.responses['200'].content['application/json']
    .examples as Examples<Dealer>,
).map((e) => e.value);

const byId = new Map(operations().map((op) => [op.operationId, op]));

/** A request body example of the contract, by operation and example name. */
export function requestExample(operationId: string, name: string): Record<string, Json> {
  const examples = byId.get(operationId)?.requestBody?.value.content['application/json']?.examples;
  return must(examples?.[name]?.value, `request example ${operationId}/${name}`) as Record<string, Json>;
}

/** A response example of the contract, by operation, status and example name. */
export function responseExample(operationId: string, status: string, name: string): Json {
  const examples = byId.get(operationId)?.responses[status]?.value.content?.['application/json']?.examples;
  return must(examples?.[name]?.value, `response example ${operationId}/${status}/${name}`);
}

export const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const outward = (postcode: string) => postcode.replace(/\s+/g, '').toUpperCase().slice(0, -3);

/** Our own dealers: two more in Berkshire (Reading vans, Newbury cars) and one far away in Cornwall. */
const thamesValley = must(exampleDealers[0], 'first example dealer');
function ownDealer(
  Id: number,
  Name: string,
  VehicleTypes: Dealer['VehicleTypes'],
  [Line1, Town, County, PostCode]: [string, string, string, string],
  [Latitude, Longitude]: [number, number],
): Dealer {
  const Address = { Line1, Town, County, PostCode };
  return {
    ...thamesValley,
    Id,
    Name,
    Customer: `FC-${Id}`,
    VehicleTypes,
    StockCount: 0,
    Address,
    Location: { Latitude, Longitude },
  };
}
const extraDealers: Dealer[] = [
  ownDealer(
    3901,
    'Reading Van Sales',
    ['van'],
    ['9 Richfield Avenue', 'Reading', 'Berkshire', 'RG1 8EQ'],
    [51.4624, -0.9867],
  ),
  {
    ...ownDealer(
      3902,
      'Newbury Motor Company',
      ['car'],
      ['1 London Road', 'Newbury', 'Berkshire', 'RG14 1JL'],
      [51.4036, -1.3156],
    ),
    EmailEnabled: false,
  },
  ownDealer(
    3903,
    'a Cornish Car Company',
    ['car', 'van'],
    ['4 Trevithick Road', 'Truro', 'Cornwall', 'TR1 2JX'],
    [50.2632, -5.051],
  ),
];

export const fixtureDealers: Dealer[] = [...exampleDealers, ...extraDealers];

/** Districts: each dealer's own, plus SW1A (Westminster) and M1 (Manchester) to measure from. */
export const fixtureDistricts: PostcodeDistrict[] = [
  ...fixtureDealers.map((d) => {
    const address = must(d.Address, `address of ${d.Id}`);
    const location = must(d.Location, `location of ${d.Id}`);
    return {
      district: outward(address.PostCode),
      lat: location.Latitude,
      lng: location.Longitude,
      town: address.Town,
      county: must(address.County, `county of ${d.Id}`),
    };
  }),
  { district: 'SW1A', lat: 51.501, lng: -0.1416, town: 'London', county: 'Greater London' },
  { district: 'M1', lat: 53.4794, lng: -2.2453, town: 'Manchester', county: 'Greater Manchester' },
];

function stockDealer(dealer: Dealer): StockDealer {
  const address = must(dealer.Address, `address of ${dealer.Id}`);
  const county = must(address.County, `county of ${dealer.Id}`);
  const district = must(
    fixtureDistricts.find((d) => d.district === outward(address.PostCode)),
    `district of ${dealer.Id}`,
  );
  const types = dealer.VehicleTypes ?? ['car'];
  return {
    dealer,
    facts: {
      district: district.district,
      lat: district.lat,
      lng: district.lng,
      countyName: county,
      countySlug: slug(county),
      townName: address.Town,
      townSlug: slug(address.Town),
      sellsCars: types.includes('car'),
      sellsVans: types.includes('van'),
      dealerType: 'independent',
      partExAvailable: true,
      isOnlineOnly: dealer.IsOnlineOnly ?? false,
    },
  };
}

function stockVehicle(example: VehicleDetail, index: number): StockVehicle {
  const { Dealer: dealer, DealerStock, DealerStockCount, DistanceMiles, ...detail } = example;
  void DealerStock;
  void DealerStockCount;
  void DistanceMiles;
  const card = example.Vehicle;
  const place = stockDealer(dealer);
  const fuel = slug(card.FuelType) as FuelValue;
  return {
    detail: detail as StoredVehicleDetail,
    facts: {
      vehicleId: card.VehicleId,
      type: card.VehicleType === 7 ? 'van' : 'car',
      makeSlug: slug(card.Manufacturer),
      modelSlug: slug(card.Model),
      trimSlug: 'base',
      make: card.Manufacturer,
      model: card.Model,
      trim: 'Base',
      price: card.GBPPrice,
      priceIncVat: card.GBPPriceIncVAT,
      priceExVat: card.IsPriceExcludingVAT ? card.GBPPrice : card.GBPPriceIncVAT,
      priceExcludesVat: card.IsPriceExcludingVAT,
      adminFee: card.AdminFee,
      year: card.RegistrationYear,
      registrationDate: `${card.RegistrationYear}-03-01`,
      registration: card.Registration,
      mileage: card.Mileage,
      fuel,
      transmission: card.Transmission === 'Automatic' ? 'automatic' : 'manual',
      bodyStyle: slug(card.BodyStyle) as BodyStyleValue,
      colour: slug(card.Colour) as ColourValue,
      doors: 5,
      seats: 5,
      engineSizeCc: 1500,
      powerBhp: 100,
      topSpeedMph: 110,
      accelerationSeconds: 10,
      insuranceGroup: 10,
      fuelEconomyMpg: fuel === 'electric' ? null : 50,
      annualTaxGbp: 190,
      co2GPerKm: 120,
      tankRangeMiles: fuel === 'electric' ? null : 500,
      batteryRangeMiles: null,
      batteryFastChargeMinutes: null,
      batteryIsLeased: false,
      batteryWarrantyWhenNew: false,
      driveTrain: 'front-wheel-drive',
      safetyRating: 5,
      brakedTowingKg: 1000,
      unbrakedTowingKg: 500,
      ulezCompliant: true,
      previousOwners: 1,
      writeOff: null,
      imported: false,
      exHire: false,
      exFleet: false,
      preReg: false,
      exDemo: false,
      sold: card.Sold,
      reduced: card.Reduced,
      featured: card.IsFeaturedAdvert,
      hot: false,
      priceAndGo: false,
      imageCount: card.ImageCount,
      // Listed a day apart, in the examples' order: the last example is the newest.
      listedAt: new Date(Date.UTC(2026, 10, 1 + index)).toISOString(),
      keywordsText: card.Title.toLowerCase(),
      dealerId: dealer.Id,
      dealerGroupId: dealer.GroupId,
      dealerName: dealer.Name,
      dealerRating: dealer.ReviewSummary.ScorePercentage,
      dealerType: 'independent',
      dealerOnlineOnly: dealer.IsOnlineOnly ?? false,
      partExAvailable: true,
      district: place.facts.district,
      lat: place.facts.lat,
      lng: place.facts.lng,
    },
  };
}

export const fixtureCatalogue: CatalogueSource = {
  stock: () => ({ dealers: fixtureDealers.map(stockDealer), vehicles: exampleVehicles.map(stockVehicle) }),
  districts: fixtureDistricts,
};
