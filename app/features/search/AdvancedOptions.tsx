import { observer } from 'mobx-react-lite';
import { Checkbox, CheckboxGroup, formatNumber, Heading, NativeSelect, Stack, Switch, TextField } from '@ds';
import type { FilterOption, SearchCriteria } from '../../api/types';
import { useStores } from '../../stores/StoresContext';
import type { listFilterKeys } from '../../stores/search/criteria';
import { filterLabel, filterOptions, type SelectOption } from './options';
import * as styles from './AdvancedOptions.css';

type ListKey = (typeof listFilterKeys)[number];
type FlagKey = {
  [K in keyof SearchCriteria]-?: NonNullable<SearchCriteria[K]> extends boolean ? K : never;
}[keyof SearchCriteria];
type BandKey = {
  [K in keyof SearchCriteria]-?: K extends `Selected${string}`
    ? NonNullable<SearchCriteria[K]> extends string
      ? K
      : never
    : never;
}[keyof SearchCriteria];
type NumberKey = {
  [K in keyof SearchCriteria]-?: NonNullable<SearchCriteria[K]> extends number ? K : never;
}[keyof SearchCriteria];

const any: SelectOption = { value: '-1', label: 'Any' };
const bands = (unit: string, values: string[]): SelectOption[] => [
  { value: '*', label: 'Any' },
  ...values.map((value) => ({ value, label: `${value.replace('-', ' to ')} ${unit}`.replace('+ ', ' or more ') })),
];
const numbers = (values: number[], label: (value: number) => string): SelectOption[] => [
  any,
  ...values.map((value) => ({ value: String(value), label: label(value) })),
];

const thisYear = new Date().getFullYear();
const years = Array.from({ length: 20 }, (_, i) => thisYear - i);
const mileages = [5000, 10000, 20000, 30000, 40000, 50000, 60000, 80000, 100000];

