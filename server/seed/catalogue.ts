/**
 * Real makes, models, engines and trims for the generated stock. Slugs, display names and ids of the
 * makes and models the contract's lookup examples list (listCarMakes, listVanMakes, the panels'
 * MakeModels) are exactly the contract's; the others (the example vehicles' makes and a few more)
 * take free ids. Prices are approximate UK list prices new for the cheapest engine and trim: cars
 * including VAT, vans excluding VAT (as vans are advertised).
 */
import type { BodyStyleValue, DriveTrainValue, FuelValue, TransmissionValue, VehicleKind } from './types.ts';

export interface EngineSpec {
  /** As it appears in a title: '1.0 EcoBoost', '320d', 'Long Range AWD'. */
  name: string;
  cc: number;
  bhp: number;
  fuel: FuelValue;
  /** Combined mpg; null for electric. */
  mpg: number | null;
  co2: number;
  accel: number;
  topSpeed: number;
  gearboxes: readonly TransmissionValue[];
  /** Added to the model's new price. */
  priceAdd: number;
  /** Electric and plug-in hybrid: battery range (miles, WLTP) and 10-80% rapid-charge minutes. */
  batteryRange?: number;
  chargeMinutes?: number;
  /** Overrides the model's drive train (e.g. an xDrive or AWD engine). */
  driveTrain?: DriveTrainValue;
  /** First year this engine was sold, when later than the model's. */
  from?: number;
  /** Last year this engine was sold, when earlier than the model's. */
  until?: number;
}

export interface TrimSpec {
  id: number;
  name: string;
  slug: string;
  /** Added to the model's new price. */
  priceAdd: number;
  /** Equipment the descriptions and Features list. */
  features: readonly string[];
}

export interface BodySpec {
  style: BodyStyleValue;
  doors: number;
  seats: number;
  /** Words in the title before the doors, e.g. 'Estate', 'Sportback', 'L2 H2', 'Double Cab Pick Up'. */
  label?: string;
  /** How the title ends for vans ('Van', 'Crew Van'); cars end with '5dr'. */
  suffix?: string;
  /** Share of this model's stock, relative. */
  weight: number;
}

interface GenerationSpec {
  name: string;
  yearFrom: number;
  yearTo?: number;
  summary: string;
}

export interface ModelSpec {
  id: number;
  name: string;
  slug: string;
  type: VehicleKind;
  /** Years first registered new: [first, last]; last 2026 while on sale. */
  years: readonly [number, number];
  newPrice: number;
  engines: readonly EngineSpec[];
  trims: readonly TrimSpec[];
  bodies: readonly BodySpec[];
  driveTrain: DriveTrainValue;
  insurance: readonly [number, number];
  safety: number;
  tankLitres: number;
  towing: readonly [braked: number, unbraked: number];
  /** Relative share of the make's stock. */
  popularity: number;
  generations?: readonly GenerationSpec[];
}

export interface MakeSpec {
  id: number;
  name: string;
  slug: string;
  /** Relative share of the stock. */
  popularity: number;
  models: readonly ModelSpec[];
  /** Paint names by colour value, for descriptions. */
  paints?: Partial<Record<string, string>>;
}

const M = ['manual'] as const;
const A = ['automatic'] as const;
const MA = ['manual', 'automatic'] as const;

function engine(
  name: string,
  cc: number,
  bhp: number,
  fuel: FuelValue,
  mpg: number | null,
  co2: number,
  accel: number,
  topSpeed: number,
  gearboxes: readonly TransmissionValue[],
  priceAdd = 0,
  extra: Partial<EngineSpec> = {},
): EngineSpec {
  return { name, cc, bhp, fuel, mpg, co2, accel, topSpeed, gearboxes, priceAdd, ...extra };
}

const ev = (
  name: string,
  bhp: number,
  accel: number,
  topSpeed: number,
  range: number,
  charge: number,
  priceAdd = 0,
  driveTrain?: DriveTrainValue,
) =>
  engine(name, 0, bhp, 'electric', null, 0, accel, topSpeed, A, priceAdd, {
    batteryRange: range,
    chargeMinutes: charge,
    ...(driveTrain ? { driveTrain } : {}),
  });

/** Trims from [name, price add, features]; ids follow the model's id (model 1201 gives 120101, 120102...). */
function trims(modelId: number, list: ReadonlyArray<readonly [string, number, readonly string[]]>): TrimSpec[] {
  return list.map(([name, priceAdd, features], index) => ({
    id: modelId * 100 + index + 1,
    name,
    slug: name
      .toLowerCase()
      .replace(/\+/g, '-plus')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, ''),
    priceAdd,
    features,
  }));
}

const hatch5 = (weight = 1): BodySpec => ({ style: 'hatchback', doors: 5, seats: 5, weight });
const hatch3 = (weight = 1, seats = 4): BodySpec => ({ style: 'hatchback', doors: 3, seats, weight });
const suv = (seats = 5, weight = 1): BodySpec => ({ style: 'suv', doors: 5, seats, weight });
const saloon = (weight = 1): BodySpec => ({ style: 'saloon', doors: 4, seats: 5, weight });
const estate = (label = 'Estate', weight = 1): BodySpec => ({ style: 'estate', doors: 5, seats: 5, label, weight });
const panel = (label: string, weight = 1, seats = 3): BodySpec => ({
  style: 'panel-van',
  doors: 4,
  seats,
  label,
  suffix: 'Van',
  weight,
});
const small = (label: string, weight = 1, seats = 2): BodySpec => ({
  style: 'small-van',
  doors: 4,
  seats,
  label,
  suffix: 'Van',
  weight,
});
const crew = (label: string, weight = 1, seats = 6): BodySpec => ({
  style: 'crew-van',
  doors: 5,
  seats,
  label,
  suffix: 'Crew Van',
  weight,
});
const pickUp = (weight = 1): BodySpec => ({
  style: 'pick-up',
  doors: 4,
  seats: 5,
  label: 'Double Cab',
  suffix: 'Pick Up',
  weight,
});

const SMALL = ['Bluetooth', 'DAB radio', 'Air conditioning', 'Lane departure warning'];
const MID = ['Apple CarPlay', 'Android Auto', 'Cruise control', 'Rear parking sensors', 'Alloy wheels'];
const HIGH = ['Satellite navigation', 'Heated seats', 'Reversing camera', 'Climate control', 'Keyless entry'];
const TOP = [
  'Leather upholstery',
  'Panoramic roof',
  'Adaptive cruise control',
  'Heated steering wheel',
  'LED headlights',
];
const SPORT = ['Sports suspension', 'Sports seats', '18-inch alloy wheels', 'Privacy glass'];
const VAN_BASE = ['Bluetooth', 'DAB radio', 'Ply-lined load area', 'Electric windows'];
const VAN_MID = ['Air conditioning', 'Rear parking sensors', 'Cruise control', 'Tow bar'];
const VAN_TOP = ['Satellite navigation', 'Reversing camera', 'Heated seats', 'Alloy wheels'];

/** First year of the electric versions of models that had them later than the others (by model slug). */
const ELECTRIC_FROM: Record<string, number> = {
  corsa: 2020,
  mokka: 2021,
  '208': 2020,
  '2008': 2020,
  '500': 2021,
  kona: 2018,
  niro: 2019,
  hatch: 2020,
  xc40: 2021,
  transit: 2022,
  berlingo: 2021,
  vivaro: 2021,
};

/**
 * The years UK buyers could register versions new, where a version came later than its model or left
 * earlier (by model slug and engine name; [first, last]), from the makers' launch and run-out dates.
 */
const ON_SALE: Record<string, readonly [number, number?]> = {
  'a3 40 TFSI e': [2020],
  '1-series 128ti': [2020],
  '3-series 330e': [2016],
  'x1 xDrive25e': [2020],
  'x3 xDrive30e': [2020],
  'fiesta 1.1': [2017],
  'fiesta 1.0 EcoBoost Hybrid mHEV 125': [2020],
  'focus 1.0 EcoBoost Hybrid mHEV 155': [2020],
  'kuga 2.5 PHEV': [2020],
  'sportage 1.6 T-GDi HEV': [2022],
  'juke 1.6 Hybrid': [2022],
  'qashqai 1.3 DiG-T': [2021],
  'qashqai 1.5 e-Power': [2022],
  'qashqai 1.5 dCi': [2012, 2021],
  'leaf 40kWh': [2018],
  'leaf e+ 62kWh': [2019],
  'c-hr 2.0 Hybrid': [2020],
  'rav4 2.5 Hybrid': [2016],
  'rav4 2.5 Hybrid AWD-i': [2016],
  'astra 1.6 Plug-in Hybrid': [2022],
  'golf 1.4 eHybrid': [2020],
  'a-class A250e': [2019],
  'c-class C300e': [2020],
  'glc GLC 300e 4Matic': [2020],
  'countryman 1.5 Cooper SE ALL4': [2017],
  'tucson 1.6 T-GDi Hybrid': [2021],
  '3008 1.6 Hybrid4 300': [2020],
  'civic 2.0 e:HEV': [2022],
  'cr-v 2.0 i-MMD Hybrid AWD': [2019],
  'cr-v 1.6 i-DTEC': [2013, 2018],
  'jazz 1.5 i-MMD Hybrid': [2020],
  'range-rover-evoque 1.5 P300e': [2020],
  'xc60 2.0 T6 Recharge': [2020],
  '500 1.0 Mild Hybrid': [2020],
  'panda 1.0 Mild Hybrid': [2020],
  'clio 1.6 E-Tech Hybrid': [2020],
  'captur 1.6 E-Tech Hybrid': [2020],
  'duster 1.0 TCe 100': [2020],
  'c5-aircross 1.6 Plug-in Hybrid 225': [2020],
  'transit-custom 1.0 EcoBoost PHEV': [2019],
  // Ford's EcoBlue diesels replaced the TDCi engines model by model.
  'focus 1.6 TDCi': [2012, 2014],
  'focus 1.5 TDCi': [2015, 2018],
  'focus 1.5 EcoBlue': [2018],
  'kuga 2.0 TDCi': [2012, 2019],
  'kuga 2.0 EcoBlue': [2020],
  'transit 2.2 TDCi 125ps': [2014, 2016],
  'transit 2.0 EcoBlue 130ps': [2016],
  'transit 2.0 EcoBlue 170ps': [2016],
  'transit-custom 2.2 TDCi 125ps': [2013, 2016],
  'transit-custom 2.0 EcoBlue 130ps': [2016],
  'transit-custom 2.0 EcoBlue 170ps': [2016],
  'ranger 2.2 TDCi': [2012, 2019],
  'ranger 3.2 TDCi': [2012, 2019],
  'ranger 2.0 EcoBlue': [2019],
  'ranger 2.0 EcoBlue Bi-turbo': [2019],
  'transit-connect 1.6 TDCi 95ps': [2013, 2015],
  'transit-connect 1.5 TDCi 100ps': [2015, 2018],
  'transit-connect 1.5 EcoBlue 100ps': [2018],
  'transit-connect 1.5 EcoBlue 120ps': [2018],
  // Volkswagen's 1.5 TSI replaced the 1.4 TSI; the Transporter by generation (T5, T6, T6.1, then the new one).
  'golf 1.4 TSI': [2012, 2017],
  'golf 1.5 TSI': [2017],
  'tiguan 1.4 TSI': [2012, 2018],
  'tiguan 1.5 TSI': [2018],
  'touran 1.4 TSI': [2012, 2018],
  'touran 1.5 TSI': [2018],
  'transporter T5 2.0 TDI 102': [2012, 2015],
  'transporter T6 2.0 TDI 102': [2015, 2019],
  'transporter T6.1 2.0 TDI 110': [2020, 2024],
  'transporter T6.1 2.0 TDI 150': [2020, 2024],
  'transporter T6.1 2.0 TDI 204 4Motion': [2020, 2024],
  'transporter 2.0 TDI 110': [2025],
  // Tesla renamed the entry Model 3 at the end of 2021.
  'model-3 Standard Range Plus': [2019, 2021],
  'model-3 RWD': [2022],
};

/** Whether an engine of a model could be registered new in `year`. */
export const onSaleIn = (engine: EngineSpec, year: number) =>
  year >= (engine.from ?? 0) && year <= (engine.until ?? Infinity);

function model(
  spec: Omit<ModelSpec, 'insurance' | 'safety' | 'tankLitres' | 'towing' | 'popularity'> & Partial<ModelSpec>,
): ModelSpec {
  const van = spec.type === 'van';
  return {
    insurance: van ? [5, 14] : [8, 22],
    safety: van ? 4 : 5,
    tankLitres: van ? 70 : 50,
    towing: van ? [2000, 750] : [1200, 600],
    popularity: 1,
    ...spec,
    engines: spec.engines.map((e) => {
      const [from, until] = ON_SALE[`${spec.slug} ${e.name}`] ?? [];
      const electricFrom = e.fuel === 'electric' ? ELECTRIC_FROM[spec.slug] : undefined;
      return { ...e, from: from ?? electricFrom ?? e.from, until: until ?? e.until };
    }),
  };
}

