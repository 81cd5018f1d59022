import { formatNumber, formatPrice } from '@ds';
import type { FilterOption, MakeModel, SearchCriteria } from '../../api/types';
import { slugToName } from '../../lib/catalogue';
import { selectedFilterOptions, selectedMakeModels } from '@domain/search/criteria';
import { isKeywordRelaxation, relaxedKeyword, type RelaxationId } from '../../stores/search/relaxations';
import { filterGroups, type FilterField } from '../search/filterGroups';
import { distanceOptions } from '../search/options';

/** The advanced view's fields by criterion: their labels, and the labels of their choices. */
const fields = new Map<string, FilterField>(
  filterGroups.flatMap((group) => group.tabs.flatMap((tab) => tab.fields.map((field) => [field.key, field]))),
);

/** Criteria the panel shows no field for (a shared address or saved search may carry them). */
const otherLabels: Partial<Record<RelaxationId, string>> = {
  Age: 'Max age',
  MinAge: 'Min age',
  MaxAge: 'Max age',
  MinMileage: 'Min mileage',
  Mileage: 'Max mileage',
  MinPower: 'Min power',
  MaxPower: 'Max power',
  MinBrakedTowingWeight: 'Min braked towing weight',
  MinUnbrakedTowingWeight: 'Min unbraked towing weight',
  DealerName: 'Dealer',
  SelectedAdvertType: 'Advert type',
  IsHot: 'Popular adverts only',
  IsPriceAndGo: 'Price & Go only',
};

const prices: Partial<Record<RelaxationId, string>> = {
  MinPrice: 'Min price',
  MaxPrice: 'Max price',
  MinPaymentMonthlyCost: 'Min monthly cost',
  MaxPaymentMonthlyCost: 'Max monthly cost',
};

/** An entry's name as the panel lists it (the panel has the names; a request carries values only). */
const nameIn = (entries: readonly (FilterOption | MakeModel)[] | undefined, value: string) =>
  entries?.find((entry) => entry.Value === value)?.Name ?? slugToName(value);

/**
 * A relaxation in the person's words, naming what they chose: 'Max price: £3,000', 'Colour: Red,
 * Blue', 'Model: Fiesta', 'Distance: Within 10 miles', 'Reduced in price'. `criteria` is the search
 * that found nothing; `panel` the search panel, for the names of its choices.
 */
export function relaxationLabel(id: RelaxationId, criteria: SearchCriteria, panel: SearchCriteria): string {
  if (id === 'Make' || id === 'Model') {
    const make = selectedMakeModels(criteria.MakeModels)[0];
    const panelMake = panel.MakeModels?.find((entry) => entry.Value === make?.Value);
    if (id === 'Make') return `Make: ${make ? nameIn(panel.MakeModels, make.Value) : ''}`;
    const model = make?.Models?.[0];
    return `Model: ${model ? nameIn(panelMake?.Models, model.Value) : ''}`;
  }
  if (isKeywordRelaxation(id)) return `Keyword: ${relaxedKeyword(id)}`;
  const value: unknown = criteria[id];
  const price = prices[id];
  if (price && typeof value === 'number') return `${price}: ${formatPrice(value)}`;
  if (id === 'Distance') {
    const option = distanceOptions.find((entry) => entry.value === String(value));
    return `Distance: ${option?.label ?? `Within ${formatNumber(Number(value))} miles`}`;
  }
  const field = fields.get(id);
  if (field?.kind === 'flag') return field.label;
  if (field?.kind === 'list') {
    const chosen = selectedFilterOptions(criteria[field.key]).map((option) => nameIn(panel[field.key], option.Value));
    return `${field.label}: ${chosen.join(', ')}`;
  }
  if (field?.kind === 'number' || field?.kind === 'choice') {
    const option = field.options.find((entry) => entry.value === String(value));
    return `${field.label}: ${option?.label ?? String(value)}`;
  }
  const label = otherLabels[id] ?? id.replace(/([a-z])([A-Z])/g, '$1 $2');
  if (typeof value === 'boolean') return label;
  return `${label}: ${typeof value === 'number' ? formatNumber(value) : String(value)}`;
}