/** The search panel's advanced view: every criterion of spec section 3, grouped as people look for them. */
const AdvancedOptions = observer(function AdvancedOptions() {
  const { search } = useStores();
  const { panel } = search;

  const list = (key: ListKey, label: string) => {
    const options = filterOptions(panel[key]);
    if (!options.length) return null;
    return (
      <CheckboxGroup
        label={label}
        value={options.filter((option) => option.Selected).map((option) => option.Value)}
        onChange={(values) =>
          search.setCriterion(
            key,
            (panel[key] ?? []).map((option: FilterOption) => ({
              ...option,
              Selected: option.Value === '*' ? values.length === 0 : values.includes(option.Value),
            })),
          )
        }
      >
        {options.map((option) => (
          <Checkbox key={option.Value} value={option.Value}>
            {filterLabel(option)}
          </Checkbox>
        ))}
      </CheckboxGroup>
    );
  };

  const band = (key: BandKey, label: string, options: SelectOption[]) => (
    <NativeSelect
      label={label}
      options={options}
      value={String(panel[key] ?? '*')}
      onChange={(value) => search.setCriterion(key, value as never)}
    />
  );

  const number = (key: NumberKey, label: string, options: SelectOption[]) => (
    <NativeSelect
      label={label}
      options={options}
      value={String(panel[key] ?? -1)}
      onChange={(value) => search.setCriterion(key, Number(value))}
      width="short"
    />
  );

  const flag = (key: FlagKey, label: string) => (
    <Switch isSelected={panel[key] === true} onChange={(on) => search.setCriterion(key, on)}>
      {label}
    </Switch>
  );

  return (
    <div className={styles.groups}>
      <Stack as="section" space="medium" aria-labelledby="adv-age">
        <Heading level={3} id="adv-age" size="standard">
          Age and mileage
        </Heading>
        {number('MinYear', 'From year', numbers(years, String))}
        {number('MaxYear', 'To year', numbers(years, String))}
        {number(
          'MaxMileage',
          'Max mileage',
          numbers(mileages, (value) => `Up to ${formatNumber(value)} miles`),
        )}
      </Stack>
      <Stack as="section" space="medium" aria-labelledby="adv-body">
        <Heading level={3} id="adv-body" size="standard">
          Body and colour
        </Heading>
        {list('BodyStyles', 'Body style')}
        {list('Colours', 'Colour')}
        {list('Doors', 'Doors')}
        {list('Seats', 'Seats')}
      </Stack>
      <Stack as="section" space="medium" aria-labelledby="adv-engine">
        <Heading level={3} id="adv-engine" size="standard">
          Engine and gearbox
        </Heading>
        {list('FuelTypes', 'Fuel type')}
        {list('Transmissions', 'Gearbox')}
        {list('DriveTrains', 'Drivetrain')}
        {number(
          'MinEngineSize',
          'Min engine size',
          numbers([1000, 1200, 1400, 1600, 2000, 2500, 3000], (cc) => `${(cc / 1000).toFixed(1)} litres`),
        )}
        {number(
          'MaxEngineSize',
          'Max engine size',
          numbers([1000, 1200, 1400, 1600, 2000, 2500, 3000], (cc) => `${(cc / 1000).toFixed(1)} litres`),
        )}
        {band('SelectedPower', 'Power', bands('bhp', ['0-100', '100-150', '150-200', '200-300', '300+']))}
        {band('SelectedAcceleration', '0 to 62 mph', bands('seconds', ['0-6', '6-8', '8-10', '10-12', '12+']))}
        {band('SelectedTopSpeed', 'Top speed', bands('mph', ['0-100', '100-120', '120-140', '140+']))}
      </Stack>
      <Stack as="section" space="medium" aria-labelledby="adv-costs">
        <Heading level={3} id="adv-costs" size="standard">
          Running costs
        </Heading>
        {band('SelectedFuelEfficiency', 'Fuel economy', bands('mpg', ['30-40', '40-50', '50-60', '60+']))}
        {band('SelectedCostAnnualTax', 'Road tax a year', bands('pounds', ['0-20', '20-190', '190-400', '400+']))}
        {band('SelectedCO2Emission', 'CO2 emissions', bands('g/km', ['0-75', '75-100', '100-120', '120-150', '150+']))}
        {band('SelectedInsuranceGroup', 'Insurance group', bands('', ['1-10', '11-20', '21-30', '31-40', '41-50']))}
        {band('SelectedTankRange', 'Range on a full tank', bands('miles', ['0-300', '300-500', '500-700', '700+']))}
        {flag('IsULEZCompliant', 'ULEZ compliant only')}
      </Stack>
      <Stack as="section" space="medium" aria-labelledby="adv-electric">
        <Heading level={3} id="adv-electric" size="standard">
          Electric
        </Heading>
        {band('SelectedBatteryRangeMiles', 'Battery range', bands('miles', ['0-150', '150-250', '250-350', '350+']))}
        {band(
          'SelectedBatteryFastChargeMinutes',
          'Rapid charge time',
          bands('minutes', ['0-30', '30-45', '45-60', '60+']),
        )}
        {flag('BatteryIsWarrantyWhenNew', 'Battery under its original warranty')}
        {flag('BatteryIsLeased', 'Include leased batteries')}
      </Stack>
      <Stack as="section" space="medium" aria-labelledby="adv-dealer">
        <Heading level={3} id="adv-dealer" size="standard">
          Dealer and history
        </Heading>
        {list('DealerRating', 'Dealer rating')}
        {list('DealerType', 'Dealer type')}
        {list('SafetyRatings', 'Safety rating')}
        {flag('ExcludeHistoryCatNCatD', 'Hide Cat N and Cat D vehicles')}
        {flag('ExcludeHistoryCatSCatC', 'Hide Cat S and Cat C vehicles')}
        {flag('ExcludeImports', 'Hide imports')}
        {flag('ExcludeExHire', 'Hide ex-hire vehicles')}
        {flag('ExcludeExFleet', 'Hide ex-fleet vehicles')}
        {flag('PartExAvailable', 'Part exchange available')}
        {flag('IsReduced', 'Reduced in price')}
        {flag('IsRecentlyAdded', 'Recently added')}
        {flag('IsPreReg', 'Pre-registered only')}
        {flag('IsExDemo', 'Ex-demo only')}
        {flag('IncludeOnlineOnlySearch', 'Include online-only dealers')}
        {flag('MinImageCountActive', 'With photos only')}
        <NativeSelect
          label="VAT"
          options={[
            { value: 'both', label: 'Prices with or without VAT' },
            { value: 'incvat', label: 'Prices including VAT' },
            { value: 'exvat', label: 'Prices excluding VAT' },
          ]}
          value={panel.SelectedVATInclusionType ?? 'both'}
          onChange={(value) =>
            search.setCriterion(
              'SelectedVATInclusionType',
              value as NonNullable<SearchCriteria['SelectedVATInclusionType']>,
            )
          }
        />
      </Stack>
      <Stack as="section" space="medium" aria-labelledby="adv-keywords">
        <Heading level={3} id="adv-keywords" size="standard">
          Keywords
        </Heading>
        <TextField
          label="Keywords"
          description="Words in the advert, separated by commas, e.g. heated seats, tow bar"
          value={(panel.Keywords ?? []).map((keyword) => keyword.Value).join(', ')}
          onChange={(value) =>
            search.setCriterion(
              'Keywords',
              value.split(',').map((word) => ({ Value: word.trimStart() })),
            )
          }
          maxLength={200}
        />
      </Stack>
    </div>
  );
});

export default AdvancedOptions;
