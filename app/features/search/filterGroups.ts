import { formatEngineSize, formatNumber } from '@ds';
import type { SearchCriteria } from '../../api/types';
import type { CriteriaKey, listFilterKeys } from '@domain/search/criteria';
import type { SelectOption } from './options';

type ListKey = (typeof listFilterKeys)[number];
type FlagKey = {
  [K in keyof SearchCriteria]-?: NonNullable<SearchCriteria[K]> extends boolean ? K : never;
}[keyof SearchCriteria];
type ChoiceKey = {
  [K in keyof SearchCriteria]-?: K extends `Selected${string}`
    ? NonNullable<SearchCriteria[K]> extends string
      ? K
      : never
    : never;
}[keyof SearchCriteria];
type NumberKey = {
  [K in keyof SearchCriteria]-?: NonNullable<SearchCriteria[K]> extends number ? K : never;
}[keyof SearchCriteria];

/** One criterion's control: a checkbox list, a select of numbers or of bands, or a switch. */
export type FilterField =
  | { kind: 'list'; key: ListKey; label: string }
  | { kind: 'number'; key: NumberKey; label: string; options: SelectOption[] }
  | { kind: 'choice'; key: ChoiceKey; label: string; options: SelectOption[]; fallback: string }
  | { kind: 'flag'; key: FlagKey; label: string };

interface FilterTab {
  id: string;
  label: string;
  fields: FilterField[];
}

/** A sub-panel of the advanced view: its title, and its criteria on one or more tabs. */
export interface FilterGroup {
  id: string;
  title: string;
  tabs: FilterTab[];
}

const any: SelectOption = { value: '-1', label: 'Any' };
const bands = (unit: string, values: string[]): SelectOption[] => [
  { value: '*', label: 'Any' },
  ...values.map((value) => ({ value, label: `${value.replace('-', ' to ')} ${unit}`.replace('+ ', ' or more ') })),
];
const numbers = (values: number[], label: (value: number) => string): SelectOption[] => [
  any,
  ...values.map((value) => ({ value: String(value), label: label(value) })),
];
const band = (key: ChoiceKey, label: string, unit: string, values: string[]): FilterField => ({
  kind: 'choice',
  key,
  label,
  options: bands(unit, values),
  fallback: '*',
});
const list = (key: ListKey, label: string): FilterField => ({ kind: 'list', key, label });
const flag = (key: FlagKey, label: string): FilterField => ({ kind: 'flag', key, label });
const one = (id: string, label: string, fields: FilterField[]): FilterTab[] => [{ id, label, fields }];

const thisYear = new Date().getFullYear();
const years = Array.from({ length: 20 }, (_, i) => thisYear - i);
const mileages = [5000, 10000, 20000, 30000, 40000, 50000, 60000, 80000, 100000];
const engineSizes = numbers([1000, 1200, 1400, 1600, 2000, 2500, 3000], (cc) => formatEngineSize(cc / 1000));

/**
 * The advanced view's criteria (requirements 2.15), grouped as people look for them; each group opens
 * as a sub-panel, the longer ones with tabs. The keywords stay in the advanced view itself.
 */
