/**
 * A fixed-seed generator of realistic UK stock: dealers in real towns and postcode districts, and
 * cars and vans from the catalogue with prices, mileages and registrations consistent with their age.
 * The same options always give the same records: a small seeded PRNG drives every choice, over word
 * lists of our own (faker's en_GB locale was tried: its surnames and streets fall back to American ones,
 * and its output changes between faker versions). Nothing depends on the clock: ages are taken at
 * REFERENCE_DATE.
 */
import {
  makesOf,
  onSaleIn,
  type BodySpec,
  type EngineSpec,
  type MakeSpec,
  type ModelSpec,
  type TrimSpec,
} from './catalogue.ts';
import { insuranceGroupTop } from '../../domain/insuranceGroups.ts';
import { annualRoadTax } from '../../domain/roadTax.ts';
import { euroStandardOf, meetsCleanAirStandards } from '../../domain/cleanAir.ts';
import { exampleStock } from './examples.ts';
import { ageIdentifier, dealerFacts, driveTrainText, representativeExample, vehicleFacts } from './facts.ts';
import { dealerDistricts } from './dealerDistricts.ts';
import { districtOf, slugify } from './postcodes.ts';
import type {
  BodyStyleValue,
  ColourValue,
  FuelValue,
  Dealer,
  DealerTypeValue,
  PostcodeDistrict,
  SeedDealerReview,
  Stock,
  StockDealer,
  StreamedStock,
  StockVehicle,
  StoredVehicleDetail,
  VehicleCard,
  VehicleKind,
  WriteOffCategory,
} from './types.ts';
import { vehicleTypeCodes } from '../../domain/vehicleTypes';
import { prng, Random, streamFor, WeightTable } from './random.ts';
import { vehicleHistory } from './history.ts';
import { summariseReviews } from '../../domain/dealerReviews.ts';
import { countedReviewsFor, dealerReviews } from './reviews.ts';

export interface GenerateOptions {
  seed?: number;
  /** Dealers in all, the contract's example dealers included. */
  dealers?: number;
  /** Vehicles in all, the contract's example vehicles included. */
  vehicles?: number;
  /** Include the contract's examples (default true); without them the counts are all generated. */
  includeExamples?: boolean;
}

/** The day the stock is generated "on": registrations, mileages and listings are dated before it. */
export const REFERENCE_DATE = '2026-11-20';
/** Generated ids start here (the contract's examples use 20481734-20490801 and 3101-3106). */
export const FIRST_VEHICLE_ID = 21_000_001;
export const FIRST_DEALER_ID = 4001;

const REFERENCE = Date.parse(`${REFERENCE_DATE}T00:00:00Z`);
const DAY = 86_400_000;
const YEAR = 365.25 * DAY;

// ── Dealers ──────────────────────────────────────────────────────────────────────────────────────

const STREETS = [
  'High Street',
  'Station Road',
  'London Road',
  'Church Road',
  'Victoria Road',
  'Park Road',
  'Manor Road',
  'Mill Lane',
  'Bridge Street',
  'Queens Road',
  'Kings Road',
  'New Road',
  'North Road',
  'Green Lane',
  'Chester Road',
  'Bath Road',
  'Oxford Road',
  'Commercial Road',
  'Brunel Way',
  'Telford Way',
  'Enterprise Way',
  'Canal Street',
  'Albert Road',
  'Mill Road',
  'Stanley Road',
  'Castle Street',
  'Ring Road',
  'Bristol Road',
  'Newport Road',
  'Industrial Estate Road',
];
const PARKS = ['Riverside Business Park', 'Motor Park', 'Retail Park', 'Trade Park', 'Enterprise Park', 'Gateway Park'];
/** Common British surnames for dealer names (faker's en_GB locale falls back to American surnames). */
const SURNAMES = [
  'Smith',
  'Jones',
  'Taylor',
  'Brown',
  'Williams',
  'Wilson',
  'Johnson',
  'Davies',
  'Robinson',
  'Wright',
  'Thompson',
  'Evans',
  'Walker',
  'White',
  'Roberts',
  'Green',
  'Hall',
  'Wood',
  'Jackson',
  'Clarke',
  'Patel',
  'Khan',
  'Lewis',
  'James',
  'Phillips',
  'Mason',
  'Mitchell',
  'Rose',
  'Davis',
  'Rodgers',
  'Hughes',
  'Edwards',
  'Turner',
  'Harris',
  'Baker',
  'Cooper',
  'Hill',
  'Ward',
  'Morris',
  'Moore',
  'Clark',
  'Lee',
  'King',
  'Harrison',
  'Morgan',
  'Allen',
  'Campbell',
  'Stewart',
  'Murray',
  'Fraser',
  'MacDonald',
  'Reid',
  'Kerr',
  'Ross',
  'Bell',
  'Watson',
  'Kelly',
  'Doherty',
  'McCann',
  'Quinn',
  'Griffiths',
  'Price',
  'Powell',
  'Pritchard',
  'Hendy',
  'Marshall',
  'Lookers',
  'Arnold',
  'Sturgess',
  'Johnsons',
  'Snows',
  'Dick',
  'Lloyd',
  'Holmes',
  'Chapman',
  'Booth',
  'Shaw',
  'Webb',
];

