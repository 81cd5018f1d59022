import { formatNumber, formatPrice } from '@ds';
import type { FilterOption, MakeModel, SavedSearch, SearchCriteria, VehicleType } from '../../api/types';
import { SavedSearchName } from '../../../openapi/generated/limits';
import { slugToName } from '../../lib/catalogue';
import { formatPostcode } from '@domain/uk/postcode';
import { criteriaToQuery, modifiedKeys, noLimit, selectedMakeModels } from '@domain/search/criteria';
import { filterGroups, type FilterField } from '../search/filterGroups';
import { distanceOptions } from '../search/options';
import { vehicleWords } from '@domain/vehicleTypes';

/** The contract's limit on a saved search's name. */
export const savedSearchNameMaxLength = SavedSearchName.maxLength;

/** The results page a saved search runs: /search/{type}/ with its criteria in the address. */
export function savedSearchHref(search: Pick<SavedSearch, 'VehicleType' | 'Criteria'>): string {
  const query = criteriaToQuery(search.Criteria).toString();
  return `/search/${search.VehicleType}/${query ? `?${query}` : ''}`;
}

const nameOf = (entry: MakeModel | FilterOption) => entry.Name ?? slugToName(entry.Value);

/** 'Ford Fiesta', 'Ford Fiesta or Focus', 'Ford', or '' when no make is chosen. */
function makeModelText(criteria: SearchCriteria): string {
  const make = selectedMakeModels(criteria.MakeModels)[0];
  if (!make) return '';
  // The request form of the criteria keeps only values: the names come from the full entries.
  const full = criteria.MakeModels?.find((entry) => entry.Value === make.Value) ?? make;
  const models = selectedMakeModels(full.Models).map((model) => {
    const named = full.Models?.find((entry) => entry.Value === model.Value);
    return nameOf(named ?? model);
  });
  return [nameOf(full), models.join(' or ')].filter(Boolean).join(' ');
}

const limit = (value: number | undefined) => (value !== undefined && value > noLimit ? value : undefined);

/** '£3,000 to £15,000', 'Up to £15,000', 'From £3,000', with ' a month' in the monthly cost mode. */
function priceText(criteria: SearchCriteria): string {
  const monthly = criteria.PaymentSearchSelection?.Selected === 'monthly';
  const min = limit(monthly ? criteria.MinPaymentMonthlyCost : criteria.MinPrice);
  const max = limit(monthly ? criteria.MaxPaymentMonthlyCost : criteria.MaxPrice);
  const suffix = monthly ? ' a month' : '';
  if (min !== undefined && max !== undefined) return `${formatPrice(min)} to ${formatPrice(max)}${suffix}`;
  if (max !== undefined) return `Up to ${formatPrice(max)}${suffix}`;
  if (min !== undefined) return `From ${formatPrice(min)}${suffix}`;
  return '';
}

/** 'Within 50 miles of SW1A 1AA', 'National, from SW1A 1AA', or '' without a postcode. */
function locationText(criteria: SearchCriteria): string {
  if (!criteria.PostCode) return '';
  const postcode = formatPostcode(criteria.PostCode);
  const distance = criteria.Distance ?? 1000;
  if (distance >= 1000) return `National, from ${postcode}`;
  return `${distanceOptions.find((option) => option.value === String(distance))?.label ?? `Within ${formatNumber(distance)} miles`} of ${postcode}`;
}

/** One advanced criterion as the search panel labels it: 'Gearbox: Manual', 'Hide imports'. */
function fieldText(field: FilterField, criteria: SearchCriteria): string {
  switch (field.kind) {
    case 'list': {
      const chosen = (criteria[field.key] ?? []).filter((option) => option.Selected === true && option.Value !== '*');
      return `${field.label}: ${chosen.map(nameOf).join(', ')}`;
    }
    case 'number': {
      const value = criteria[field.key];
      const option = field.options.find((entry) => entry.value === String(value));
      return `${field.label}: ${option?.label ?? formatNumber(Number(value))}`;
    }
    case 'choice': {
      const value = String(criteria[field.key]);
      return `${field.label}: ${field.options.find((entry) => entry.value === value)?.label ?? value}`;
    }
    case 'flag':
      return field.label;
  }
}

const advancedFields = filterGroups.flatMap((group) => group.tabs.flatMap((tab) => tab.fields));

/** The criteria the summary names by themselves, besides the advanced ones. */
const namedKeys = new Set<string>([
  'MakeModels',
  'Distance',
  'Keywords',
  // Said with the VAT choice ('Prices excluding VAT').
  'IsPriceExcludeVATSearch',
  ...advancedFields.map((field) => field.key),
]);

/**
 * A saved search's criteria in words, one part each, for the account home: the vehicle type, the
 * make and model, the price, where, each advanced criterion as the search panel labels it, the
 * keywords, and how many other criteria there are ('and 2 more criteria').
 */
export function describeCriteria(vehicleType: VehicleType, criteria: SearchCriteria): string[] {
  const modified = modifiedKeys(criteria);
  const keywords = (criteria.Keywords ?? []).map((keyword) => keyword.Value.trim()).filter(Boolean);
  const advanced = advancedFields.filter((field) => modified.includes(field.key)).map((f) => fieldText(f, criteria));
  if (criteria.IsPriceExcludeVATSearch === true && !modified.includes('SelectedVATInclusionType'))
    advanced.push('VAT: Prices excluding VAT');
  // The price of the mode in use is named; a price kept from the other mode counts among the others.
  const prices =
    criteria.PaymentSearchSelection?.Selected === 'monthly'
      ? ['MinPaymentMonthlyCost', 'MaxPaymentMonthlyCost']
      : ['MinPrice', 'MaxPrice'];
  const others = modified.filter((key) => !namedKeys.has(key) && !prices.includes(key)).length;
  return [
    vehicleWords[vehicleType].Many,
    makeModelText(criteria),
    priceText(criteria),
    locationText(criteria),
    ...advanced,
    keywords.length ? `Keywords: ${keywords.join(', ')}` : '',
    others ? `and ${others} more ${others === 1 ? 'criterion' : 'criteria'}` : '',
  ].filter(Boolean);
}

/**
 * The name the save-search-form suggests: 'Ford Fiesta up to £15,000 near SW1A 1AA', 'Used vans near
 * L20 8EU', cut to the contract's 60 characters.
 */
export function suggestedName(vehicleType: VehicleType, criteria: SearchCriteria): string {
  const what = makeModelText(criteria) || `Used ${vehicleWords[vehicleType].many}`;
  const price = priceText(criteria);
  const near = criteria.PostCode ? `near ${formatPostcode(criteria.PostCode)}` : '';
  const name = [what, price.replace(/^(Up to|From)/, (word) => word.toLowerCase()), near].filter(Boolean).join(' ');
  return name.length <= savedSearchNameMaxLength ? name : [what, near].filter(Boolean).join(' ').slice(0, 60).trim();
}