export const filterGroups: FilterGroup[] = [
  {
    id: 'age',
    title: 'Age and mileage',
    tabs: [
      {
        id: 'age',
        label: 'Age',
        fields: [
          { kind: 'number', key: 'MinYear', label: 'From year', options: numbers(years, String) },
          { kind: 'number', key: 'MaxYear', label: 'To year', options: numbers(years, String) },
        ],
      },
      {
        id: 'mileage',
        label: 'Mileage',
        fields: [
          {
            kind: 'number',
            key: 'MaxMileage',
            label: 'Max mileage',
            options: numbers(mileages, (value) => `Up to ${formatNumber(value)} miles`),
          },
        ],
      },
    ],
  },
  {
    id: 'body',
    title: 'Body and colour',
    tabs: [
      { id: 'body-style', label: 'Body style', fields: [list('BodyStyles', 'Body style')] },
      { id: 'colour', label: 'Colour', fields: [list('Colours', 'Colour')] },
      { id: 'doors-seats', label: 'Doors and seats', fields: [list('Doors', 'Doors'), list('Seats', 'Seats')] },
    ],
  },
  {
    id: 'engine',
    title: 'Engine and gearbox',
    tabs: [
      {
        id: 'fuel-gearbox',
        label: 'Fuel and gearbox',
        fields: [list('FuelTypes', 'Fuel type'), list('Transmissions', 'Gearbox'), list('DriveTrains', 'Drivetrain')],
      },
      {
        id: 'engine-size',
        label: 'Engine size',
        fields: [
          { kind: 'number', key: 'MinEngineSize', label: 'Min engine size', options: engineSizes },
          { kind: 'number', key: 'MaxEngineSize', label: 'Max engine size', options: engineSizes },
        ],
      },
      {
        id: 'performance',
        label: 'Performance',
        fields: [
          band('SelectedPower', 'Power', 'bhp', ['0-100', '100-150', '150-200', '200-300', '300+']),
          band('SelectedAcceleration', '0 to 62 mph', 'seconds', ['0-6', '6-8', '8-10', '10-12', '12+']),
          band('SelectedTopSpeed', 'Top speed', 'mph', ['0-100', '100-120', '120-140', '140+']),
        ],
      },
    ],
  },
  {
    id: 'costs',
    title: 'Running costs',
    tabs: one('costs', 'Running costs', [
      band('SelectedFuelEfficiency', 'Fuel economy', 'mpg', ['30-40', '40-50', '50-60', '60+']),
      band('SelectedCostAnnualTax', 'Road tax a year', 'pounds', ['0-20', '20-190', '190-400', '400+']),
      band('SelectedCO2Emission', 'CO2 emissions', 'g/km', ['0-75', '75-100', '100-120', '120-150', '150+']),
      band('SelectedInsuranceGroup', 'Insurance group', '', ['1-10', '11-20', '21-30', '31-40', '41-50']),
      band('SelectedTankRange', 'Range on a full tank', 'miles', ['0-300', '300-500', '500-700', '700+']),
      flag('IsULEZCompliant', 'ULEZ compliant only'),
    ]),
  },
  {
    id: 'electric',
    title: 'Electric',
    tabs: one('electric', 'Electric', [
      band('SelectedBatteryRangeMiles', 'Battery range', 'miles', ['0-150', '150-250', '250-350', '350+']),
      band('SelectedBatteryFastChargeMinutes', 'Rapid charge time', 'minutes', ['0-30', '30-45', '45-60', '60+']),
      flag('BatteryIsWarrantyWhenNew', 'Battery under its original warranty'),
      flag('BatteryIsLeased', 'Include leased batteries'),
    ]),
  },
  {
    id: 'dealer',
    title: 'Dealer and history',
    tabs: [
      {
        id: 'dealer',
        label: 'Dealer',
        fields: [
          list('DealerRating', 'Dealer rating'),
          list('DealerType', 'Dealer type'),
          flag('IncludeOnlineOnlySearch', 'Include online-only dealers'),
          flag('PartExAvailable', 'Part exchange available'),
        ],
      },
      {
        id: 'history',
        label: 'History',
        fields: [
          list('SafetyRatings', 'Safety rating'),
          flag('ExcludeHistoryCatNCatD', 'Hide Cat N and Cat D vehicles'),
          flag('ExcludeHistoryCatSCatC', 'Hide Cat S and Cat C vehicles'),
          flag('ExcludeImports', 'Hide imports'),
          flag('ExcludeExHire', 'Hide ex-hire vehicles'),
          flag('ExcludeExFleet', 'Hide ex-fleet vehicles'),
        ],
      },
      {
        id: 'advert',
        label: 'Advert',
        fields: [
          flag('IsReduced', 'Reduced in price'),
          flag('IsRecentlyAdded', 'Recently added'),
          flag('IsPreReg', 'Pre-registered only'),
          flag('IsExDemo', 'Ex-demo only'),
          flag('MinImageCountActive', 'With photos only'),
          {
            kind: 'choice',
            key: 'SelectedPriceIndicator',
            label: 'Price rating',
            options: [
              { value: 'any', label: 'Any price rating' },
              { value: 'great', label: 'Great price only' },
              { value: 'good', label: 'Good price or better' },
              { value: 'fair', label: 'Fair price or better' },
            ],
            fallback: 'any',
          },
          {
            kind: 'choice',
            key: 'SelectedVATInclusionType',
            label: 'VAT',
            options: [
              { value: 'both', label: 'Prices with or without VAT' },
              { value: 'incvat', label: 'Prices including VAT' },
              { value: 'exvat', label: 'Prices excluding VAT' },
            ],
            fallback: 'both',
          },
        ],
      },
    ],
  },
];

/** The criteria a group's sub-panel edits (the search panel UI store's subSPKeys). */
export function groupKeys(group: FilterGroup): CriteriaKey[] {
  return group.tabs.flatMap((tab) => tab.fields.map((field) => field.key));
}

/** The first error of the group's criteria, if any (`errorFor` as SearchStore's). */
export function groupError(group: FilterGroup, errorFor: (key: string) => string | undefined): string | undefined {
  return groupKeys(group)
    .map(errorFor)
    .find((error) => error !== undefined);
}

/** "2 filters applied", "1 filter applied" or "Any", from the modified criteria. */
export function groupSummary(group: FilterGroup, modified: readonly CriteriaKey[]): string {
  const keys = groupKeys(group);
  const applied = modified.filter((key) => keys.includes(key)).length;
  if (applied === 0) return 'Any';
  return `${applied} ${applied === 1 ? 'filter' : 'filters'} applied`;
}