const SUFFIXES = ['Motors', 'Car Sales', 'Motor Company', 'Cars', 'Autos', 'Motor Group', 'Car Centre'];
const VAN_SUFFIXES = ['Van Centre', 'Commercials', 'Van Sales', 'Vans'];
const INWARD_LETTERS = [...'ABDEFGHJLNPQRSTUWXYZ'];
/** Letters of a current-format plate (never I or Q; a memory tag's second letter is never Z either). */
const PLATE_LETTERS = [...'ABCDEFGHJKLMNOPRSTUVWXYZ'];
const TAG_LETTERS = [...'ABCDEFGHJKLMNOPRSTUVWXY'];

/** Dialling code and Ofcom drama range of the bigger cities; elsewhere the fictional 01632 960xxx. */
const PHONE_AREAS: Array<[RegExp, (n: string) => string]> = [
  [/^(E|EC|N|NW|SE|SW|W|WC|BR|CR|DA|EN|HA|IG|KT|RM|SM|TW|UB)[0-9]/, (n) => `020 7946 0${n}`],
  [/^LS[0-9]/, (n) => `0113 496 0${n}`],
  [/^S[0-9]/, (n) => `0114 496 0${n}`],
  [/^NG[0-9]/, (n) => `0115 496 0${n}`],
  [/^LE[0-9]/, (n) => `0116 496 0${n}`],
  [/^BS[0-9]/, (n) => `0117 496 0${n}`],
  [/^RG[0-9]/, (n) => `0118 496 0${n}`],
  [/^B[0-9]/, (n) => `0121 496 0${n}`],
  [/^EH[0-9]/, (n) => `0131 496 0${n}`],
  [/^G[0-9]/, (n) => `0141 496 0${n}`],
  [/^L[0-9]/, (n) => `0151 496 0${n}`],
  [/^M[0-9]/, (n) => `0161 496 0${n}`],
  [/^(NE|SR)[0-9]/, (n) => `0191 498 0${n}`],
  [/^CF[0-9]/, (n) => `029 2018 0${n}`],
  [/^BT[0-9]/, (n) => `028 9018 0${n}`],
];

function phoneFor(district: string, n: number): string {
  const digits = String(n).padStart(3, '0');
  const area = PHONE_AREAS.find(([pattern]) => pattern.test(district));
  return area ? area[1](digits) : `01632 960${digits}`;
}

/** Ofcom's other drama ranges, for dealers once their area's thousand numbers are all taken. */
const SPARE_PHONES = [(n: string) => `01632 960${n}`, (n: string) => `03069 990${n}`, (n: string) => `0808 157 0${n}`];

/** The phone numbers dealers have, and how far into the spare ranges they reach. */
interface Phones {
  taken: Set<string>;
  spare: number;
  /** The areas whose thousand numbers are all taken (by their first number). */
  full: Set<string>;
}

/**
 * A drama-range number no other dealer has while the ranges last (about 16,000 numbers); beyond them,
 * numbers repeat, every one still fictional.
 */
function uniquePhone(district: string, first: number, index: number, phones: Phones): string {
  let phone = phoneFor(district, first);
  const area = phoneFor(district, 0);
  if (phones.taken.has(phone) && !phones.full.has(area)) {
    for (let n = 0; phones.taken.has(phone) && n < 1000; n++) phone = phoneFor(district, (index * 7 + n) % 1000);
    if (phones.taken.has(phone)) phones.full.add(area);
  }
  const spare = (n: number) =>
    (SPARE_PHONES[Math.floor(n / 1000)] ?? ((digits: string) => `01632 960${digits}`))(
      String(n % 1000).padStart(3, '0'),
    );
  if (phones.taken.has(phone)) {
    while (phones.spare < SPARE_PHONES.length * 1000 && phones.taken.has(spare(phones.spare))) phones.spare++;
    if (phones.spare < SPARE_PHONES.length * 1000) phone = spare(phones.spare);
  }
  phones.taken.add(phone);
  return phone;
}

const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

function openingHours(random: Random, vans: boolean): NonNullable<Dealer['OpeningHours']> {
  const opens = random.pick(['08:30', '09:00', '09:00']);
  const closes = random.pick(['17:30', '18:00', '18:00', '19:00']);
  const sunday = vans ? false : random.chance(0.7);
  return WEEK.map((Day) => {
    if (Day === 'Sunday') return sunday ? { Day, Opens: '10:00', Closes: '16:00' } : { Day, Closed: true };
    if (Day === 'Saturday') return { Day, Opens: opens, Closes: '17:00' };
    if (Day === 'Thursday' && closes !== '19:00' && random.chance(0.4)) return { Day, Opens: opens, Closes: '19:00' };
    return { Day, Opens: opens, Closes: closes };
  });
}

