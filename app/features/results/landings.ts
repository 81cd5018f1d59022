import type { Params } from 'react-router';
import { formatPrice } from '@ds';
import { normalisePostcode } from '@domain/uk/postcode';
import type { FilterOption, SearchCriteria } from '../../api/types';
import { parsePriceBand, parseTransmission, slugToName, type VehicleType } from '../../lib/catalogue';
import type { TownInCounty } from '../../stores/DirectoryStore';
import { selectInMakes } from '@domain/search/criteria';
import type { Crumb } from '../shell/Page';
import { townHref } from '../shell/navigation';
import { vehicleWords } from '@domain/vehicleTypes';

export interface Landing {
  vehicleType: VehicleType;
  title: string;
  description: string;
  heading: string;
  trail: Crumb[];
  /** The landing page's criterion, applied to the default panel. */
  preset: (panel: SearchCriteria) => SearchCriteria;
}

/**
 * What landings look up beyond their route parameters: the towns (the directory store has them), and
 * whether the makes lookup lists a make (and model), which the server's render asks of it (the page it
 * finds naming none is the 404 page, and says so in its dehydrated state).
 */
export interface LandingLookups {
  findTown(countySlug: string, townSlug: string): TownInCounty | undefined;
  knowsMake(vehicleType: VehicleType, makeSlug: string, modelSlug?: string): boolean;
}

/** Miles around the town centre that a town's landing pages search: one of the panel's distance choices. */
export const townDistance = 20;

const usedCars: Crumb = { label: 'Used cars', href: '/used-cars/' };
const usedVans: Crumb = { label: 'Used vans', href: '/used-vans/' };
const same = (panel: SearchCriteria) => panel;

/** Selects one value of a list filter, adding it when the panel's list lacks it. */
function selectFilter(options: FilterOption[] | undefined, value: string): FilterOption[] {
  const list = options ?? [];
  const known = list.some((option) => option.Value === value);
  return [...list, ...(known ? [] : [{ Value: value }])].map((option) => ({
    ...option,
    Selected: option.Value === value,
  }));
}

function landing(
  vehicleType: VehicleType,
  heading: string,
  trail: Crumb[],
  preset: Landing['preset'] = same,
  description = `${heading} from UK dealers, with prices, monthly costs and finance.`,
): Landing {
  return { vehicleType, title: heading, heading, description, trail, preset };
}

/**
 * /used-cars/local/{county}/{town}/ and the van one: results within `townDistance` miles of the town
 * centre's postcode (the postcode field shows it, and the user may change it). A county and town that
 * the locations lookup does not pair is a 404.
 */
/** Make and model landing addresses: /{make}/used-cars/ and /{make}/{model}/used-cars/, /used-vans/{make}/... */
const makeModelHref = (vehicleType: VehicleType, make: string, model?: string) =>
  vehicleType === 'van'
    ? `/used-vans/${make}/${model ? `${model}/` : ''}`
    : `/${make}/${model ? `${model}/` : ''}used-cars/`;

/**
 * A make landing, or a model landing when a model is given: that make (and model) selected. A make (or
 * model) the makes lookup does not list is a 404.
 */
function makeModelLanding(vehicleType: VehicleType, lookups: LandingLookups, make: string, model?: string) {
  if (!lookups.knowsMake(vehicleType, make, model)) return null;
  const name = model ? `${slugToName(make)} ${slugToName(model)}` : slugToName(make);
  const trail: Crumb[] = [
    vehicleType === 'van' ? usedVans : usedCars,
    { label: slugToName(make), href: makeModelHref(vehicleType, make) },
    ...(model ? [{ label: slugToName(model), href: makeModelHref(vehicleType, make, model) }] : []),
  ];
  return landing(vehicleType, `Used ${name} ${vehicleWords[vehicleType].many} for sale`, trail, (panel) => ({
    ...panel,
    MakeModels: selectInMakes(panel.MakeModels ?? [], make, model ?? null),
  }));
}

