import { formatEngineSize, formatNumber, formatPrice } from '@ds';
import type { VehicleDetail } from '../../api/types';
import { insuranceGroupText } from '@domain/insuranceGroups';
import { motStanding, ukToday } from '@domain/motHistory';
import { formatPostcode } from '@domain/uk/postcode';
import { vehicleTypeOfCode } from '@domain/vehicleTypes';
import { fuelCostLabel } from './runningCostTexts';

export interface VehicleFact {
  label: string;
  value: string;
}

/** A day as the pages write it: '14 May 2027' (the contract's dates are UTC days). */
const longDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
export const formatDay = (day: string) => longDate.format(new Date(`${day.slice(0, 10)}T00:00:00Z`));

/** The MOT as the key facts say it: its expiry (or that it has run out), or when the first is due for a vehicle too new to have one. */
const motText = (history: VehicleDetail['History']) => {
  const standing = motStanding(history, ukToday());
  if (!standing) return undefined;
  const day = formatDay(standing.day);
  return {
    valid: day,
    expired: `Ran out on ${day}`,
    notDue: `Not due yet (first MOT by ${day})`,
    overdue: `First MOT was due by ${day}`,
  }[standing.kind];
};

/** What the advert does not say. */
const notGiven = 'Not given';

const given = <T>(value: T | undefined, format: (value: T) => string) =>
  value === undefined ? notGiven : format(value);

/** Every fact the pages show, by name: each list below picks and orders them. */
const factsOf = (detail: VehicleDetail) => {
  const { Vehicle: card, Specification: spec, History: history } = detail;
  return {
    price: {
      label: 'Price',
      value: card.IsPriceExcludingVAT
        ? `${formatPrice(card.GBPPrice)} exc. VAT (${formatPrice(card.GBPPriceIncVAT)} inc. VAT)`
        : formatPrice(card.GBPPrice),
    },
    year: { label: 'Year', value: String(card.RegistrationYear) },
    mileage: { label: 'Mileage', value: `${formatNumber(card.Mileage)} miles` },
    fuel: { label: 'Fuel', value: card.FuelType },
    transmission: { label: 'Transmission', value: card.Transmission },
    body: { label: 'Body style', value: card.BodyStyle },
    engine: { label: 'Engine', value: given(spec.EngineSizeLitres, formatEngineSize) },
    colour: { label: 'Colour', value: card.Colour },
    doors: { label: 'Doors', value: given(spec.Doors, String) },
    seats: { label: 'Seats', value: given(spec.Seats, String) },
    registration: { label: 'Registration', value: card.Registration },
    power: { label: 'Power', value: given(spec.PowerBhp, (bhp) => `${formatNumber(bhp)} bhp`) },
    acceleration: {
      label: '0 to 62 mph',
      value: given(spec.AccelerationSeconds, (seconds) => `${formatNumber(seconds)} seconds`),
    },
    topSpeed: { label: 'Top speed', value: given(spec.TopSpeedMph, (mph) => `${formatNumber(mph)} mph`) },
    driveTrain: { label: 'Drive', value: given(spec.DriveTrain, String) },
    economy: { label: 'Fuel economy', value: given(spec.FuelEconomyMpg, (mpg) => `${formatNumber(mpg)} mpg`) },
    co2: { label: 'CO2 emissions', value: given(spec.Co2EmissionsGPerKm, (grams) => `${formatNumber(grams)} g/km`) },
    tax: { label: 'Road tax', value: given(spec.AnnualTaxGBP, (tax) => `${formatPrice(tax)} a year`) },
    fuelCost: {
      label: detail.FuelCost ? fuelCostLabel(detail.FuelCost) : 'Fuel cost',
      value: given(detail.FuelCost, (cost) => `${formatPrice(cost.AnnualFuelCostGBP)} a year`),
    },
    insurance: {
      label: 'Insurance group',
      value: given(spec.InsuranceGroup, (group) =>
        insuranceGroupText(group, vehicleTypeOfCode(card.VehicleType), card.BodyStyle),
      ),
    },
    euro: { label: 'Euro emissions standard', value: given(spec.EuroStandard, String) },
    ulez: {
      label: 'ULEZ',
      value: given(spec.IsULEZCompliant, (ok) => (ok ? 'Meets ULEZ standards' : 'Does not meet ULEZ standards')),
    },
    mot: { label: 'MOT expiry', value: given(motText(history), String) },
    owners: { label: 'Previous owners', value: given(spec.PreviousOwners, String) },
    history: {
      label: 'Service history',
      value: given(spec.ServiceHistory, (history) => (history === 'None' ? 'None' : `${history} service history`)),
    },
  } satisfies Record<string, VehicleFact>;
};

type FactName = keyof ReturnType<typeof factsOf>;

const pick = (detail: VehicleDetail, names: readonly FactName[]): VehicleFact[] => {
  const facts = factsOf(detail);
  return names.map((name) => facts[name]);
};

/**
 * The compare page's rows (requirements 2.18): price, year, mileage, fuel, transmission, body, engine,
 * economy, tax and insurance group.
 */
export const vehicleFacts = (detail: VehicleDetail) =>
  pick(detail, ['price', 'year', 'mileage', 'fuel', 'transmission', 'body', 'engine', 'economy', 'tax', 'insurance']);

/**
 * The vehicle page's key facts: year, mileage, fuel, transmission, body, engine, colour, doors, seats,
 * registration, and from its history the MOT expiry, previous owners and service history.
 */
export const keyFacts = (detail: VehicleDetail) =>
  pick(detail, [
    'year',
    'mileage',
    'fuel',
    'transmission',
    'body',
    'engine',
    'colour',
    'doors',
    'seats',
    'registration',
    'mot',
    'owners',
    'history',
  ]);

/** The full specification (the vehicle-spec overlay): performance, economy, history, and what the key facts say. */
export const specification = (detail: VehicleDetail) =>
  pick(detail, [
    'engine',
    'power',
    'acceleration',
    'topSpeed',
    'driveTrain',
    'transmission',
    'fuel',
    'economy',
    'co2',
    'body',
    'doors',
    'seats',
    'colour',
    'owners',
    'history',
    'euro',
    'ulez',
  ]);

/**
 * Running costs (the running-cost section and overlay): tax, insurance group, fuel cost, economy,
 * emissions and the Euro standard (ULEZ has its own badge beside them); an electric vehicle's
 * economy and Euro standard, which it has none of, are left out.
 */
export const runningCosts = (detail: VehicleDetail) =>
  pick(
    detail,
    detail.Vehicle.FuelType === 'Electric'
      ? ['tax', 'insurance', 'fuelCost', 'co2']
      : ['tax', 'insurance', 'fuelCost', 'economy', 'co2', 'euro'],
  );

/** The distance to the dealer, as the page says it: '4.2 miles from RG1 8DN'. */
export const distanceText = (miles: number, postcode: string) =>
  `${formatNumber(miles)} ${miles === 1 ? 'mile' : 'miles'} from ${formatPostcode(postcode)}`;