interface DealerPlan {
  stock: StockDealer;
  /** The region letter of the plates it registers ('NI' for Northern Irish plates). */
  plateRegion: string;
  weight: number;
  adminFee: number;
  franchiseMake?: string;
}

function generateDealer(
  random: Random,
  index: number,
  districts: readonly PostcodeDistrict[],
  used: { phones: Phones; names: Set<string> },
): DealerPlan {
  const id = FIRST_DEALER_ID + index;
  const district = random.pick(districts);
  const kind = random.next();
  const vehicleTypes: Array<'car' | 'van'> = kind < 0.72 ? ['car'] : kind < 0.86 ? ['van'] : ['car', 'van'];
  const vans = !vehicleTypes.includes('car');
  const typeRoll = random.next();
  const dealerType: DealerTypeValue = vans
    ? typeRoll < 0.3
      ? 'franchise'
      : 'independent'
    : typeRoll < 0.32
      ? 'franchise'
      : typeRoll < 0.9
        ? 'independent'
        : 'supermarket';
  const surname = random.pick(SURNAMES);
  const franchise =
    dealerType === 'franchise' ? random.weighted(makesOf(vans ? 'van' : 'car'), (m) => m.popularity) : undefined;
  let name =
    franchise !== undefined
      ? `${surname} ${franchise.name} ${district.town}`
      : dealerType === 'supermarket'
        ? `${district.town} Car Supermarket`
        : vans
          ? `${random.chance(0.5) ? district.town : surname} ${random.pick(VAN_SUFFIXES)}`
          : `${random.chance(0.5) ? district.town : surname} ${random.pick(SUFFIXES)}`;
  // Two dealers never share a name: a taken one becomes a surname's business instead, then one of its
  // town, then of its district (a stock of thousands of dealers has hundreds in one town).
  for (let n = 0; used.names.has(name); n++) {
    const round = Math.floor(n / SURNAMES.length);
    const place = round === 0 ? '' : round === 1 ? ` ${district.town}` : ` ${district.town} ${district.district}`;
    name = `${SURNAMES[(index + n) % SURNAMES.length]} ${vans ? 'Van Centre' : 'Motor Company'}${place}${round > 2 ? ` ${round - 1}` : ''}`;
  }
  used.names.add(name);
  const inward = `${random.int(1, 9)}${random.pick(INWARD_LETTERS)}${random.pick(INWARD_LETTERS)}`;
  const phone = uniquePhone(district.district, random.int(0, 999), index, used.phones);
  const online = dealerType === 'independent' && random.chance(0.04);
  const partners = ['Forecourt Finance', 'Forecourt Insurance'].filter(() => random.chance(0.7));
  const line1 = random.chance(0.4)
    ? `Unit ${random.int(1, 40)}, ${random.pick(PARKS)}`
    : `${random.int(1, 400)} ${random.pick(STREETS)}`;
  const dealer: Dealer = {
    Id: id,
    GroupId: dealerType === 'franchise' && random.chance(0.6) ? random.int(80, 95) : 0,
    Name: name,
    Customer: `FC-${String(id).padStart(6, '0')}`,
    PhoneNumber: phone,
    EmailEnabled: random.chance(0.9),
    PartnerListForThankYou: partners,
    // The score is the reviews' target (withReviews); the count's draw only keeps the stream as it was.
    ReviewSummary: {
      ScorePercentage: Math.min(99, Math.max(55, Math.round(88 + random.normal() * 7))),
      ReviewCount: random.int(5, 900),
    },
    Address: { Line1: line1, Town: district.town, County: district.county, PostCode: `${district.district} ${inward}` },
    Website: `https://www.${slugify(name).replace(/-/g, '')}.example`,
    VehicleTypes: vehicleTypes,
    StockCount: 0,
    Location: {
      Latitude: Math.round((district.lat + (random.next() - 0.5) * 0.01) * 10_000) / 10_000,
      Longitude: Math.round((district.lng + (random.next() - 0.5) * 0.01) * 10_000) / 10_000,
    },
    OpeningHours: openingHours(random, vans),
  };
  if (online) dealer.IsOnlineOnly = true;
  const stock: StockDealer = { dealer, facts: dealerFacts(dealer, dealerType, !online && random.chance(0.85)) };
  const weight = dealerType === 'supermarket' ? 3 : dealerType === 'franchise' ? 1.5 : 0.6 + random.next();
  return {
    stock,
    plateRegion: plateRegion(stock),
    weight,
    adminFee: random.pick([0, 0, 0, 99, 149, 199]),
    franchiseMake: franchise?.slug,
  };
}