function townLanding(vehicleType: VehicleType, { county = '', town = '' }: Params, lookups: LandingLookups) {
  const found = lookups.findTown(county, town);
  if (!found) return null;
  const noun = vehicleWords[vehicleType].many;
  const name = found.town.Name;
  return landing(
    vehicleType,
    `Used ${noun} for sale in ${name}`,
    [vehicleType === 'van' ? usedVans : usedCars, { label: name, href: townHref(vehicleType, county, town) }],
    (panel) => ({ ...panel, PostCode: normalisePostcode(found.town.CentrePostCode), Distance: townDistance }),
    `Used ${noun} from dealers in and around ${name}, ${found.county.Name}, within ${townDistance} miles of the town centre. Enter your postcode to see the nearest first.`,
  );
}

/**
 * The landing pages of requirements 2.2 and 2.3, each a results page with its criterion preset and its own
 * h1, title and description. A function returns null when its parameters name nothing real (404).
 * Town landings read the lookups, which must be loaded first (see `townLandings`).
 */
export const landings = {
  'used-cars': () => landing('car', 'Used cars for sale', [usedCars]),
  'cheap-cars': () =>
    landing(
      'car',
      'Cheap used cars for sale',
      [usedCars, { label: 'Cheap cars', href: '/used-cars/cheap-cars/' }],
      (panel) => ({
        ...panel,
        MaxPrice: 3000,
        SortOrder: 'price-asc',
      }),
    ),
  'cars-by-make': ({ make = '' }: Params, lookups: LandingLookups) => makeModelLanding('car', lookups, make),
  'cars-by-model': ({ make = '', model = '' }: Params, lookups: LandingLookups) =>
    makeModelLanding('car', lookups, make, model),
  'cars-by-location': (params: Params, lookups: LandingLookups) => townLanding('car', params, lookups),
  'cars-by-fuel': ({ fuel = '' }: Params) =>
    landing(
      'car',
      `Used ${slugToName(fuel).toLowerCase()} cars for sale`,
      [usedCars, { label: slugToName(fuel), href: `/used-cars/fuel/${fuel}/` }],
      (panel) => ({
        ...panel,
        FuelTypes: selectFilter(panel.FuelTypes, fuel),
      }),
    ),
  'cars-by-price': ({ priceBand }: Params) => {
    const amount = parsePriceBand(priceBand);
    if (!amount) return null;
    return landing(
      'car',
      `Used cars under ${formatPrice(amount)}`,
      [usedCars, { label: `Under ${formatPrice(amount)}`, href: `/used-cars/price/under-${amount}/` }],
      (panel) => ({ ...panel, MaxPrice: amount }),
    );
  },
  'cars-by-transmission': ({ transmission }: Params) => {
    const gearbox = parseTransmission(transmission);
    if (!gearbox) return null;
    return landing(
      'car',
      `Used ${gearbox} cars for sale`,
      [usedCars, { label: slugToName(gearbox), href: `/used-cars/transmission/${gearbox}/` }],
      (panel) => ({ ...panel, Transmissions: selectFilter(panel.Transmissions, gearbox) }),
    );
  },
  'cars-by-body-style': ({ style = '' }: Params) =>
    landing(
      'car',
      `Used ${slugToName(style)} cars for sale`,
      [usedCars, { label: slugToName(style), href: `/used-cars/bodystyle/${style}/` }],
      (panel) => ({
        ...panel,
        BodyStyles: selectFilter(panel.BodyStyles, style),
      }),
    ),
  'used-vans': () => landing('van', 'Used vans for sale', [usedVans]),
  'vans-by-make': ({ make = '' }: Params, lookups: LandingLookups) => makeModelLanding('van', lookups, make),
  'vans-by-model': ({ make = '', model = '' }: Params, lookups: LandingLookups) =>
    makeModelLanding('van', lookups, make, model),
  'vans-by-location': (params: Params, lookups: LandingLookups) => townLanding('van', params, lookups),
} satisfies Record<string, (params: Params, lookups: LandingLookups) => Landing | null>;

export type LandingName = keyof typeof landings;

/** The landings built from the locations lookup: their page loads it before building them. */
export const townLandings: ReadonlySet<LandingName> = new Set<LandingName>(['cars-by-location', 'vans-by-location']);

/** The landings of a make or model, by the vehicle type whose makes lookup the server's render asks. */
export const makeLandings: ReadonlyMap<LandingName, VehicleType> = new Map<LandingName, VehicleType>([
  ['cars-by-make', 'car'],
  ['cars-by-model', 'car'],
  ['vans-by-make', 'van'],
  ['vans-by-model', 'van'],
]);