export const carMakes: readonly MakeSpec[] = [
  {
    id: 3,
    name: 'Audi',
    slug: 'audi',
    popularity: 6,
    models: [
      model({
        id: 301,
        name: 'A1',
        slug: 'a1',
        type: 'car',
        years: [2012, 2026],
        newPrice: 21500,
        driveTrain: 'front-wheel-drive',
        engines: [
          engine('25 TFSI', 999, 94, 'petrol', 53.3, 121, 10.8, 120, MA),
          engine('30 TFSI', 999, 109, 'petrol', 52.3, 123, 9.5, 126, MA, 1200),
        ],
        trims: trims(301, [
          ['Sport', 0, [...SMALL, ...MID]],
          ['S line', 1800, [...MID, ...SPORT]],
          ['Black Edition', 3300, [...SPORT, ...HIGH]],
        ]),
        bodies: [{ ...hatch5(), label: 'Sportback' }],
        insurance: [12, 22],
        popularity: 2,
      }),
      model({
        id: 302,
        name: 'A3',
        slug: 'a3',
        type: 'car',
        years: [2012, 2026],
        newPrice: 27500,
        driveTrain: 'front-wheel-drive',
        engines: [
          engine('30 TFSI', 999, 109, 'petrol', 50.4, 128, 10.6, 126, MA),
          engine('35 TFSI', 1498, 148, 'petrol', 47.9, 133, 8.4, 139, MA, 1600),
          engine('35 TDI', 1968, 148, 'diesel', 60.1, 123, 8.4, 139, A, 2300),
          engine('40 TFSI e', 1395, 201, 'plug-in-hybrid', 256.8, 25, 7.6, 141, A, 6500, {
            batteryRange: 40,
            chargeMinutes: 0,
          }),
        ],
        trims: trims(302, [
          ['Sport', 0, [...MID, 'Satellite navigation']],
          ['S line', 1900, [...MID, ...SPORT]],
          ['Black Edition', 3400, [...SPORT, ...HIGH]],
          ['Vorsprung', 7500, [...HIGH, ...TOP]],
        ]),
        bodies: [{ ...hatch5(3), label: 'Sportback' }, saloon(1)],
        insurance: [15, 29],
        popularity: 4,
        generations: [
          {
            name: 'A3 (8Y)',
            yearFrom: 2020,
            summary:
              'The fourth A3: a digital cockpit as standard, mild-hybrid petrols and the 40 TFSI e plug-in hybrid.',
          },
        ],
      }),
      model({
        id: 303,
        name: 'Q3',
        slug: 'q3',
        type: 'car',
        years: [2012, 2026],
        newPrice: 34500,
        driveTrain: 'front-wheel-drive',
        engines: [
          engine('35 TFSI', 1498, 148, 'petrol', 42.2, 152, 9.2, 129, MA),
          engine('35 TDI', 1968, 148, 'diesel', 47.1, 157, 9.3, 127, A, 1700),
          engine('40 TDI quattro', 1968, 197, 'diesel', 42.8, 173, 7.9, 137, A, 4800, {
            driveTrain: 'four-wheel-drive',
          }),
        ],
        trims: trims(303, [
          ['Sport', 0, [...MID, ...HIGH]],
          ['S line', 2200, [...HIGH, ...SPORT]],
          ['Black Edition', 4200, [...SPORT, ...TOP]],
        ]),
        bodies: [suv()],
        insurance: [19, 33],
        popularity: 3,
        towing: [2000, 750],
      }),
      model({
        id: 304,
        name: 'A4',
        slug: 'a4',
        type: 'car',
        years: [2012, 2025],
        newPrice: 36500,
        driveTrain: 'front-wheel-drive',
        engines: [
          engine('35 TFSI', 1984, 148, 'petrol', 46.3, 139, 8.9, 140, A),
          engine('35 TDI', 1968, 161, 'diesel', 57.6, 129, 8.6, 141, A, 1500),
        ],
        trims: trims(304, [
          ['Sport', 0, [...MID, ...HIGH]],
          ['S line', 2500, [...HIGH, ...SPORT]],
          ['Black Edition', 4500, [...SPORT, ...TOP]],
        ]),
        bodies: [saloon(2), estate('Avant', 2)],
        insurance: [22, 33],
        popularity: 2,
        towing: [1600, 750],
      }),
      model({
        id: 305,
        name: 'TT',
        slug: 'tt',
        type: 'car',
        years: [2012, 2023],
        newPrice: 36500,
        driveTrain: 'front-wheel-drive',
        engines: [engine('40 TFSI', 1984, 194, 'petrol', 38.2, 168, 6.6, 155, A)],
        trims: trims(305, [
          ['Sport', 0, [...MID, ...SPORT]],
          ['S line', 2500, [...SPORT, ...HIGH]],
        ]),
        bodies: [
          { style: 'coupe', doors: 3, seats: 4, label: 'Coupe', weight: 2 },
          { style: 'convertible', doors: 2, seats: 2, label: 'Roadster', weight: 1 },
        ],
        insurance: [33, 40],
        popularity: 1,
        towing: [0, 0],
      }),
    ],
  },
  {
    id: 5,
    name: 'BMW',
    slug: 'bmw',
    popularity: 7,
    models: [
      model({
        id: 501,
        name: '1 Series',
        slug: '1-series',
        type: 'car',
        years: [2012, 2026],
        newPrice: 29500,
        driveTrain: 'front-wheel-drive',
        engines: [
          engine('118i', 1499, 134, 'petrol', 47.9, 134, 8.5, 140, MA),
          engine('118d', 1995, 148, 'diesel', 60.1, 124, 8.4, 134, MA, 1500),
          engine('128ti', 1998, 261, 'petrol', 39.2, 163, 6.1, 155, A, 8500),
        ],
        trims: trims(501, [
          ['Sport', 0, [...MID, 'Satellite navigation']],
          ['M Sport', 2500, [...SPORT, ...HIGH]],
        ]),
        bodies: [hatch5()],
        insurance: [19, 31],
        popularity: 3,
      }),
      model({
        id: 502,
        name: '3 Series',
        slug: '3-series',
        type: 'car',
        years: [2012, 2026],
        newPrice: 40500,
        driveTrain: 'rear-wheel-drive',
        engines: [
          engine('320i', 1998, 181, 'petrol', 42.8, 150, 7.1, 146, A),
          engine('320d', 1995, 188, 'diesel', 57.6, 129, 6.9, 149, A, 1500),
          engine('330e', 1998, 288, 'plug-in-hybrid', 201.8, 32, 5.9, 140, A, 5000, {
            batteryRange: 36,
            chargeMinutes: 0,
          }),
          engine('320d xDrive', 1995, 188, 'diesel', 53.3, 139, 6.9, 146, A, 3300, { driveTrain: 'four-wheel-drive' }),
        ],
        trims: trims(502, [
          ['Sport', 0, [...MID, ...HIGH]],
          ['M Sport', 2800, [...HIGH, ...SPORT]],
          ['M Sport Pro', 5200, [...SPORT, ...TOP]],
        ]),
        bodies: [saloon(3), estate('Touring', 1)],
        insurance: [26, 37],
        popularity: 4,
        towing: [1600, 750],
        generations: [
          {
            name: '3 Series (G20)',
            yearFrom: 2019,
            summary:
              'The seventh 3 Series: a longer, lighter body, the 330e plug-in hybrid and the Live Cockpit digital display.',
          },
        ],
      }),
      model({
        id: 503,
        name: 'X1',
        slug: 'x1',
        type: 'car',
        years: [2012, 2026],
        newPrice: 37500,
        driveTrain: 'front-wheel-drive',
        engines: [
          engine('sDrive18i', 1499, 134, 'petrol', 44.1, 145, 9.2, 127, A),
          engine('sDrive18d', 1995, 148, 'diesel', 55.4, 134, 8.9, 130, A, 1600),
          engine('xDrive25e', 1499, 217, 'plug-in-hybrid', 156.9, 41, 6.9, 120, A, 6000, {
            driveTrain: 'four-wheel-drive',
            batteryRange: 32,
            chargeMinutes: 0,
          }),
        ],
        trims: trims(503, [
          ['Sport', 0, [...MID, ...HIGH]],
          ['M Sport', 2600, [...HIGH, ...SPORT]],
          ['xLine', 1500, [...HIGH, 'Roof rails']],
        ]),
        bodies: [suv()],
        insurance: [22, 31],
        popularity: 3,
        towing: [1800, 750],
      }),
      model({
        id: 504,
        name: '4 Series',
        slug: '4-series',
        type: 'car',
        years: [2013, 2026],
        newPrice: 45500,
        driveTrain: 'rear-wheel-drive',
        engines: [
          engine('420i', 1998, 181, 'petrol', 42.2, 153, 7.5, 149, A),
          engine('420d', 1995, 188, 'diesel', 55.4, 134, 7.1, 149, A, 1800),
        ],
        trims: trims(504, [
          ['Sport', 0, [...HIGH, ...SPORT]],
          ['M Sport', 2700, [...SPORT, ...TOP]],
        ]),
        bodies: [
          { style: 'coupe', doors: 2, seats: 4, label: 'Coupe', weight: 2 },
          { style: 'convertible', doors: 2, seats: 4, label: 'Convertible', weight: 1 },
        ],
        insurance: [30, 39],
        popularity: 1,
        towing: [1600, 750],
      }),
      model({
        id: 505,
        name: 'X3',
        slug: 'x3',
        type: 'car',
        years: [2012, 2026],
        newPrice: 50500,
        driveTrain: 'four-wheel-drive',
        engines: [
          engine('xDrive20d', 1995, 188, 'diesel', 47.1, 157, 8.0, 132, A),
          engine('xDrive30e', 1998, 288, 'plug-in-hybrid', 134.5, 48, 6.1, 130, A, 4500, {
            batteryRange: 30,
            chargeMinutes: 0,
          }),
        ],
        trims: trims(505, [
          ['xLine', 0, [...HIGH, 'Roof rails']],
          ['M Sport', 2500, [...HIGH, ...SPORT, ...TOP]],
        ]),
        bodies: [suv()],
        insurance: [33, 41],
        popularity: 2,
        towing: [2400, 750],
        tankLitres: 68,
      }),
    ],
  },
  {
    id: 12,
    name: 'Ford',
    slug: 'ford',
    popularity: 14,
    paints: {
      blue: 'Desert Island Blue',
      white: 'Frozen White',
      red: 'Race Red',
      grey: 'Magnetic Grey',
      black: 'Agate Black',
      silver: 'Moondust Silver',
      orange: 'Sabre Orange',
    },
    models: [
      model({
        id: 1201,
        name: 'Fiesta',
        slug: 'fiesta',
        type: 'car',
        years: [2012, 2023],
        newPrice: 17500,
        driveTrain: 'front-wheel-drive',
        engines: [
          engine('1.1', 1084, 74, 'petrol', 53.3, 120, 14.7, 103, M),
          engine('1.0 EcoBoost', 999, 99, 'petrol', 60.1, 107, 10.5, 112, MA, 900),
          engine('1.0 EcoBoost Hybrid mHEV 125', 999, 123, 'hybrid', 56.5, 113, 9.9, 121, M, 1800),
          engine('1.5 TDCi', 1499, 84, 'diesel', 68.9, 107, 12.5, 109, M, 1200),
        ],
        trims: trims(1201, [
          ['Titanium', 1400, [...MID, 'Satellite navigation', 'Heated windscreen']],
          ['ST-Line', 1200, [...MID, ...SPORT]],
          ['Zetec', 0, [...SMALL, 'Heated windscreen', 'Apple CarPlay']],
        ]),
        bodies: [hatch5(4), hatch3(1, 5)],
        insurance: [5, 14],
        popularity: 5,
        generations: [
          {
            name: 'Fiesta Mk8',
            yearFrom: 2017,
            yearTo: 2023,
            summary:
              'The eighth and last Fiesta: a roomier cabin, the SYNC 3 touchscreen and the 1.0 EcoBoost petrol engine, with mild-hybrid versions from 2020.',
          },
        ],
      }),
      model({
        id: 1202,
        name: 'Focus',
        slug: 'focus',
        type: 'car',
        years: [2012, 2025],
        newPrice: 25500,
        driveTrain: 'front-wheel-drive',
        engines: [
          engine('1.0 EcoBoost', 999, 123, 'petrol', 51.4, 124, 10.0, 124, MA),
          engine('1.6 TDCi', 1560, 113, 'diesel', 67.3, 109, 10.9, 120, M, 1100),
          engine('1.5 TDCi', 1499, 118, 'diesel', 74.3, 98, 10.5, 121, MA, 1100),
          engine('1.5 EcoBlue', 1499, 118, 'diesel', 62.8, 118, 10.3, 120, MA, 1100),
          engine('1.0 EcoBoost Hybrid mHEV 155', 999, 153, 'hybrid', 51.4, 125, 8.9, 130, MA, 1700),
        ],
        trims: trims(1202, [
          ['Zetec', 0, [...SMALL, ...MID]],
          ['Titanium', 1500, [...MID, ...HIGH]],
          ['ST-Line', 1700, [...MID, ...SPORT]],
          ['Active', 1900, [...MID, 'Roof rails', 'Raised suspension']],
        ]),
        bodies: [hatch5(3), estate('Estate', 1)],
        insurance: [10, 20],
        popularity: 4,
      }),
      model({
        id: 1203,
        name: 'Kuga',
        slug: 'kuga',
        type: 'car',
        years: [2012, 2026],
        newPrice: 31500,
        driveTrain: 'front-wheel-drive',
        engines: [
          engine('1.5 EcoBoost', 1497, 148, 'petrol', 42.2, 153, 9.7, 124, M),
          engine('2.0 TDCi', 1997, 148, 'diesel', 54.3, 135, 10.3, 121, MA, 1500),
          engine('2.0 EcoBlue', 1995, 148, 'diesel', 50.4, 148, 9.6, 123, MA, 1500),
          engine('2.5 PHEV', 2488, 222, 'plug-in-hybrid', 201.8, 32, 9.2, 120, A, 5500, {
            batteryRange: 35,
            chargeMinutes: 0,
          }),
        ],
        trims: trims(1203, [
          ['Titanium', 0, [...MID, ...HIGH]],
          ['ST-Line', 1200, [...MID, ...SPORT]],
          ['Vignale', 4500, [...HIGH, ...TOP]],
        ]),
        bodies: [suv()],
        insurance: [15, 24],
        popularity: 2,
        towing: [1800, 750],
      }),
      model({
        id: 1204,
        name: 'Puma',
        slug: 'puma',
        type: 'car',
        years: [2019, 2026],
        newPrice: 25500,
        driveTrain: 'front-wheel-drive',
        engines: [
          engine('1.0 EcoBoost Hybrid mHEV 125', 999, 123, 'hybrid', 52.3, 122, 9.8, 119, MA),
          engine('1.0 EcoBoost Hybrid mHEV 155', 999, 153, 'hybrid', 50.4, 127, 9.0, 127, M, 1000),
        ],
        trims: trims(1204, [
          ['Titanium', 0, [...MID, 'Satellite navigation']],
          ['ST-Line', 900, [...MID, ...SPORT]],
          ['ST-Line X', 2400, [...SPORT, ...HIGH]],
        ]),
        bodies: [suv()],
        insurance: [11, 19],
        popularity: 3,
      }),
    ],
  },
  {
    id: 20,
    name: 'Kia',
    slug: 'kia',
    popularity: 6,
    models: [
      model({
        id: 2001,
        name: 'Picanto',
        slug: 'picanto',
        type: 'car',
        years: [2012, 2026],
        newPrice: 13500,
        driveTrain: 'front-wheel-drive',
        engines: [
          engine('1.0', 998, 66, 'petrol', 58.9, 110, 14.3, 100, MA),
          engine('1.25', 1248, 83, 'petrol', 57.6, 111, 12.0, 106, MA, 800),
        ],
        trims: trims(2001, [
          ['1', 0, SMALL],
          ['2', 900, [...SMALL, 'Apple CarPlay', 'Rear parking sensors']],
          ['GT-Line', 2100, [...MID, ...SPORT]],
        ]),
        bodies: [hatch5()],
        insurance: [2, 9],
        popularity: 2,
      }),
      model({
        id: 2002,
        name: 'Sportage',
        slug: 'sportage',
        type: 'car',
        years: [2012, 2026],
        newPrice: 30000,
        driveTrain: 'front-wheel-drive',
        engines: [
          engine('1.6 T-GDi', 1591, 148, 'petrol', 40.9, 156, 9.6, 112, MA),
          engine('1.6 CRDi', 1598, 134, 'diesel', 49.6, 149, 11.4, 111, MA, 1100),
          engine('1.6 T-GDi HEV', 1598, 226, 'hybrid', 49.6, 130, 8.0, 119, A, 3500),
        ],
        trims: trims(2002, [
          ['2', 0, [...MID]],
          ['3', 2100, [...MID, ...HIGH]],
          ['GT-Line', 3800, [...HIGH, ...SPORT]],
          ['GT-Line S', 6500, [...SPORT, ...TOP]],
        ]),
        bodies: [suv()],
        insurance: [14, 25],
        popularity: 3,
        towing: [1650, 750],
      }),
      model({
        id: 2003,
        name: 'Niro',
        slug: 'niro',
        type: 'car',
        years: [2016, 2026],
        newPrice: 30000,
        driveTrain: 'front-wheel-drive',
        engines: [
          engine('1.6 GDi Hybrid', 1580, 139, 'hybrid', 64.2, 100, 10.8, 101, A),
          ev('EV 64kWh', 201, 7.8, 104, 285, 45, 6000),
        ],
        trims: trims(2003, [
          ['2', 0, [...MID, ...HIGH]],
          ['3', 2600, [...HIGH, ...TOP]],
        ]),
        bodies: [suv()],
        insurance: [15, 25],
        popularity: 2,
      }),
    ],
  },
  {
    id: 27,
    name: 'Nissan',
    slug: 'nissan',
    popularity: 6,
    models: [
      model({
        id: 2701,
        name: 'Juke',
        slug: 'juke',
        type: 'car',
        years: [2012, 2026],
        newPrice: 22500,
        driveTrain: 'front-wheel-drive',
        engines: [
          engine('1.0 DiG-T', 999, 113, 'petrol', 47.9, 133, 10.7, 112, MA),
          engine('1.6 Hybrid', 1598, 141, 'hybrid', 56.5, 114, 10.1, 103, A, 3000),
        ],
        trims: trims(2701, [
          ['Acenta', 0, [...SMALL, 'Cruise control']],
          ['N-Connecta', 1800, [...MID, 'Satellite navigation']],
          ['Tekna', 3600, [...HIGH, ...TOP]],
        ]),
        bodies: [suv()],
        insurance: [10, 18],
        popularity: 2,
      }),
      model({
        id: 2702,
        name: 'Qashqai',
        slug: 'qashqai',
        type: 'car',
        years: [2012, 2026],
        newPrice: 28500,
        driveTrain: 'front-wheel-drive',
        engines: [
          engine('1.3 DiG-T', 1332, 138, 'hybrid', 44.8, 143, 10.2, 124, MA),
          engine('1.5 dCi', 1461, 113, 'diesel', 56.5, 131, 11.9, 113, M, 800),
          engine('1.5 e-Power', 1497, 187, 'hybrid', 53.3, 119, 7.9, 106, A, 3600),
        ],
        trims: trims(2702, [
          ['Acenta Premium', 0, [...MID]],
          ['N-Connecta', 1900, [...MID, ...HIGH]],
          ['Tekna', 4300, [...HIGH, ...TOP]],
        ]),
        bodies: [suv()],
        insurance: [13, 22],
        popularity: 3,
        towing: [1800, 750],
      }),
      model({
        id: 2703,
        name: 'Leaf',
        slug: 'leaf',
        type: 'car',
        years: [2013, 2024],
        newPrice: 29000,
        driveTrain: 'front-wheel-drive',
        engines: [ev('40kWh', 148, 7.9, 89, 168, 60), ev('e+ 62kWh', 214, 7.3, 98, 239, 60, 5000)],
        trims: trims(2703, [
          ['Acenta', 0, [...MID]],
          ['N-Connecta', 1800, [...MID, ...HIGH]],
          ['Tekna', 3800, [...HIGH, ...TOP]],
        ]),
        bodies: [hatch5()],
        insurance: [17, 25],
        popularity: 1,
        towing: [0, 0],
      }),
    ],
  },
  {
    id: 37,
    name: 'Toyota',
    slug: 'toyota',
    popularity: 7,
    models: [
      model({
        id: 3701,
        name: 'Aygo',
        slug: 'aygo',
        type: 'car',
        years: [2014, 2022],
        newPrice: 13000,
        driveTrain: 'front-wheel-drive',
        engines: [engine('1.0 VVT-i', 998, 71, 'petrol', 56.5, 108, 13.8, 99, MA)],
        trims: trims(3701, [
          ['x', 0, SMALL],
          ['x-play', 900, [...SMALL, 'Apple CarPlay']],
          ['x-trend', 1700, [...SMALL, ...MID]],
        ]),
        bodies: [hatch5(3), hatch3(1)],
        insurance: [2, 8],
        popularity: 2,
        towing: [0, 0],
      }),
      model({
        id: 3702,
        name: 'Yaris',
        slug: 'yaris',
        type: 'car',
        years: [2012, 2026],
        newPrice: 22500,
        driveTrain: 'front-wheel-drive',
        engines: [
          engine('1.5 VVT-i', 1490, 123, 'petrol', 49.6, 129, 9.7, 109, MA),
          engine('1.5 Hybrid', 1490, 114, 'hybrid', 68.9, 92, 9.7, 109, A, 1600),
        ],
        trims: trims(3702, [
          ['Icon', 0, [...SMALL, 'Reversing camera']],
          ['Design', 1300, [...MID]],
          ['Excel', 2900, [...MID, ...HIGH]],
          ['GR Sport', 3300, [...MID, ...SPORT]],
        ]),
        bodies: [hatch5()],
        insurance: [7, 16],
        popularity: 3,
      }),
      model({
        id: 3703,
        name: 'C-HR',
        slug: 'c-hr',
        type: 'car',
        years: [2017, 2026],
        newPrice: 31500,
        driveTrain: 'front-wheel-drive',
        engines: [
          engine('1.8 Hybrid', 1798, 120, 'hybrid', 57.6, 112, 11.0, 105, A),
          engine('2.0 Hybrid', 1987, 181, 'hybrid', 53.3, 120, 8.2, 112, A, 2200),
        ],
        trims: trims(3703, [
          ['Icon', 0, [...MID]],
          ['Design', 1800, [...MID, ...HIGH]],
          ['Excel', 3900, [...HIGH, ...TOP]],
          ['GR Sport', 4600, [...HIGH, ...SPORT]],
        ]),
        bodies: [suv()],
        insurance: [14, 22],
        popularity: 2,
      }),
      model({
        id: 3704,
        name: 'Corolla',
        slug: 'corolla',
        type: 'car',
        years: [2019, 2026],
        newPrice: 30000,
        driveTrain: 'front-wheel-drive',
        engines: [
          engine('1.8 Hybrid', 1798, 138, 'hybrid', 60.1, 105, 9.1, 112, A),
          engine('2.0 Hybrid', 1987, 193, 'hybrid', 53.3, 119, 7.5, 112, A, 2400),
        ],
        trims: trims(3704, [
          ['Icon', 0, [...MID]],
          ['Design', 1900, [...MID, ...HIGH]],
          ['Excel', 4000, [...HIGH, ...TOP]],
        ]),
        bodies: [hatch5(2), estate('Touring Sports', 1)],
        insurance: [15, 22],
        popularity: 2,
      }),
      model({
        id: 3705,
        name: 'RAV4',
        slug: 'rav4',
        type: 'car',
        years: [2013, 2026],
        newPrice: 38500,
        driveTrain: 'front-wheel-drive',
        engines: [
          engine('2.5 Hybrid', 2487, 215, 'hybrid', 50.4, 126, 8.4, 112, A),
          engine('2.5 Hybrid AWD-i', 2487, 219, 'hybrid', 48.7, 131, 8.1, 112, A, 2000, {
            driveTrain: 'four-wheel-drive',
          }),
        ],
        trims: trims(3705, [
          ['Icon', 0, [...MID, ...HIGH]],
          ['Design', 2400, [...HIGH, 'Power tailgate']],
          ['Dynamic', 4100, [...HIGH, ...SPORT, ...TOP]],
        ]),
        bodies: [suv()],
        insurance: [24, 33],
        popularity: 1,
        towing: [1650, 750],
        tankLitres: 55,
      }),
    ],
  },
  {
    id: 39,
    name: 'Vauxhall',
    slug: 'vauxhall',
    popularity: 12,
    paints: {
      red: 'Hot Red',
      white: 'Summit White',
      black: 'Diamond Black',
      grey: 'Quartz Grey',
      blue: 'Voltaic Blue',
      silver: 'Sovereign Silver',
    },
    models: [
      model({
        id: 3901,
        name: 'Corsa',
        slug: 'corsa',
        type: 'car',
        years: [2012, 2026],
        newPrice: 19500,
        driveTrain: 'front-wheel-drive',
        engines: [
          engine('1.2', 1199, 74, 'petrol', 53.3, 119, 13.2, 106, M),
          engine('1.2 Turbo', 1199, 99, 'petrol', 53.3, 121, 10.2, 121, MA, 1100),
          engine('1.5 Turbo D', 1499, 101, 'diesel', 70.6, 105, 10.2, 117, M, 1300),
          ev('Electric 50kWh', 134, 8.1, 93, 209, 30, 9500),
        ],
        trims: trims(3901, [
          ['SE', 0, SMALL],
          ['Design', 700, [...SMALL, 'Apple CarPlay']],
          ['SRi', 1400, [...MID, ...SPORT]],
          ['Elite Nav', 2600, [...MID, ...HIGH]],
          ['GS', 2400, [...MID, ...SPORT]],
        ]),
        bodies: [hatch5(4), hatch3(1, 5)],
        insurance: [3, 14],
        popularity: 5,
      }),
      model({
        id: 3902,
        name: 'Astra',
        slug: 'astra',
        type: 'car',
        years: [2012, 2026],
        newPrice: 25500,
        driveTrain: 'front-wheel-drive',
        engines: [
          engine('1.2 Turbo', 1199, 128, 'petrol', 51.4, 125, 9.7, 130, MA),
          engine('1.5 Turbo D', 1499, 128, 'diesel', 62.8, 118, 10.2, 130, MA, 1200),
          engine('1.6 Plug-in Hybrid', 1598, 177, 'plug-in-hybrid', 256.8, 26, 7.7, 140, A, 7500, {
            batteryRange: 43,
            chargeMinutes: 0,
          }),
        ],
        trims: trims(3902, [
          ['Design', 0, [...SMALL, ...MID]],
          ['SRi', 1300, [...MID, ...SPORT]],
          ['GS', 2300, [...MID, ...SPORT, 'Satellite navigation']],
          ['Ultimate', 5200, [...HIGH, ...TOP]],
        ]),
        bodies: [hatch5(3), estate('Sports Tourer', 1)],
        insurance: [10, 20],
        popularity: 3,
      }),
      model({
        id: 3903,
        name: 'Mokka',
        slug: 'mokka',
        type: 'car',
        years: [2013, 2026],
        newPrice: 24500,
        driveTrain: 'front-wheel-drive',
        engines: [
          engine('1.2 Turbo', 1199, 128, 'petrol', 48.7, 132, 9.2, 124, MA),
          ev('Electric 50kWh', 134, 9.0, 93, 201, 30, 8500),
        ],
        trims: trims(3903, [
          ['Design', 0, [...MID]],
          ['GS', 1900, [...MID, ...SPORT]],
          ['Ultimate', 4200, [...HIGH, ...TOP]],
        ]),
        bodies: [suv()],
        insurance: [12, 21],
        popularity: 2,
      }),
    ],
  },
  {
    id: 40,
    name: 'Volkswagen',
    slug: 'volkswagen',
    popularity: 10,
    models: [
      model({
        id: 4001,
        name: 'Polo',
        slug: 'polo',
        type: 'car',
        years: [2012, 2026],
        newPrice: 20500,
        driveTrain: 'front-wheel-drive',
        engines: [
          engine('1.0', 999, 79, 'petrol', 55.4, 116, 15.6, 107, M),
          engine('1.0 TSI', 999, 94, 'petrol', 52.3, 122, 10.8, 116, MA, 1100),
        ],
        trims: trims(4001, [
          ['Life', 0, [...SMALL, 'Apple CarPlay']],
          ['Style', 1600, [...MID]],
          ['R-Line', 2300, [...MID, ...SPORT]],
        ]),
        bodies: [hatch5()],
        insurance: [4, 14],
        popularity: 3,
      }),
      model({
        id: 4002,
        name: 'Golf',
        slug: 'golf',
        type: 'car',
        years: [2012, 2026],
        newPrice: 27500,
        driveTrain: 'front-wheel-drive',
        engines: [
          engine('1.4 TSI', 1395, 123, 'petrol', 54.3, 120, 9.1, 126, MA),
          engine('1.5 TSI', 1498, 128, 'petrol', 52.3, 123, 9.1, 134, MA),
          engine('2.0 TDI', 1968, 113, 'diesel', 62.8, 118, 10.2, 126, MA, 1300),
          engine('1.4 eHybrid', 1395, 201, 'plug-in-hybrid', 235.4, 27, 7.4, 137, A, 7000, {
            batteryRange: 40,
            chargeMinutes: 0,
          }),
          engine('2.0 TSI GTI', 1984, 241, 'petrol', 38.2, 168, 6.3, 155, A, 11000),
        ],
        trims: trims(4002, [
          ['Life', 0, [...MID, 'Satellite navigation']],
          ['Style', 1800, [...MID, ...HIGH]],
          ['R-Line', 2500, [...MID, ...SPORT]],
          ['Match', 1200, [...MID, 'Reversing camera']],
        ]),
        bodies: [hatch5(4), estate('Estate', 1)],
        insurance: [13, 30],
        popularity: 4,
      }),
      model({
        id: 4003,
        name: 'Tiguan',
        slug: 'tiguan',
        type: 'car',
        years: [2012, 2026],
        newPrice: 35000,
        driveTrain: 'front-wheel-drive',
        engines: [
          engine('1.4 TSI', 1395, 148, 'petrol', 42.8, 154, 9.2, 124, MA),
          engine('1.5 TSI', 1498, 148, 'petrol', 40.9, 157, 9.2, 126, MA),
          engine('2.0 TDI', 1968, 148, 'diesel', 47.9, 155, 9.3, 126, A, 1800),
          engine('2.0 TDI 4Motion', 1968, 197, 'diesel', 42.8, 174, 7.4, 135, A, 4500, {
            driveTrain: 'four-wheel-drive',
          }),
        ],
        trims: trims(4003, [
          ['Life', 0, [...MID, 'Satellite navigation']],
          ['Elegance', 3200, [...HIGH, ...TOP]],
          ['R-Line', 3600, [...HIGH, ...SPORT]],
        ]),
        bodies: [suv(5, 3), { ...suv(7, 1), label: 'Allspace' }],
        insurance: [17, 27],
        popularity: 3,
        towing: [2000, 750],
      }),
      model({
        id: 4004,
        name: 'T-Roc',
        slug: 't-roc',
        type: 'car',
        years: [2017, 2026],
        newPrice: 28500,
        driveTrain: 'front-wheel-drive',
        engines: [
          engine('1.0 TSI', 999, 113, 'petrol', 47.1, 136, 10.6, 116, M),
          engine('1.5 TSI', 1498, 148, 'petrol', 44.8, 143, 8.4, 127, MA, 1500),
        ],
        trims: trims(4004, [
          ['Life', 0, [...MID]],
          ['Style', 1800, [...MID, ...HIGH]],
          ['R-Line', 2900, [...HIGH, ...SPORT]],
        ]),
        bodies: [suv()],
        insurance: [13, 22],
        popularity: 2,
      }),
      model({
        id: 4005,
        name: 'Touran',
        slug: 'touran',
        type: 'car',
        years: [2012, 2024],
        newPrice: 31000,
        driveTrain: 'front-wheel-drive',
        engines: [
          engine('1.4 TSI', 1395, 148, 'petrol', 47.1, 138, 8.9, 129, MA),
          engine('1.5 TSI', 1498, 148, 'petrol', 42.2, 152, 8.9, 129, MA),
          engine('2.0 TDI', 1968, 120, 'diesel', 51.4, 144, 10.6, 119, MA, 1500),
        ],
        trims: trims(4005, [
          ['Life', 0, [...MID, 'Three rows of seats']],
          ['SE Family', 1600, [...MID, ...HIGH, 'Three rows of seats']],
        ]),
        bodies: [{ style: 'mpv', doors: 5, seats: 7, weight: 1 }],
        insurance: [13, 20],
        popularity: 1,
      }),
    ],
  },
  {
    id: 24,
    name: 'Mercedes-Benz',
    slug: 'mercedes-benz',
    popularity: 6,
    models: [
      model({
        id: 2401,
        name: 'A-Class',
        slug: 'a-class',
        type: 'car',
        years: [2013, 2026],
        newPrice: 32500,
        driveTrain: 'front-wheel-drive',
        engines: [
          engine('A180', 1332, 134, 'petrol', 47.1, 137, 9.2, 134, A),
          engine('A200', 1332, 161, 'petrol', 45.6, 140, 8.2, 139, A, 1500),
          engine('A180d', 1461, 114, 'diesel', 61.4, 120, 10.5, 126, A, 1200),
          engine('A250e', 1332, 215, 'plug-in-hybrid', 217.3, 29, 6.6, 146, A, 6000, {
            batteryRange: 42,
            chargeMinutes: 0,
          }),
        ],
        trims: trims(2401, [
          ['Sport', 0, [...MID, 'Satellite navigation']],
          ['AMG Line', 2000, [...HIGH, ...SPORT]],
          ['AMG Line Premium', 4000, [...SPORT, ...TOP]],
        ]),
        bodies: [hatch5(3), saloon(1)],
        insurance: [18, 30],
        popularity: 3,
      }),
      model({
        id: 2402,
        name: 'C-Class',
        slug: 'c-class',
        type: 'car',
        years: [2012, 2026],
        newPrice: 44500,
        driveTrain: 'rear-wheel-drive',
        engines: [
          engine('C200', 1496, 201, 'petrol', 42.8, 150, 7.3, 149, A),
          engine('C220d', 1993, 197, 'diesel', 57.7, 129, 7.3, 149, A, 1600),
          engine('C300e', 1999, 308, 'plug-in-hybrid', 470.8, 14, 6.1, 152, A, 6500, {
            batteryRange: 62,
            chargeMinutes: 0,
          }),
        ],
        trims: trims(2402, [
          ['Sport', 0, [...MID, ...HIGH]],
          ['AMG Line', 2100, [...HIGH, ...SPORT]],
          ['AMG Line Premium Plus', 5600, [...SPORT, ...TOP]],
        ]),
        bodies: [saloon(3), estate('Estate', 1)],
        insurance: [28, 38],
        popularity: 2,
        towing: [1800, 750],
      }),
      model({
        id: 2403,
        name: 'GLC',
        slug: 'glc',
        type: 'car',
        years: [2015, 2026],
        newPrice: 53000,
        driveTrain: 'four-wheel-drive',
        engines: [
          engine('GLC 220d 4Matic', 1993, 194, 'diesel', 47.9, 155, 8.0, 134, A),
          engine('GLC 300e 4Matic', 1999, 308, 'plug-in-hybrid', 353.1, 18, 6.7, 136, A, 5500, {
            batteryRange: 70,
            chargeMinutes: 0,
          }),
        ],
        trims: trims(2403, [
          ['AMG Line', 0, [...HIGH, ...SPORT]],
          ['AMG Line Premium', 3200, [...SPORT, ...TOP]],
        ]),
        bodies: [suv()],
        insurance: [36, 43],
        popularity: 1,
        towing: [2400, 750],
        tankLitres: 62,
      }),
    ],
  },
  {
    id: 36,
    name: 'Tesla',
    slug: 'tesla',
    popularity: 3,
    models: [
      model({
        id: 3601,
        name: 'Model 3',
        slug: 'model-3',
        type: 'car',
        years: [2019, 2026],
        newPrice: 40000,
        driveTrain: 'rear-wheel-drive',
        engines: [
          ev('Standard Range Plus', 302, 6.1, 140, 267, 25),
          ev('RWD', 279, 6.1, 140, 305, 25),
          ev('Long Range AWD', 434, 4.4, 145, 358, 27, 8000, 'four-wheel-drive'),
          ev('Performance AWD', 503, 3.3, 162, 340, 27, 13000, 'four-wheel-drive'),
        ],
        trims: trims(3601, [
          ['Standard', 0, ['Autopilot', 'Glass roof', 'Heated seats front and rear', 'Satellite navigation']],
        ]),
        bodies: [saloon()],
        insurance: [42, 50],
        popularity: 3,
        towing: [1000, 750],
      }),
      model({
        id: 3602,
        name: 'Model Y',
        slug: 'model-y',
        type: 'car',
        years: [2022, 2026],
        newPrice: 45000,
        driveTrain: 'rear-wheel-drive',
        engines: [
          ev('RWD', 295, 6.9, 135, 283, 27),
          ev('Long Range AWD', 378, 5.0, 135, 331, 27, 6000, 'four-wheel-drive'),
        ],
        trims: trims(3602, [
          ['Standard', 0, ['Autopilot', 'Glass roof', 'Heated seats front and rear', 'Power tailgate']],
        ]),
        bodies: [suv()],
        insurance: [42, 50],
        popularity: 2,
        towing: [1600, 750],
      }),
    ],
  },
  {
    id: 33,
    name: 'Skoda',
    slug: 'skoda',
    popularity: 5,
    models: [
      model({
        id: 3301,
        name: 'Octavia',
        slug: 'octavia',
        type: 'car',
        years: [2012, 2026],
        newPrice: 27000,
        driveTrain: 'front-wheel-drive',
        engines: [
          engine('1.0 TSI', 999, 109, 'petrol', 52.3, 122, 10.6, 126, MA),
          engine('1.5 TSI', 1498, 148, 'petrol', 50.4, 128, 8.5, 140, MA, 1400),
          engine('2.0 TDI', 1968, 113, 'diesel', 64.2, 115, 10.0, 129, MA, 1600),
        ],
        trims: trims(3301, [
          ['SE', 0, [...SMALL, 'Apple CarPlay']],
          ['SE L', 2300, [...MID, ...HIGH]],
          ['SE Technology', 1300, [...MID, 'Satellite navigation']],
          ['vRS', 6500, [...SPORT, ...HIGH]],
        ]),
        bodies: [{ ...hatch5(2), label: 'Hatchback' }, estate('Estate', 3)],
        insurance: [12, 27],
        popularity: 3,
      }),
      model({
        id: 3302,
        name: 'Fabia',
        slug: 'fabia',
        type: 'car',
        years: [2012, 2026],
        newPrice: 18500,
        driveTrain: 'front-wheel-drive',
        engines: [
          engine('1.0 MPI', 999, 79, 'petrol', 54.3, 118, 15.6, 111, M),
          engine('1.0 TSI', 999, 94, 'petrol', 53.3, 119, 10.6, 121, MA, 1000),
        ],
        trims: trims(3302, [
          ['SE Comfort', 0, [...SMALL]],
          ['Colour Edition', 1300, [...SMALL, 'Alloy wheels']],
          ['Monte Carlo', 3300, [...MID, ...SPORT]],
        ]),
        bodies: [hatch5()],
        insurance: [3, 12],
        popularity: 2,
      }),
      model({
        id: 3303,
        name: 'Kodiaq',
        slug: 'kodiaq',
        type: 'car',
        years: [2017, 2026],
        newPrice: 37500,
        driveTrain: 'front-wheel-drive',
        engines: [
          engine('1.5 TSI', 1498, 148, 'petrol', 39.2, 163, 9.7, 125, A),
          engine('2.0 TDI 4x4', 1968, 197, 'diesel', 42.2, 176, 8.6, 131, A, 4500, { driveTrain: 'four-wheel-drive' }),
        ],
        trims: trims(3303, [
          ['SE', 0, [...MID, ...HIGH]],
          ['SE L', 3000, [...HIGH, ...TOP]],
          ['Sportline', 4300, [...HIGH, ...SPORT]],
        ]),
        bodies: [suv(7)],
        insurance: [17, 27],
        popularity: 1,
        towing: [2000, 750],
        tankLitres: 58,
      }),
    ],
  },
  {
    id: 25,
    name: 'MINI',
    slug: 'mini',
    popularity: 3,
    models: [
      model({
        id: 2501,
        name: 'Hatch',
        slug: 'hatch',
        type: 'car',
        years: [2014, 2026],
        newPrice: 22500,
        driveTrain: 'front-wheel-drive',
        engines: [
          engine('1.5 Cooper', 1499, 134, 'petrol', 47.9, 133, 7.9, 130, MA),
          engine('2.0 Cooper S', 1998, 175, 'petrol', 44.1, 146, 6.7, 146, MA, 3300),
          ev('Cooper E', 181, 7.3, 99, 190, 30, 8500),
        ],
        trims: trims(2501, [
          ['Classic', 0, [...MID]],
          ['Sport', 2200, [...MID, ...SPORT]],
          ['Exclusive', 3500, [...HIGH, ...TOP]],
        ]),
        bodies: [hatch3(3), hatch5(1)],
        insurance: [15, 27],
        popularity: 3,
        towing: [0, 0],
      }),
      model({
        id: 2502,
        name: 'Countryman',
        slug: 'countryman',
        type: 'car',
        years: [2012, 2026],
        newPrice: 31500,
        driveTrain: 'front-wheel-drive',
        engines: [
          engine('1.5 Cooper', 1499, 134, 'petrol', 45.6, 141, 9.6, 127, A),
          engine('1.5 Cooper SE ALL4', 1499, 217, 'plug-in-hybrid', 134.5, 48, 6.8, 122, A, 4000, {
            driveTrain: 'four-wheel-drive',
            batteryRange: 30,
            chargeMinutes: 0,
          }),
        ],
        trims: trims(2502, [
          ['Classic', 0, [...MID, ...HIGH]],
          ['Sport', 2200, [...HIGH, ...SPORT]],
        ]),
        bodies: [suv()],
        insurance: [18, 28],
        popularity: 1,
        towing: [1500, 750],
      }),
    ],
  },
  {
    id: 16,
    name: 'Hyundai',
    slug: 'hyundai',
    popularity: 5,
    models: [
      model({
        id: 1601,
        name: 'Tucson',
        slug: 'tucson',
        type: 'car',
        years: [2015, 2026],
        newPrice: 31500,
        driveTrain: 'front-wheel-drive',
        engines: [
          engine('1.6 T-GDi', 1591, 148, 'petrol', 41.5, 155, 9.8, 117, MA),
          engine('1.6 CRDi', 1598, 134, 'diesel', 49.6, 149, 11.2, 113, MA, 1200),
          engine('1.6 T-GDi Hybrid', 1598, 227, 'hybrid', 49.6, 131, 8.0, 120, A, 3800),
        ],
        trims: trims(1601, [
          ['SE Connect', 0, [...MID]],
          ['Premium', 2500, [...MID, ...HIGH]],
          ['N Line', 3300, [...HIGH, ...SPORT]],
          ['Ultimate', 5500, [...HIGH, ...TOP]],
        ]),
        bodies: [suv()],
        insurance: [14, 25],
        popularity: 3,
        towing: [1650, 750],
      }),
      model({
        id: 1602,
        name: 'i10',
        slug: 'i10',
        type: 'car',
        years: [2014, 2026],
        newPrice: 14500,
        driveTrain: 'front-wheel-drive',
        engines: [
          engine('1.0 MPi', 998, 66, 'petrol', 56.5, 113, 14.6, 97, MA),
          engine('1.2 MPi', 1197, 83, 'petrol', 54.3, 117, 12.6, 106, MA, 900),
        ],
        trims: trims(1602, [
          ['SE Connect', 0, SMALL],
          ['Premium', 1500, [...SMALL, ...MID]],
        ]),
        bodies: [hatch5()],
        insurance: [1, 6],
        popularity: 2,
        towing: [0, 0],
      }),
      model({
        id: 1603,
        name: 'Kona',
        slug: 'kona',
        type: 'car',
        years: [2017, 2026],
        newPrice: 26500,
        driveTrain: 'front-wheel-drive',
        engines: [
          engine('1.0 T-GDi', 998, 118, 'petrol', 47.9, 133, 11.6, 112, MA),
          ev('Electric 64kWh', 201, 7.9, 104, 300, 47, 9000),
        ],
        trims: trims(1603, [
          ['SE Connect', 0, [...MID]],
          ['Premium', 2200, [...MID, ...HIGH]],
          ['Ultimate', 4600, [...HIGH, ...TOP]],
        ]),
        bodies: [suv()],
        insurance: [11, 20],
        popularity: 2,
      }),
    ],
  },
  {
    id: 29,
    name: 'Peugeot',
    slug: 'peugeot',
    popularity: 5,
    models: [
      model({
        id: 2901,
        name: '208',
        slug: '208',
        type: 'car',
        years: [2012, 2026],
        newPrice: 20500,
        driveTrain: 'front-wheel-drive',
        engines: [
          engine('1.2 PureTech', 1199, 99, 'petrol', 54.3, 118, 9.9, 117, MA),
          engine('1.5 BlueHDi', 1499, 99, 'diesel', 70.6, 105, 10.2, 117, M, 1300),
          ev('Electric 50kWh', 134, 8.1, 93, 217, 30, 10000),
        ],
        trims: trims(2901, [
          ['Active', 0, [...SMALL, 'Cruise control']],
          ['Allure', 1700, [...MID, 'Reversing camera']],
          ['GT', 3400, [...MID, ...SPORT, ...HIGH]],
        ]),
        bodies: [hatch5()],
        insurance: [8, 20],
        popularity: 3,
      }),
      model({
        id: 2902,
        name: '2008',
        slug: '2008',
        type: 'car',
        years: [2013, 2026],
        newPrice: 25500,
        driveTrain: 'front-wheel-drive',
        engines: [
          engine('1.2 PureTech 130', 1199, 128, 'petrol', 47.9, 134, 8.9, 124, MA),
          ev('Electric 50kWh', 134, 9.0, 93, 214, 30, 9000),
        ],
        trims: trims(2902, [
          ['Active', 0, [...MID]],
          ['Allure', 1900, [...MID, ...HIGH]],
          ['GT', 3600, [...HIGH, ...SPORT]],
        ]),
        bodies: [suv()],
        insurance: [14, 22],
        popularity: 2,
      }),
      model({
        id: 2903,
        name: '3008',
        slug: '3008',
        type: 'car',
        years: [2017, 2026],
        newPrice: 33500,
        driveTrain: 'front-wheel-drive',
        engines: [
          engine('1.2 PureTech 130', 1199, 128, 'petrol', 44.1, 145, 10.4, 117, MA),
          engine('1.5 BlueHDi 130', 1499, 128, 'diesel', 54.3, 136, 11.1, 119, MA, 1200),
          engine('1.6 Hybrid4 300', 1598, 296, 'plug-in-hybrid', 222.1, 29, 5.9, 146, A, 9000, {
            driveTrain: 'four-wheel-drive',
            batteryRange: 39,
            chargeMinutes: 0,
          }),
        ],
        trims: trims(2903, [
          ['Active', 0, [...MID, ...HIGH]],
          ['Allure', 2000, [...HIGH, 'Power tailgate']],
          ['GT', 4000, [...HIGH, ...SPORT, ...TOP]],
        ]),
        bodies: [suv()],
        insurance: [17, 30],
        popularity: 2,
        towing: [1500, 750],
      }),
    ],
  },
  {
    id: 15,
    name: 'Honda',
    slug: 'honda',
    popularity: 3,
    models: [
      model({
        id: 1501,
        name: 'Jazz',
        slug: 'jazz',
        type: 'car',
        years: [2012, 2026],
        newPrice: 22500,
        driveTrain: 'front-wheel-drive',
        engines: [
          engine('1.3 i-VTEC', 1318, 101, 'petrol', 51.4, 124, 11.5, 113, MA),
          engine('1.5 i-MMD Hybrid', 1498, 107, 'hybrid', 62.8, 102, 9.4, 107, A, 1800),
        ],
        trims: trims(1501, [
          ['SE', 0, [...SMALL]],
          ['EX', 2400, [...MID, ...HIGH]],
          ['Crosstar', 3000, [...MID, 'Roof rails', 'Water-repellent upholstery']],
        ]),
        bodies: [hatch5()],
        insurance: [13, 18],
        popularity: 2,
      }),
      model({
        id: 1502,
        name: 'Civic',
        slug: 'civic',
        type: 'car',
        years: [2012, 2026],
        newPrice: 31000,
        driveTrain: 'front-wheel-drive',
        engines: [
          engine('1.0 VTEC Turbo', 988, 124, 'petrol', 48.7, 131, 10.2, 124, MA),
          engine('2.0 e:HEV', 1993, 181, 'hybrid', 56.5, 113, 7.9, 111, A, 2500),
        ],
        trims: trims(1502, [
          ['SE', 0, [...MID]],
          ['Sport', 1800, [...MID, ...SPORT]],
          ['EX', 3400, [...HIGH, ...TOP]],
        ]),
        bodies: [hatch5()],
        insurance: [15, 25],
        popularity: 1,
      }),
      model({
        id: 1503,
        name: 'CR-V',
        slug: 'cr-v',
        type: 'car',
        years: [2012, 2026],
        newPrice: 38500,
        driveTrain: 'four-wheel-drive',
        engines: [
          engine('2.0 i-MMD Hybrid AWD', 1993, 181, 'hybrid', 40.9, 155, 8.8, 112, A),
          engine('1.6 i-DTEC', 1597, 158, 'diesel', 55.4, 134, 9.6, 124, MA, -1000),
        ],
        trims: trims(1503, [
          ['SE', 0, [...MID, ...HIGH]],
          ['Sport Line', 2000, [...HIGH, ...SPORT]],
          ['EX', 4000, [...HIGH, ...TOP]],
        ]),
        bodies: [suv()],
        insurance: [24, 32],
        popularity: 1,
        towing: [1500, 750],
      }),
    ],
  },
  {
    id: 22,
    name: 'Land Rover',
    slug: 'land-rover',
    popularity: 3,
    models: [
      model({
        id: 2201,
        name: 'Range Rover Evoque',
        slug: 'range-rover-evoque',
        type: 'car',
        years: [2012, 2026],
        newPrice: 44500,
        driveTrain: 'four-wheel-drive',
        engines: [
          engine('2.0 D180', 1999, 178, 'diesel', 42.2, 175, 9.3, 128, A),
          engine('2.0 P200', 1997, 197, 'petrol', 33.2, 193, 8.5, 134, A, 500),
          engine('1.5 P300e', 1497, 305, 'plug-in-hybrid', 201.8, 32, 6.4, 132, A, 6500, {
            batteryRange: 38,
            chargeMinutes: 0,
          }),
        ],
        trims: trims(2201, [
          ['S', 0, [...MID, ...HIGH]],
          ['R-Dynamic S', 2600, [...HIGH, ...SPORT]],
          ['R-Dynamic SE', 5000, [...HIGH, ...SPORT, ...TOP]],
          ['Autobiography', 11000, [...TOP, 'Meridian sound system']],
        ]),
        bodies: [suv()],
        insurance: [27, 40],
        popularity: 2,
        towing: [1800, 750],
        tankLitres: 67,
      }),
      model({
        id: 2202,
        name: 'Discovery Sport',
        slug: 'discovery-sport',
        type: 'car',
        years: [2015, 2026],
        newPrice: 43500,
        driveTrain: 'four-wheel-drive',
        engines: [
          engine('2.0 D165', 1999, 161, 'diesel', 44.1, 168, 10.4, 117, A),
          engine('2.0 D200', 1999, 201, 'diesel', 42.2, 175, 8.4, 124, A, 2500),
        ],
        trims: trims(2202, [
          ['S', 0, [...MID, ...HIGH]],
          ['SE', 3200, [...HIGH, ...TOP]],
          ['R-Dynamic SE', 4800, [...HIGH, ...SPORT, ...TOP]],
        ]),
        bodies: [suv(7)],
        insurance: [28, 38],
        popularity: 1,
        towing: [2200, 750],
        tankLitres: 65,
      }),
      model({
        id: 2203,
        name: 'Defender',
        slug: 'defender',
        type: 'car',
        years: [2020, 2026],
        newPrice: 58500,
        driveTrain: 'four-wheel-drive',
        engines: [
          engine('3.0 D250', 2997, 246, 'diesel', 32.1, 230, 8.3, 117, A),
          engine('3.0 D300', 2997, 296, 'diesel', 31.7, 233, 6.7, 119, A, 4500),
        ],
        trims: trims(2203, [
          ['S', 0, [...HIGH, ...TOP]],
          ['SE', 4500, [...HIGH, ...TOP, 'Meridian sound system']],
          ['X-Dynamic HSE', 11000, [...TOP, 'Air suspension', 'Meridian sound system']],
        ]),
        bodies: [
          { ...suv(5, 3), label: '110' },
          { ...suv(4, 1), label: '90', doors: 3 },
        ],
        insurance: [40, 47],
        popularity: 1,
        towing: [3500, 750],
        tankLitres: 89,
      }),
    ],
  },
  {
    id: 41,
    name: 'Volvo',
    slug: 'volvo',
    popularity: 3,
    models: [
      model({
        id: 4101,
        name: 'XC60',
        slug: 'xc60',
        type: 'car',
        years: [2012, 2026],
        newPrice: 49500,
        driveTrain: 'four-wheel-drive',
        engines: [
          engine('2.0 B5P', 1969, 247, 'petrol', 35.3, 182, 6.9, 112, A),
          engine('2.0 B4D', 1969, 194, 'diesel', 45.6, 163, 8.0, 112, A, 500),
          engine('2.0 T6 Recharge', 1969, 345, 'plug-in-hybrid', 156.9, 41, 5.7, 112, A, 7000, {
            batteryRange: 46,
            chargeMinutes: 0,
          }),
        ],
        trims: trims(4101, [
          ['Momentum', 0, [...HIGH, 'Power tailgate']],
          ['R-Design', 2500, [...HIGH, ...SPORT]],
          ['Inscription', 4500, [...HIGH, ...TOP]],
        ]),
        bodies: [suv()],
        insurance: [30, 41],
        popularity: 2,
        towing: [2400, 750],
        tankLitres: 71,
      }),
      model({
        id: 4102,
        name: 'XC40',
        slug: 'xc40',
        type: 'car',
        years: [2018, 2026],
        newPrice: 36500,
        driveTrain: 'front-wheel-drive',
        engines: [
          engine('2.0 B3P', 1969, 161, 'petrol', 40.4, 159, 8.6, 112, A),
          ev('Recharge P8 AWD', 402, 4.9, 112, 259, 33, 13000, 'four-wheel-drive'),
        ],
        trims: trims(4102, [
          ['Momentum', 0, [...MID, ...HIGH]],
          ['R-Design', 2300, [...HIGH, ...SPORT]],
          ['Inscription', 4000, [...HIGH, ...TOP]],
        ]),
        bodies: [suv()],
        insurance: [25, 40],
        popularity: 2,
        towing: [1800, 750],
      }),
      model({
        id: 4103,
        name: 'V60',
        slug: 'v60',
        type: 'car',
        years: [2013, 2025],
        newPrice: 42500,
        driveTrain: 'front-wheel-drive',
        engines: [
          engine('2.0 B4P', 1969, 194, 'petrol', 41.5, 156, 7.8, 112, A),
          engine('2.0 D4', 1969, 188, 'diesel', 56.5, 132, 7.9, 137, A, 500),
        ],
        trims: trims(4103, [
          ['Momentum', 0, [...HIGH]],
          ['R-Design', 2400, [...HIGH, ...SPORT]],
          ['Inscription', 4200, [...HIGH, ...TOP]],
        ]),
        bodies: [estate('', 1)],
        insurance: [27, 36],
        popularity: 1,
        towing: [1800, 750],
        tankLitres: 60,
      }),
    ],
  },
  {
    id: 11,
    name: 'Fiat',
    slug: 'fiat',
    popularity: 3,
    paints: { white: 'Gelato White', red: 'Passione Red', blue: 'Dipinto di Blu', black: 'Cinema Black' },
    models: [
      model({
        id: 1101,
        name: '500',
        slug: '500',
        type: 'car',
        years: [2012, 2026],
        newPrice: 16500,
        driveTrain: 'front-wheel-drive',
        engines: [
          engine('1.2', 1242, 69, 'petrol', 55.4, 119, 12.9, 99, M),
          engine('1.0 Mild Hybrid', 999, 69, 'hybrid', 57.6, 107, 13.8, 104, M, 500),
          ev('Electric 42kWh', 117, 9.0, 93, 199, 35, 12000),
        ],
        trims: trims(1101, [
          ['Pop', 0, SMALL],
          ['Lounge', 1300, ['Glass roof', 'Uconnect 7-inch touchscreen', 'Parking sensors', 'Cruise control']],
          ['Dolcevita', 2400, ['Glass roof', 'Uconnect 7-inch touchscreen', 'Parking sensors', 'Chrome detailing']],
        ]),
        bodies: [hatch3(4, 4), { style: 'convertible', doors: 3, seats: 4, label: 'C', weight: 1 }],
        insurance: [7, 16],
        popularity: 3,
        towing: [0, 0],
      }),
      model({
        id: 1102,
        name: 'Panda',
        slug: 'panda',
        type: 'car',
        years: [2012, 2026],
        newPrice: 15000,
        driveTrain: 'front-wheel-drive',
        engines: [
          engine('1.2', 1242, 69, 'petrol', 52.3, 122, 14.2, 102, M),
          engine('1.0 Mild Hybrid', 999, 69, 'hybrid', 53.3, 119, 14.7, 96, M, 600),
        ],
        trims: trims(1102, [
          ['Easy', 0, SMALL],
          ['City Life', 900, [...SMALL, 'Roof rails']],
          ['Cross', 2400, [...SMALL, 'Roof rails', 'Alloy wheels']],
        ]),
        bodies: [hatch5()],
        insurance: [3, 9],
        popularity: 1,
        towing: [800, 400],
      }),
    ],
  },
  {
    id: 32,
    name: 'SEAT',
    slug: 'seat',
    popularity: 3,
    models: [
      model({
        id: 3201,
        name: 'Ibiza',
        slug: 'ibiza',
        type: 'car',
        years: [2012, 2026],
        newPrice: 19500,
        driveTrain: 'front-wheel-drive',
        engines: [
          engine('1.0 MPI', 999, 79, 'petrol', 53.3, 120, 14.7, 107, M),
          engine('1.0 TSI', 999, 94, 'petrol', 52.3, 122, 10.9, 116, MA, 1000),
        ],
        trims: trims(3201, [
          ['SE', 0, SMALL],
          ['FR', 2100, [...MID, ...SPORT]],
          ['Xcellence', 2800, [...MID, ...HIGH]],
        ]),
        bodies: [hatch5()],
        insurance: [5, 15],
        popularity: 2,
      }),
      model({
        id: 3202,
        name: 'Leon',
        slug: 'leon',
        type: 'car',
        years: [2012, 2026],
        newPrice: 25000,
        driveTrain: 'front-wheel-drive',
        engines: [
          engine('1.0 TSI', 999, 108, 'petrol', 51.4, 124, 10.9, 124, M),
          engine('1.5 TSI', 1498, 128, 'petrol', 50.4, 127, 9.4, 130, MA, 1300),
          engine('2.0 TDI', 1968, 113, 'diesel', 64.2, 115, 10.1, 126, MA, 1700),
        ],
        trims: trims(3202, [
          ['SE', 0, [...MID]],
          ['FR', 2200, [...MID, ...SPORT]],
          ['Xcellence', 2900, [...MID, ...HIGH]],
        ]),
        bodies: [hatch5(3), estate('Estate', 1)],
        insurance: [10, 22],
        popularity: 2,
      }),
    ],
  },
  {
    id: 31,
    name: 'Renault',
    slug: 'renault',
    popularity: 3,
    models: [
      model({
        id: 3101,
        name: 'Clio',
        slug: 'clio',
        type: 'car',
        years: [2012, 2026],
        newPrice: 19000,
        driveTrain: 'front-wheel-drive',
        engines: [
          engine('1.0 TCe 90', 999, 89, 'petrol', 54.3, 118, 12.2, 111, M),
          engine('1.6 E-Tech Hybrid', 1598, 138, 'hybrid', 64.2, 96, 9.9, 112, A, 2700),
        ],
        trims: trims(3101, [
          ['Iconic', 0, [...SMALL, 'Apple CarPlay']],
          ['Techno', 1500, [...MID, 'Satellite navigation']],
          ['Esprit Alpine', 3000, [...MID, ...SPORT]],
        ]),
        bodies: [hatch5()],
        insurance: [6, 14],
        popularity: 2,
      }),
      model({
        id: 3102,
        name: 'Captur',
        slug: 'captur',
        type: 'car',
        years: [2013, 2026],
        newPrice: 23500,
        driveTrain: 'front-wheel-drive',
        engines: [
          engine('1.0 TCe 90', 999, 89, 'petrol', 49.6, 129, 14.0, 107, M),
          engine('1.6 E-Tech Hybrid', 1598, 143, 'hybrid', 58.9, 108, 10.6, 106, A, 3000),
        ],
        trims: trims(3102, [
          ['Iconic', 0, [...MID]],
          ['Techno', 1500, [...MID, ...HIGH]],
          ['Esprit Alpine', 3000, [...HIGH, ...SPORT]],
        ]),
        bodies: [suv()],
        insurance: [10, 18],
        popularity: 1,
      }),
    ],
  },
  {
    id: 10,
    name: 'Dacia',
    slug: 'dacia',
    popularity: 2,
    models: [
      model({
        id: 1001,
        name: 'Sandero',
        slug: 'sandero',
        type: 'car',
        years: [2013, 2026],
        newPrice: 14000,
        driveTrain: 'front-wheel-drive',
        engines: [
          engine('1.0 SCe 65', 999, 64, 'petrol', 53.3, 120, 16.7, 98, M),
          engine('1.0 TCe 90', 999, 89, 'petrol', 53.3, 121, 11.7, 110, MA, 1000),
        ],
        trims: trims(1001, [
          ['Essential', 0, ['DAB radio', 'Bluetooth', 'Cruise control']],
          ['Expression', 1400, [...SMALL, 'Rear parking sensors']],
          ['Stepway Journey', 3300, [...SMALL, 'Roof rails', 'Satellite navigation']],
        ]),
        bodies: [hatch5()],
        insurance: [2, 11],
        popularity: 2,
      }),
      model({
        id: 1002,
        name: 'Duster',
        slug: 'duster',
        type: 'car',
        years: [2013, 2026],
        newPrice: 19500,
        driveTrain: 'front-wheel-drive',
        engines: [
          engine('1.0 TCe 100', 999, 99, 'bi-fuel', 44.8, 141, 14.2, 104, M),
          engine('1.5 Blue dCi 115', 1461, 113, 'diesel', 53.3, 138, 10.5, 112, M, 1500),
          engine('1.5 Blue dCi 115 4x4', 1461, 113, 'diesel', 49.6, 149, 10.6, 111, M, 3000, {
            driveTrain: 'four-wheel-drive',
          }),
        ],
        trims: trims(1002, [
          ['Essential', 0, ['DAB radio', 'Bluetooth', 'Air conditioning']],
          ['Expression', 1500, [...SMALL, ...MID]],
          ['Journey', 2700, [...MID, 'Satellite navigation', 'Reversing camera']],
        ]),
        bodies: [suv()],
        insurance: [8, 14],
        popularity: 1,
        towing: [1500, 650],
      }),
    ],
  },
  {
    id: 23,
    name: 'Mazda',
    slug: 'mazda',
    popularity: 2,
    models: [
      model({
        id: 2301,
        name: 'MX-5',
        slug: 'mx-5',
        type: 'car',
        years: [2012, 2026],
        newPrice: 29000,
        driveTrain: 'rear-wheel-drive',
        engines: [
          engine('1.5 Skyactiv-G', 1496, 130, 'petrol', 44.8, 142, 8.3, 127, M),
          engine('2.0 Skyactiv-G', 1998, 181, 'petrol', 40.9, 155, 6.5, 136, M, 3000),
        ],
        trims: trims(2301, [
          ['SE-L', 0, [...MID]],
          ['Sport', 2500, [...MID, ...SPORT, 'Heated seats']],
          ['Exclusive-Line', 4000, [...HIGH, 'Leather upholstery']],
        ]),
        bodies: [
          { style: 'convertible', doors: 2, seats: 2, label: 'Roadster', weight: 2 },
          { style: 'convertible', doors: 2, seats: 2, label: 'RF', weight: 1 },
        ],
        insurance: [21, 29],
        popularity: 1,
        towing: [0, 0],
        tankLitres: 45,
      }),
      model({
        id: 2302,
        name: 'CX-5',
        slug: 'cx-5',
        type: 'car',
        years: [2012, 2026],
        newPrice: 32500,
        driveTrain: 'front-wheel-drive',
        engines: [
          engine('2.0 Skyactiv-G', 1998, 163, 'petrol', 39.2, 163, 10.2, 124, MA),
          engine('2.2 Skyactiv-D', 2191, 148, 'diesel', 48.7, 152, 9.9, 127, MA, 1800),
        ],
        trims: trims(2302, [
          ['SE-L', 0, [...MID, ...HIGH]],
          ['Sport', 2800, [...HIGH, ...TOP]],
        ]),
        bodies: [suv()],
        insurance: [20, 27],
        popularity: 1,
        towing: [1800, 750],
        tankLitres: 58,
      }),
    ],
  },
  {
    id: 9,
    name: 'Citroen',
    slug: 'citroen',
    popularity: 2,
    models: [
      model({
        id: 903,
        name: 'C3',
        slug: 'c3',
        type: 'car',
        years: [2012, 2026],
        newPrice: 18500,
        driveTrain: 'front-wheel-drive',
        engines: [
          engine('1.2 PureTech 83', 1199, 82, 'petrol', 53.3, 120, 13.3, 106, M),
          engine('1.5 BlueHDi 100', 1499, 99, 'diesel', 68.9, 107, 10.6, 115, M, 1200),
        ],
        trims: trims(903, [
          ['Feel', 0, [...SMALL]],
          ['Shine', 1500, [...MID, 'Reversing camera']],
          ['Shine Plus', 2600, [...MID, ...HIGH]],
        ]),
        bodies: [hatch5()],
        insurance: [6, 15],
        popularity: 2,
      }),
      model({
        id: 904,
        name: 'C5 Aircross',
        slug: 'c5-aircross',
        type: 'car',
        years: [2019, 2026],
        newPrice: 29500,
        driveTrain: 'front-wheel-drive',
        engines: [
          engine('1.2 PureTech 130', 1199, 128, 'petrol', 44.8, 143, 10.5, 117, MA),
          engine('1.6 Plug-in Hybrid 225', 1598, 222, 'plug-in-hybrid', 222.3, 29, 8.7, 140, A, 7500, {
            batteryRange: 34,
            chargeMinutes: 0,
          }),
        ],
        trims: trims(904, [
          ['Feel', 0, [...MID]],
          ['Shine', 2000, [...MID, ...HIGH]],
          ['Shine Plus', 3500, [...HIGH, ...TOP]],
        ]),
        bodies: [suv()],
        insurance: [15, 24],
        popularity: 1,
        towing: [1500, 750],
      }),
    ],
  },
];