// ── Vehicles ─────────────────────────────────────────────────────────────────────────────────────

const CAR_COLOURS: Array<[ColourValue, number]> = [
  ['grey', 18],
  ['white', 16],
  ['black', 16],
  ['blue', 14],
  ['silver', 12],
  ['red', 10],
  ['green', 3],
  ['orange', 2],
  ['yellow', 2],
];
const VAN_COLOURS: Array<[ColourValue, number]> = [
  ['white', 60],
  ['silver', 12],
  ['grey', 12],
  ['black', 6],
  ['blue', 7],
  ['red', 3],
];
const GENERIC_PAINTS: Partial<Record<ColourValue, string>> = {
  grey: 'Metallic Grey',
  white: 'Solid White',
  black: 'Metallic Black',
  blue: 'Metallic Blue',
  silver: 'Metallic Silver',
  red: 'Solid Red',
  green: 'Metallic Green',
  orange: 'Metallic Orange',
  yellow: 'Solid Yellow',
};
const OWNERS = [
  'No previous keepers',
  'One previous owner',
  'Two previous owners',
  'Three previous owners',
  'Four previous owners',
  'Five previous owners',
];

const REGION_BY_COUNTY: Array<[RegExp, string]> = [
  [/Kent|Sussex|Surrey/, 'G'],
  [/Hampshire|Dorset|Isle of Wight/, 'H'],
  [/Berkshire/, 'R'],
  [/Oxfordshire|Buckinghamshire/, 'O'],
  [/Hertfordshire|Bedfordshire|Northamptonshire/, 'K'],
  [/Essex/, 'E'],
  [/Cambridgeshire|Norfolk|Suffolk/, 'A'],
  [/Derbyshire|Nottinghamshire|Leicestershire|Lincolnshire/, 'F'],
  [/Worcestershire|Herefordshire|Shropshire/, 'V'],
  [/West Midlands|Staffordshire|Warwickshire/, 'B'],
  [/Gloucestershire|Bristol|Somerset|Devon|Cornwall|Wiltshire/, 'W'],
  [/Manchester|Cheshire|Merseyside/, 'M'],
  [/Lancashire|Cumbria/, 'P'],
  [/Yorkshire/, 'Y'],
  [/Tyne|Durham|Northumberland/, 'N'],
  [/Flintshire|Wrexham|Denbighshire|Conwy|Gwynedd|Anglesey/, 'D'],
];

/** DVLA memory tags' region letter by county (first letter of a current-format plate). */
function regionLetter(county: string, district: string): string {
  if (/^(E|EC|N|NW|SE|SW|W|WC|BR|CR|DA|EN|HA|IG|KT|RM|SM|TW|UB)[0-9]/.test(district)) return 'L';
  const hit = REGION_BY_COUNTY.find(([pattern]) => pattern.test(county));
  if (hit) return hit[1];
  return /^(CF|NP|SA|LD|SY2|SY16)/.test(district) ? 'C' : 'S';
}

function plateRegion(dealer: StockDealer): string {
  return dealer.facts.district.startsWith('BT') ? 'NI' : regionLetter(dealer.facts.countyName, dealer.facts.district);
}

const NI_CODES = [
  'AZ',
  'BZ',
  'CZ',
  'DZ',
  'FZ',
  'GZ',
  'HZ',
  'JZ',
  'KZ',
  'LZ',
  'MZ',
  'NZ',
  'OI',
  'PZ',
  'RZ',
  'SZ',
  'UI',
  'UZ',
  'VZ',
  'WZ',
  'XI',
  'YZ',
];

function registrationFor(random: Random, plan: DealerPlan, date: Date, used: Set<string>): string {
  for (;;) {
    const plate =
      plan.plateRegion === 'NI'
        ? `${random.pick(PLATE_LETTERS)}${random.pick(NI_CODES)} ${random.int(1, 9999)}`
        : `${plan.plateRegion}${random.pick(TAG_LETTERS)}${ageIdentifier(date)} ${random.pick(PLATE_LETTERS)}${random.pick(PLATE_LETTERS)}${random.pick(PLATE_LETTERS)}`;
    if (!used.has(plate)) {
      used.add(plate);
      return plate;
    }
  }
}

/** The age in years of the stock (peaks at 3-6 years old). */
const AGE_WEIGHTS = [3, 6, 9, 11, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 2];

/** Thousands separators, as the card's Price shows them ('16,495'). */
const money = (value: number) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
const properStart = /^(Apple|Android|SYNC|DAB|LED|Autopilot|Uconnect|Meridian|Grip|Extenso|Bluetooth)/;
const inSentence = (feature: string) =>
  properStart.test(feature) ? feature : feature.charAt(0).toLowerCase() + feature.slice(1);

function listOf(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function retailPrice(value: number, random: Random): number {
  const rounded = Math.max(795, Math.round(value / 250) * 250);
  return random.chance(0.55) ? rounded - 5 : rounded;
}

const BODY_STYLE_NAMES: Record<BodyStyleValue, VehicleCard['BodyStyle']> = {
  hatchback: 'Hatchback',
  suv: 'SUV',
  saloon: 'Saloon',
  estate: 'Estate',
  coupe: 'Coupe',
  convertible: 'Convertible',
  mpv: 'MPV',
  'panel-van': 'Panel Van',
  'small-van': 'Small Van',
  'pick-up': 'Pick Up',
  'crew-van': 'Crew Van',
};
const FUEL_NAMES: Record<FuelValue, VehicleCard['FuelType']> = {
  petrol: 'Petrol',
  diesel: 'Diesel',
  hybrid: 'Hybrid',
  'plug-in-hybrid': 'Plug-in Hybrid',
  electric: 'Electric',
  'bi-fuel': 'Bi-fuel',
};
const SERVICE_HISTORIES = ['Full', 'Full', 'Full', 'Part', 'None'] as const;

interface VehicleContext {
  random: Random;
  /** When it was listed (ms): ids are issued in listing order, so it grows with the id. */
  listedAt: number;
  id: number;
  type: VehicleKind;
  plan: DealerPlan;
  usedPlates: Set<string>;
}

function chooseYear(random: Random, model: ModelSpec): number {
  const thisYear = new Date(REFERENCE).getUTCFullYear();
  // Only years some version of the model was on sale in.
  const years = AGE_WEIGHTS.map((_, age) => thisYear - age).filter(
    (y) => y >= model.years[0] && y <= model.years[1] && model.engines.some((e) => onSaleIn(e, y)),
  );
  return random.weighted(years.length ? years : [model.years[1]], (y) => AGE_WEIGHTS[thisYear - y] ?? 1);
}

function generateVehicle({ random, listedAt, id, type, plan, usedPlates }: VehicleContext): StockVehicle {
  const dealer = plan.stock;
  const makes = makesOf(type);
  const make: MakeSpec =
    plan.franchiseMake && random.chance(0.65)
      ? (makes.find((m) => m.slug === plan.franchiseMake) ?? random.weighted(makes, (m) => m.popularity))
      : random.weighted(makes, (m) => m.popularity);
  const model = random.weighted(make.models, (m) => m.popularity);
  const year = chooseYear(random, model);
  const lastDay = Math.min(REFERENCE - 5 * DAY, Date.UTC(year, 11, 31));
  const firstDay = Date.UTC(year, 0, 1);
  const registered = new Date(firstDay + Math.floor(random.next() * ((lastDay - firstDay) / DAY)) * DAY);
  const ageYears = (REFERENCE - registered.getTime()) / YEAR;
  const preReg = ageYears < 0.5 && random.chance(0.3);
  const exDemo = !preReg && ageYears < 1.5 && random.chance(0.15);

  const onSale = model.engines.filter((e) => onSaleIn(e, year));
  const engine: EngineSpec = random.pick(onSale.length ? onSale : model.engines);
  const transmission =
    engine.gearboxes.length === 1
      ? (engine.gearboxes[0] ?? 'manual')
      : random.chance(type === 'car' ? 0.4 : 0.2)
        ? 'automatic'
        : 'manual';
  const trim: TrimSpec = random.pick(model.trims);
  const body: BodySpec = random.weighted(model.bodies, (b) => b.weight);
  const colour = random.weighted(type === 'car' ? CAR_COLOURS : VAN_COLOURS, ([, w]) => w)[0];

  const annual = type === 'car' ? 7_500 + random.next() * 6_000 : 12_000 + random.next() * 9_000;
  const mileage = preReg
    ? random.int(5, 50)
    : exDemo
      ? random.int(1_000, 6_000)
      : Math.max(100, Math.round((annual * Math.max(ageYears, 0.2) * (1 + random.normal() * 0.15)) / 10) * 10);

  const newPrice = model.newPrice + engine.priceAdd + trim.priceAdd;
  const depreciation = type === 'car' ? 0.86 * 0.86 ** ageYears : 0.84 * 0.87 ** ageYears;
  const expected = (type === 'car' ? 9_000 : 15_000) * Math.max(ageYears, 0.5);
  const mileageFactor = Math.min(1.12, Math.max(0.8, 1 - (0.15 * (mileage - expected)) / Math.max(expected, 10_000)));
  // Past 90,000 miles a car is worth a good deal less (a trade-in priced to clear): the cheapest stock,
  // old and high-mileage, sells under £1,000 as on the big UK sites.
  const highMileage = type === 'car' ? Math.max(0.5, 1 - Math.max(0, mileage - 90_000) / 110_000) : 1;
  const base = newPrice * depreciation * mileageFactor * highMileage * (1 + random.normal() * 0.04);
  const adminFee = plan.adminFee;
  const vatQualifying = type === 'van' && random.chance(0.9);
  // The advertised price includes the admin fee (drip pricing is not allowed), so it is the round figure.
  const price = retailPrice(base + adminFee, random);
  const priceIncVat = vatQualifying ? Math.round(price * 1.2) : price;

  const makeSlug = make.slug;
  const modelSlug = model.slug;
  const automatic = transmission === 'automatic';
  const carTitle = [
    make.name,
    model.name,
    body.label,
    engine.name,
    trim.name === 'Standard' ? '' : trim.name,
    `${body.doors}dr`,
    automatic ? 'Auto' : '',
  ];
  const vanTitle =
    body.style === 'pick-up'
      ? [make.name, model.name, engine.name, trim.name, body.label, body.suffix, automatic ? 'Auto' : '']
      : [make.name, model.name, engine.name, body.label, trim.name, body.suffix, automatic ? 'Auto' : ''];
  const title = (type === 'car' ? carTitle : vanTitle).filter(Boolean).join(' ');
  const bodyStyleName = BODY_STYLE_NAMES[body.style];
  const colourName = colour.charAt(0).toUpperCase() + colour.slice(1);
  const sold = random.chance(0.02);
  const noImages = random.chance(0.03);
  const image = (view: 1 | 2) => `/images/vehicles/stock-${body.style}-${colour}-${view}.svg`;
  const registration = registrationFor(random, plan, registered, usedPlates);

  const card: VehicleCard = {
    VehicleId: id,
    Manufacturer: make.name,
    Model: model.name,
    Title: title,
    Colour: colourName,
    FuelType: FUEL_NAMES[engine.fuel],
    Transmission: automatic ? 'Automatic' : 'Manual',
    Mileage: mileage,
    RegistrationYear: year,
    GBPPrice: price,
    GBPPriceIncVAT: priceIncVat,
    IsPriceExcludingVAT: vatQualifying,
    Reduced: false,
    isReduced: false,
    Position: 1,
    DetailsPageUrl: `/used-${type}s/${makeSlug}/${modelSlug}/${id}`,
    MainImage: {
      Medium: noImages ? '/images/vehicles/default.svg' : image(1),
      DefaultImage: '/images/vehicles/default.svg',
    },
    ImageCount: noImages ? 0 : 2,
    Sold: sold,
    IsEnquired: false,
    IsViewed: false,
    IsFeaturedAdvert: random.chance(0.05),
    AdminFee: adminFee,
    VehicleType: vehicleTypeCodes[type],
    Registration: registration,
    BodyStyle: bodyStyleName,
    Price: `£${money(price)}${vatQualifying ? ' + VAT' : ''}`,
    DealerId: dealer.dealer.Id,
    ...dealerRatingOf(dealer),
  };
  // Only an advert still for sale has a price cut recorded (db/load.ts), so only such a one is reduced; the
  // chance is drawn either way, so the rest of the stock does not change with it.
  const cut = random.chance(0.15);
  card.Reduced = card.isReduced = cut && !sold;

  const electric = engine.fuel === 'electric';
  const combustionAge = Math.max(0, 2019 - year);
  const co2 = electric ? 0 : engine.co2 + combustionAge * 2;
  const owners = preReg ? 0 : Math.min(5, ageYears < 1 ? 1 : 1 + Math.floor(random.next() * (ageYears / 3)));
  const registrationDate = registered.toISOString().slice(0, 10);
  const euroStandard = euroStandardOf({ vehicleType: type, fuelType: FUEL_NAMES[engine.fuel], registrationDate });
  const history = random.next();
  const writeOff: WriteOffCategory | null =
    history < 0.025 ? 'N' : history < 0.035 ? 'S' : history < 0.04 && year < 2017 ? 'D' : null;
  const [low, high] = model.insurance;
  // Vans are rated on the commercial vehicles' scale, cars and pick-ups in the car groups (domain/insuranceGroups.ts).
  const insurance = Math.min(
    insuranceGroupTop(type, BODY_STYLE_NAMES[body.style]),
    Math.max(1, Math.round(low + ((high - low) * (engine.bhp - 60)) / 240 + random.int(-1, 1))),
  );
  const features = [...trim.features];
  const paint = make.paints?.[colour] ?? GENERIC_PAINTS[colour] ?? colourName;
  const service = random.pick(SERVICE_HISTORIES);
  const lines = [
    `${OWNERS[owners]} and ${service === 'Full' ? 'full' : service === 'Part' ? 'part' : 'no'} service history. Finished in ${paint} with ${listOf(features.slice(0, 4).map(inSentence))}.`,
    sold
      ? 'This vehicle has now been sold; ask the dealer about similar stock.'
      : type === 'van'
        ? `Supplied with a fresh MOT and a 6-month warranty.${vatQualifying ? ' Price plus VAT.' : ' No VAT to add.'}`
        : preReg
          ? 'Pre-registered with delivery miles only, and the balance of the manufacturer warranty.'
          : exDemo
            ? 'An ex-demonstrator from our own fleet, with the balance of the manufacturer warranty.'
            : "Supplied with a fresh MOT, a 12-month warranty and 12 months' breakdown cover.",
  ];
  if (writeOff) lines.push(`Recorded as Category ${writeOff} and professionally repaired; history check supplied.`);
  if (adminFee > 0) lines.push(`The price includes our £${adminFee} admin fee.`);
  const generation = model.generations?.find((g) => year >= g.yearFrom && year <= (g.yearTo ?? 9999));

  const detail: StoredVehicleDetail = {
    Vehicle: card,
    Description: lines.join('\n'),
    Images: noImages
      ? []
      : [
          { Medium: image(1), Large: image(1), AltText: `${make.name} ${model.name}, front three-quarter view` },
          { Medium: image(2), Large: image(2), AltText: `${make.name} ${model.name}, other side` },
        ],
    Specification: {
      ...(electric ? {} : { EngineSizeLitres: Math.round(engine.cc / 100) / 10 }),
      PowerBhp: engine.bhp,
      Doors: body.doors,
      Seats: body.seats,
      Co2EmissionsGPerKm: co2,
      ...(engine.mpg === null ? {} : { FuelEconomyMpg: engine.mpg }),
      InsuranceGroup: insurance,
      AnnualTaxGBP: annualRoadTax({ vehicleType: type, registrationDate, co2, listPrice: newPrice, ageYears }),
      AccelerationSeconds: engine.accel,
      TopSpeedMph: engine.topSpeed,
      DriveTrain: driveTrainText[engine.driveTrain ?? model.driveTrain],
      PreviousOwners: owners,
      ServiceHistory: service,
      ...(euroStandard ? { EuroStandard: euroStandard } : {}),
      IsULEZCompliant: meetsCleanAirStandards(FUEL_NAMES[engine.fuel], euroStandard),
    },
    Features: features,
  };
  if (type === 'car' && !sold && priceIncVat >= 3_000) detail.Finance = representativeExample(priceIncVat);
  if (generation) {
    detail.Generation = { Name: generation.name, YearFrom: generation.yearFrom, Summary: generation.summary };
    if (generation.yearTo) detail.Generation.YearTo = generation.yearTo;
  }

  const facts = vehicleFacts(detail, dealer, {
    makeSlug,
    modelSlug,
    trimSlug: trim.slug,
    trim: trim.name,
    registrationDate,
    tankRangeMiles: engine.mpg === null || electric ? null : Math.round((engine.mpg * model.tankLitres) / 4.546),
    batteryRangeMiles: engine.batteryRange ?? null,
    batteryFastChargeMinutes: electric ? (engine.chargeMinutes ?? null) : null,
    batteryIsLeased: electric && random.chance(0.05),
    batteryWarrantyWhenNew: (electric || engine.fuel === 'plug-in-hybrid') && ageYears < 8,
    safetyRating: ageYears > 8 && random.chance(0.3) ? model.safety - 1 : model.safety,
    brakedTowingKg: model.towing[0],
    unbrakedTowingKg: model.towing[1],
    writeOff,
    imported: random.chance(0.02),
    exHire: random.chance(0.04),
    exFleet: random.chance(0.08),
    preReg,
    exDemo,
    hot: random.chance(0.1),
    priceAndGo: random.chance(dealer.facts.isOnlineOnly ? 0.6 : 0.04),
    listedAt: new Date(listedAt).toISOString().replace(/\.\d{3}Z$/, 'Z'),
  });
  // From the vehicle's own stream; the keepers, service history, write-off and import as drawn above.
  detail.History = vehicleHistory({
    vehicleId: id,
    registrationDate: facts.registrationDate,
    mileage,
    listedAt: facts.listedAt,
    previousOwners: owners,
    serviceHistory: service,
    writeOff,
    imported: facts.imported,
  });
  return { detail, facts };
}

/**
 * The seed as it is written: the dealers (StockCount not yet counted, 0) and the vehicles one at a
 * time, so a stock of any size is generated as it is written, never held whole in memory. The same
 * options give the same records as generateStock.
 */
export function streamStock({
  seed = 20261125,
  dealers = 200,
  vehicles = 5000,
  includeExamples = true,
}: GenerateOptions = {}): StreamedStock {
  const random = new Random(prng(seed));
  const examples = includeExamples ? exampleStock() : { dealers: [], vehicles: [] };
  const districts = dealerDistricts.map((code) => {
    const district = districtOf(code);
    if (!district) throw new Error(`Dealer district ${code} is not in openapi/data/postcode-districts.csv`);
    return district;
  });
  const used = {
    phones: { taken: new Set(examples.dealers.map((d) => d.dealer.PhoneNumber)), spare: 0, full: new Set<string>() },
    names: new Set(examples.dealers.map((d) => d.dealer.Name)),
  };
  const plans: DealerPlan[] = [
    ...examples.dealers.map((stock) => ({ stock, plateRegion: plateRegion(stock), weight: 1, adminFee: 0 })),
    ...Array.from({ length: Math.max(0, dealers - examples.dealers.length) }, (_, i) =>
      generateDealer(random, i, districts, used),
    ),
  ];
  for (const plan of plans) plan.stock = withReviews(plan.stock);
  const carPlans = plans.filter((p) => p.stock.facts.sellsCars);
  const vanPlans = plans.filter((p) => p.stock.facts.sellsVans);
  const carTable = new WeightTable(carPlans, (p) => p.weight);
  const vanTable = new WeightTable(vanPlans, (p) => p.weight);
  const usedPlates = new Set(examples.vehicles.map((v) => v.facts.registration));
  const count = Math.max(0, vehicles - examples.vehicles.length);
  function* all(): Generator<StockVehicle> {
    yield* examples.vehicles;
    for (let i = 0; i < count; i++) {
      const type: VehicleKind = random.chance(0.85) || vanPlans.length === 0 ? 'car' : 'van';
      const plan = random.weightedFrom(type === 'car' ? carTable : vanTable);
      // Listed over the 60 days before REFERENCE_DATE, in id order, at a random moment of the id's slot.
      const slot = (60 * DAY) / count;
      const listedAt = REFERENCE - 60 * DAY + Math.floor(i * slot + random.next() * slot);
      yield generateVehicle({ random, listedAt, id: FIRST_VEHICLE_ID + i, type, plan, usedPlates });
    }
  }
  return { dealers: plans.map(({ stock }) => stock), vehicles: all(), vehicleCount: examples.vehicles.length + count };
}

/**
 * A dealer's reviews, newest first, from its own stream: the same whenever they are asked for (the
 * summary when the dealer is generated, the rows when the catalogue is written), so a stock of any
 * size never holds them all. The contract's example dealers (ids below FIRST_DEALER_ID) keep their
 * ReviewCount, the others have as many as their type suggests; the ScorePercentage is kept as drawn.
 */
export function dealerReviewsOf({ dealer, facts }: StockDealer): SeedDealerReview[] {
  const random = streamFor(dealer.Id, 'reviews');
  const counted =
    dealer.Id < FIRST_DEALER_ID ? (dealer.ReviewSummary.ReviewCount ?? 0) : countedReviewsFor(random, facts.dealerType);
  return dealerReviews(random, dealer.Id, dealer.ReviewSummary.ScorePercentage, counted);
}

/** A card's DealerRating: its dealer's review summary, where the dealer has reviews counted. */
const dealerRatingOf = ({ dealer }: StockDealer): Pick<VehicleCard, 'DealerRating'> =>
  dealer.ReviewSummary.ReviewCount ? { DealerRating: dealer.ReviewSummary } : {};

/** The dealer with the summary of its reviews as of REFERENCE_DATE (the same on any later day: reviews are kept by their age). */
function withReviews(stock: StockDealer): StockDealer {
  const dated = dealerReviewsOf(stock).map((r) => ({
    Stars: r.stars,
    PublishedAt: new Date(REFERENCE - r.ageDays * DAY).toISOString().slice(0, 10),
  }));
  return { ...stock, dealer: { ...stock.dealer, ReviewSummary: summariseReviews(dated, new Date(REFERENCE)) } };
}

/** Dealers' StockCount: their unsold vehicles among these. */
export function withStockCounts(dealers: readonly StockDealer[], vehicles: readonly StockVehicle[]): StockDealer[] {
  const stockCounts = new Map<number, number>();
  for (const v of vehicles)
    if (!v.facts.sold) stockCounts.set(v.facts.dealerId, (stockCounts.get(v.facts.dealerId) ?? 0) + 1);
  return dealers.map((stock) => ({
    ...stock,
    dealer: { ...stock.dealer, StockCount: stockCounts.get(stock.dealer.Id) ?? 0 },
  }));
}

/**
 * The seed whole: the contract's examples (unless `includeExamples` is false) plus generated dealers and
 * vehicles up to the counts asked, ~85% cars. Dealers' StockCount is their unsold vehicles in it.
 */
export function generateStock(options: GenerateOptions = {}): Stock {
  const streamed = streamStock(options);
  const vehicles = [...streamed.vehicles];
  return { dealers: withStockCounts(streamed.dealers, vehicles), vehicles };
}