export const vanMakes: readonly MakeSpec[] = [
  {
    id: 9,
    name: 'Citroen',
    slug: 'citroen',
    popularity: 5,
    paints: { white: 'Polar White', grey: 'Platinum Grey', blue: 'Lazuli Blue', black: 'Onyx Black' },
    models: [
      model({
        id: 901,
        name: 'Berlingo',
        slug: 'berlingo',
        type: 'van',
        years: [2012, 2026],
        newPrice: 21500,
        driveTrain: 'front-wheel-drive',
        engines: [
          engine('1.5 BlueHDi 100', 1499, 99, 'diesel', 53.3, 139, 12.3, 103, M),
          engine('1.5 BlueHDi 130', 1499, 128, 'diesel', 51.4, 144, 10.9, 112, MA, 1400),
          ev('Electric 50kWh', 134, 11.2, 84, 171, 30, 7000),
        ],
        trims: trims(901, [
          ['Enterprise', 0, [...VAN_BASE, 'Extenso cab']],
          ['Driver', 1200, [...VAN_BASE, ...VAN_MID]],
          ['Worker', 1500, [...VAN_BASE, 'Grip Control', 'Raised suspension']],
        ]),
        bodies: [small('M', 3), small('XL', 1), crew('XL', 1, 5)],
        insurance: [3, 8],
        popularity: 3,
        towing: [1300, 750],
      }),
      model({
        id: 902,
        name: 'Dispatch',
        slug: 'dispatch',
        type: 'van',
        years: [2016, 2026],
        newPrice: 28500,
        driveTrain: 'front-wheel-drive',
        engines: [
          engine('2.0 BlueHDi 120', 1997, 118, 'diesel', 44.8, 165, 12.8, 99, M),
          engine('2.0 BlueHDi 145', 1997, 143, 'diesel', 44.1, 168, 11.4, 106, MA, 1500),
        ],
        trims: trims(902, [
          ['Enterprise', 0, [...VAN_BASE, ...VAN_MID]],
          ['Driver', 1800, [...VAN_BASE, ...VAN_MID, ...VAN_TOP]],
        ]),
        bodies: [panel('M', 2), panel('XL', 1), crew('XL', 1, 6)],
        insurance: [4, 8],
        popularity: 2,
      }),
    ],
  },
  {
    id: 12,
    name: 'Ford',
    slug: 'ford',
    popularity: 22,
    paints: {
      white: 'Frozen White',
      blue: 'Blue Metallic',
      grey: 'Magnetic Grey',
      black: 'Agate Black',
      silver: 'Moondust Silver',
      orange: 'Sabre Orange',
    },
    models: [
      model({
        id: 1210,
        name: 'Transit',
        slug: 'transit',
        type: 'van',
        years: [2014, 2026],
        newPrice: 35500,
        driveTrain: 'rear-wheel-drive',
        engines: [
          engine('2.2 TDCi 125ps', 2198, 123, 'diesel', 33.2, 224, 15.5, 94, M),
          engine('2.0 EcoBlue 130ps', 1995, 128, 'diesel', 35.3, 210, 14.5, 96, M),
          engine('2.0 EcoBlue 170ps', 1995, 168, 'diesel', 33.6, 221, 12.3, 100, MA, 2200),
          ev('Electric 68kWh', 266, 9.0, 75, 196, 34, 12000),
        ],
        trims: trims(1210, [
          ['Leader', 0, VAN_BASE],
          ['Trend', 1700, [...VAN_BASE, ...VAN_MID]],
          ['Limited', 3800, [...VAN_MID, ...VAN_TOP]],
        ]),
        bodies: [panel('350 L3 H2', 3), panel('350 L2 H2', 2), crew('350 L3 H2 Double Cab-in', 1, 7)],
        insurance: [6, 12],
        popularity: 3,
        towing: [2800, 750],
        tankLitres: 80,
      }),
      model({
        id: 1211,
        name: 'Transit Custom',
        slug: 'transit-custom',
        type: 'van',
        years: [2013, 2026],
        newPrice: 31500,
        driveTrain: 'front-wheel-drive',
        engines: [
          engine('2.2 TDCi 125ps', 2198, 123, 'diesel', 40.9, 182, 14.8, 99, M),
          engine('2.0 EcoBlue 130ps', 1995, 128, 'diesel', 41.5, 178, 13.9, 101, MA),
          engine('2.0 EcoBlue 170ps', 1995, 168, 'diesel', 40.4, 183, 11.2, 106, MA, 2000),
          engine('1.0 EcoBoost PHEV', 999, 124, 'plug-in-hybrid', 91.7, 70, 12.0, 75, A, 9000, {
            batteryRange: 35,
            chargeMinutes: 0,
          }),
        ],
        trims: trims(1211, [
          ['Leader', 0, VAN_BASE],
          ['Trend', 1600, [...VAN_BASE, ...VAN_MID]],
          ['Limited', 3300, [...VAN_MID, ...VAN_TOP]],
          ['Sport', 5200, [...VAN_TOP, 'Sports stripes', '18-inch alloy wheels']],
        ]),
        bodies: [panel('Low Roof', 3), panel('L2 Low Roof', 1), crew('Double Cab-in', 1, 6)],
        insurance: [5, 11],
        popularity: 5,
        towing: [2000, 750],
        generations: [
          {
            name: 'Transit Custom (first generation, facelift)',
            yearFrom: 2018,
            yearTo: 2023,
            summary:
              'The facelifted first Transit Custom: the 2.0 EcoBlue diesel, a new dashboard with SYNC 3, and a plug-in hybrid version.',
          },
        ],
      }),
      model({
        id: 1212,
        name: 'Ranger',
        slug: 'ranger',
        type: 'van',
        years: [2012, 2026],
        newPrice: 32500,
        driveTrain: 'four-wheel-drive',
        engines: [
          engine('2.2 TDCi', 2198, 158, 'diesel', 35.3, 211, 11.9, 109, MA),
          engine('3.2 TDCi', 3198, 197, 'diesel', 30.1, 246, 10.6, 109, MA, 2500),
          engine('2.0 EcoBlue', 1996, 168, 'diesel', 33.2, 224, 10.8, 109, MA),
          engine('2.0 EcoBlue Bi-turbo', 1996, 210, 'diesel', 31.4, 234, 8.5, 112, A, 3500),
        ],
        trims: trims(1212, [
          ['XL', 0, [...VAN_BASE, 'Tow bar']],
          ['XLT', 2300, [...VAN_BASE, ...VAN_MID]],
          ['Limited', 4600, [...VAN_MID, ...VAN_TOP]],
          ['Wildtrak', 7500, ['Roller shutter load cover', 'Tow bar', 'Heated leather seats', 'SYNC 3 navigation']],
        ]),
        bodies: [pickUp()],
        insurance: [26, 40],
        popularity: 2,
        towing: [3500, 750],
        tankLitres: 80,
      }),
      model({
        id: 1213,
        name: 'Transit Connect',
        slug: 'transit-connect',
        type: 'van',
        years: [2013, 2026],
        newPrice: 22500,
        driveTrain: 'front-wheel-drive',
        engines: [
          engine('1.6 TDCi 95ps', 1560, 94, 'diesel', 55.4, 134, 14.3, 99, M),
          engine('1.5 TDCi 100ps', 1499, 99, 'diesel', 60.1, 124, 13.4, 100, M),
          engine('1.5 EcoBlue 100ps', 1499, 99, 'diesel', 54.3, 136, 13.5, 100, M),
          engine('1.5 EcoBlue 120ps', 1499, 118, 'diesel', 52.3, 141, 11.9, 107, MA, 1200),
        ],
        trims: trims(1213, [
          ['Leader', 0, VAN_BASE],
          ['Trend', 1300, [...VAN_BASE, ...VAN_MID]],
          ['Limited', 2900, [...VAN_MID, ...VAN_TOP]],
        ]),
        bodies: [small('200 L1', 2), small('240 L2', 1)],
        insurance: [3, 7],
        popularity: 2,
        towing: [1200, 700],
      }),
    ],
  },
  {
    id: 24,
    name: 'Mercedes-Benz',
    slug: 'mercedes-benz',
    popularity: 10,
    paints: {
      white: 'Arctic White',
      grey: 'Graphite Grey',
      silver: 'Brilliant Silver',
      black: 'Obsidian Black',
      blue: 'Cavansite Blue',
    },
    models: [
      model({
        id: 2410,
        name: 'Sprinter',
        slug: 'sprinter',
        type: 'van',
        years: [2012, 2026],
        newPrice: 39500,
        driveTrain: 'rear-wheel-drive',
        engines: [
          engine('314 CDI', 2143, 141, 'diesel', 31.0, 238, 14.9, 96, MA),
          engine('316 CDI', 2143, 161, 'diesel', 30.7, 241, 13.1, 99, MA, 1800),
          engine('319 CDI', 2987, 187, 'diesel', 28.5, 260, 11.0, 103, A, 5500),
        ],
        trims: trims(2410, [
          ['Progressive', 0, [...VAN_BASE, ...VAN_MID]],
          ['Premium', 2400, [...VAN_MID, ...VAN_TOP]],
        ]),
        bodies: [panel('L2 H2', 3), panel('L3 H2', 2), crew('L2 H2 Crew', 1, 6)],
        insurance: [8, 14],
        popularity: 3,
        towing: [3500, 750],
        tankLitres: 71,
      }),
      model({
        id: 2411,
        name: 'Vito',
        slug: 'vito',
        type: 'van',
        years: [2012, 2026],
        newPrice: 33500,
        driveTrain: 'rear-wheel-drive',
        engines: [
          engine('114 CDI', 2143, 134, 'diesel', 38.2, 194, 11.9, 106, MA),
          engine('116 CDI', 1950, 161, 'diesel', 37.7, 197, 10.9, 112, A, 1900),
        ],
        trims: trims(2411, [
          ['Pure', 0, VAN_BASE],
          ['Progressive', 1500, [...VAN_BASE, ...VAN_MID]],
          ['Premium', 3200, [...VAN_MID, ...VAN_TOP]],
        ]),
        bodies: [panel('L2', 3), crew('L2 Dualiner', 1, 5)],
        insurance: [6, 13],
        popularity: 2,
        towing: [2500, 750],
        tankLitres: 57,
      }),
    ],
  },
  {
    id: 31,
    name: 'Renault',
    slug: 'renault',
    popularity: 6,
    paints: { blue: 'Iron Blue', white: 'Glacier White', grey: 'Urban Grey', black: 'Diamond Black' },
    models: [
      model({
        id: 3110,
        name: 'Trafic',
        slug: 'trafic',
        type: 'van',
        years: [2014, 2026],
        newPrice: 30500,
        driveTrain: 'front-wheel-drive',
        engines: [
          engine('2.0 dCi 120', 1997, 118, 'diesel', 40.4, 184, 13.5, 99, M),
          engine('2.0 dCi 150', 1997, 148, 'diesel', 39.2, 189, 11.8, 106, MA, 1800),
        ],
        trims: trims(3110, [
          ['Business', 0, VAN_BASE],
          ['Business+', 1400, [...VAN_BASE, ...VAN_MID]],
          ['Sport', 2900, [...VAN_MID, ...VAN_TOP]],
        ]),
        bodies: [panel('LL30', 3), panel('SL30', 2), crew('LL30 Crew', 1, 6)],
        insurance: [4, 9],
        popularity: 3,
        towing: [2000, 750],
      }),
      model({
        id: 3111,
        name: 'Master',
        slug: 'master',
        type: 'van',
        years: [2012, 2026],
        newPrice: 36500,
        driveTrain: 'front-wheel-drive',
        engines: [
          engine('2.3 dCi 135', 2298, 133, 'diesel', 32.1, 230, 15.5, 93, M),
          engine('2.3 dCi 150', 2298, 148, 'diesel', 31.7, 233, 14.0, 96, MA, 1500),
        ],
        trims: trims(3111, [
          ['Business', 0, VAN_BASE],
          ['Business+', 1500, [...VAN_BASE, ...VAN_MID]],
        ]),
        bodies: [panel('LM35', 2), panel('LH35', 1)],
        insurance: [7, 12],
        popularity: 1,
        towing: [3000, 750],
        tankLitres: 80,
      }),
    ],
  },
  {
    id: 37,
    name: 'Toyota',
    slug: 'toyota',
    popularity: 5,
    paints: {
      white: 'Pure White',
      black: 'Eclipse Black',
      grey: 'Grey Metallic',
      silver: 'Silver Metallic',
      red: 'Emotional Red',
    },
    models: [
      model({
        id: 3710,
        name: 'Hilux',
        slug: 'hilux',
        type: 'van',
        years: [2012, 2026],
        newPrice: 31000,
        driveTrain: 'four-wheel-drive',
        engines: [
          engine('2.4 D-4D', 2393, 148, 'diesel', 36.2, 204, 12.8, 106, MA),
          engine('2.8 D-4D', 2755, 201, 'diesel', 32.5, 231, 10.7, 109, A, 3500),
        ],
        trims: trims(3710, [
          ['Active', 0, [...VAN_BASE, 'Tow bar']],
          ['Icon', 2200, [...VAN_BASE, ...VAN_MID]],
          ['Invincible X', 6500, ['Leather upholstery', 'Satellite navigation', 'Reversing camera', 'Tow bar']],
        ]),
        bodies: [pickUp()],
        insurance: [25, 38],
        popularity: 3,
        towing: [3500, 750],
        tankLitres: 80,
      }),
      model({
        id: 3711,
        name: 'Proace',
        slug: 'proace',
        type: 'van',
        years: [2016, 2026],
        newPrice: 29500,
        driveTrain: 'front-wheel-drive',
        engines: [
          engine('2.0 D-4D 120', 1997, 118, 'diesel', 44.1, 168, 13.1, 99, M),
          engine('2.0 D-4D 145', 1997, 143, 'diesel', 43.5, 171, 11.6, 106, MA, 1600),
        ],
        trims: trims(3711, [
          ['Icon', 0, [...VAN_BASE, ...VAN_MID]],
          ['Design', 1700, [...VAN_MID, ...VAN_TOP]],
        ]),
        bodies: [panel('L1', 2), panel('L2', 1)],
        insurance: [4, 8],
        popularity: 1,
      }),
    ],
  },
  {
    id: 39,
    name: 'Vauxhall',
    slug: 'vauxhall',
    popularity: 8,
    paints: {
      white: 'Summit White',
      silver: 'Sovereign Silver',
      grey: 'Quartz Grey',
      black: 'Diamond Black',
      blue: 'Azure Blue',
    },
    models: [
      model({
        id: 3910,
        name: 'Vivaro',
        slug: 'vivaro',
        type: 'van',
        years: [2014, 2026],
        newPrice: 30000,
        driveTrain: 'front-wheel-drive',
        engines: [
          engine('2.0 Turbo D 120', 1997, 118, 'diesel', 44.8, 165, 12.8, 99, M),
          engine('2.0 Turbo D 145', 1997, 143, 'diesel', 44.1, 168, 11.4, 106, MA, 1500),
          ev('Electric 75kWh', 134, 12.1, 81, 205, 45, 10000),
        ],
        trims: trims(3910, [
          ['Prime', 0, VAN_BASE],
          ['Sportive', 1400, [...VAN_BASE, ...VAN_MID]],
          ['Elite', 2900, [...VAN_MID, ...VAN_TOP]],
        ]),
        bodies: [panel('L2H1', 3), panel('L1H1', 1), crew('L2H1 Doublecab', 1, 6)],
        insurance: [4, 9],
        popularity: 3,
        towing: [2500, 750],
      }),
      model({
        id: 3911,
        name: 'Combo',
        slug: 'combo',
        type: 'van',
        years: [2012, 2026],
        newPrice: 21000,
        driveTrain: 'front-wheel-drive',
        engines: [
          engine('1.5 Turbo D 100', 1499, 99, 'diesel', 53.3, 139, 12.3, 103, M),
          engine('1.5 Turbo D 130', 1499, 128, 'diesel', 51.4, 144, 10.9, 112, MA, 1300),
        ],
        trims: trims(3911, [
          ['Prime', 0, VAN_BASE],
          ['Sportive', 1200, [...VAN_BASE, ...VAN_MID]],
        ]),
        bodies: [small('L1H1 2300', 2), small('L2H1 2300', 1)],
        insurance: [3, 7],
        popularity: 2,
        towing: [1300, 750],
      }),
    ],
  },
  {
    id: 40,
    name: 'Volkswagen',
    slug: 'volkswagen',
    popularity: 8,
    paints: {
      grey: 'Indium Grey',
      white: 'Candy White',
      silver: 'Reflex Silver',
      black: 'Deep Black',
      blue: 'Ravenna Blue',
    },
    models: [
      model({
        id: 4010,
        name: 'Transporter',
        slug: 'transporter',
        type: 'van',
        years: [2012, 2026],
        newPrice: 33500,
        driveTrain: 'front-wheel-drive',
        engines: [
          engine('T5 2.0 TDI 102', 1968, 101, 'diesel', 37.7, 198, 16.5, 96, M),
          engine('T6 2.0 TDI 102', 1968, 101, 'diesel', 44.8, 166, 16.6, 98, M),
          engine('T6.1 2.0 TDI 110', 1968, 108, 'diesel', 40.9, 182, 16.2, 96, M),
          engine('T6.1 2.0 TDI 150', 1968, 148, 'diesel', 40.4, 184, 11.9, 113, MA, 2000),
          engine('T6.1 2.0 TDI 204 4Motion', 1968, 201, 'diesel', 35.3, 210, 9.7, 119, A, 7000, {
            driveTrain: 'four-wheel-drive',
          }),
          engine('2.0 TDI 110', 1968, 108, 'diesel', 39.2, 189, 15.0, 99, M),
        ],
        trims: trims(4010, [
          ['Startline', 0, VAN_BASE],
          ['Trendline', 1200, [...VAN_BASE, ...VAN_MID]],
          ['Highline', 3300, [...VAN_MID, ...VAN_TOP]],
          ['Sportline', 6000, [...VAN_TOP, '18-inch alloy wheels', 'Privacy glass']],
        ]),
        bodies: [
          panel('T28 SWB', 3),
          panel('T32 LWB', 1),
          { style: 'crew-van', doors: 5, seats: 5, label: 'Kombi', suffix: '', weight: 1 },
        ],
        insurance: [7, 15],
        popularity: 3,
        towing: [2500, 750],
        tankLitres: 70,
      }),
      model({
        id: 4011,
        name: 'Caddy',
        slug: 'caddy',
        type: 'van',
        years: [2012, 2026],
        newPrice: 23500,
        driveTrain: 'front-wheel-drive',
        engines: [
          engine('2.0 TDI 75', 1968, 74, 'diesel', 52.3, 141, 16.0, 96, M),
          engine('2.0 TDI 102', 1968, 101, 'diesel', 51.4, 143, 12.9, 105, MA, 1300),
        ],
        trims: trims(4011, [
          ['Commerce', 0, VAN_BASE],
          ['Commerce Plus', 1100, [...VAN_BASE, ...VAN_MID]],
          ['Commerce Pro', 2400, [...VAN_MID, ...VAN_TOP]],
        ]),
        bodies: [small('C20', 2), small('Maxi C20', 1)],
        insurance: [3, 8],
        popularity: 2,
        towing: [1500, 720],
      }),
    ],
  },
  {
    id: 29,
    name: 'Peugeot',
    slug: 'peugeot',
    popularity: 4,
    models: [
      model({
        id: 2910,
        name: 'Partner',
        slug: 'partner',
        type: 'van',
        years: [2012, 2026],
        newPrice: 21500,
        driveTrain: 'front-wheel-drive',
        engines: [
          engine('1.5 BlueHDi 100', 1499, 99, 'diesel', 53.3, 139, 12.3, 103, M),
          engine('1.5 BlueHDi 130', 1499, 128, 'diesel', 51.4, 144, 10.9, 112, MA, 1300),
        ],
        trims: trims(2910, [
          ['Professional', 0, [...VAN_BASE, ...VAN_MID]],
          ['Asphalt', 1800, [...VAN_MID, ...VAN_TOP]],
        ]),
        bodies: [small('Standard', 2), small('Long', 1)],
        insurance: [3, 8],
        popularity: 2,
        towing: [1300, 750],
      }),
      model({
        id: 2911,
        name: 'Expert',
        slug: 'expert',
        type: 'van',
        years: [2016, 2026],
        newPrice: 28500,
        driveTrain: 'front-wheel-drive',
        engines: [
          engine('2.0 BlueHDi 120', 1997, 118, 'diesel', 44.8, 165, 12.8, 99, M),
          engine('2.0 BlueHDi 145', 1997, 143, 'diesel', 44.1, 168, 11.4, 106, MA, 1500),
        ],
        trims: trims(2911, [
          ['Professional', 0, [...VAN_BASE, ...VAN_MID]],
          ['Asphalt', 1900, [...VAN_MID, ...VAN_TOP]],
        ]),
        bodies: [panel('Standard', 2), panel('Long', 1)],
        insurance: [4, 8],
        popularity: 1,
      }),
    ],
  },
  {
    id: 27,
    name: 'Nissan',
    slug: 'nissan',
    popularity: 3,
    models: [
      model({
        id: 2710,
        name: 'Navara',
        slug: 'navara',
        type: 'van',
        years: [2012, 2022],
        newPrice: 29000,
        driveTrain: 'four-wheel-drive',
        engines: [engine('2.3 dCi', 2298, 187, 'diesel', 35.8, 207, 10.8, 114, MA)],
        trims: trims(2710, [
          ['Acenta', 0, [...VAN_BASE, 'Tow bar']],
          ['N-Connecta', 2400, [...VAN_BASE, ...VAN_MID]],
          ['Tekna', 4800, [...VAN_MID, ...VAN_TOP]],
        ]),
        bodies: [pickUp()],
        insurance: [26, 38],
        popularity: 1,
        towing: [3500, 750],
        tankLitres: 80,
      }),
    ],
  },
];

export function makesOf(type: VehicleKind): readonly MakeSpec[] {
  return type === 'car' ? carMakes : vanMakes;
}

/** The make and model of a pair of slugs, for a type; undefined when the catalogue lacks them. */
export function findModel(
  type: VehicleKind,
  makeSlug: string,
  modelSlug: string,
): { make: MakeSpec; model: ModelSpec } | undefined {
  const make = makesOf(type).find((m) => m.slug === makeSlug);
  const found = make?.models.find((m) => m.slug === modelSlug);
  return make && found ? { make, model: found } : undefined;
}
