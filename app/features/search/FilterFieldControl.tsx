import { observer } from 'mobx-react-lite';
import { Checkbox, CheckboxGroup, NativeSelect, Switch } from '@ds';
import type { FilterOption, SearchCriteria } from '../../api/types';
import { useStores } from '../../stores/StoresContext';
import type { FilterField } from './filterGroups';
import { boundedOptions, filterLabel, filterOptions } from './options';

/** One criterion of the advanced view, bound to the search store. */
export const FilterFieldControl = observer(function FilterFieldControl({ field }: { field: FilterField }) {
  const { search } = useStores();
  const { panel } = search;

  switch (field.kind) {
    case 'list': {
      const options = filterOptions(panel[field.key]);
      if (!options.length) return null;
      return (
        <CheckboxGroup
          label={field.label}
          value={options.filter((option) => option.Selected).map((option) => option.Value)}
          onChange={(values) =>
            search.setCriterion(
              field.key,
              (panel[field.key] ?? []).map((option: FilterOption) => ({
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
    }
    case 'number':
      return (
        <NativeSelect
          label={field.label}
          options={boundedOptions(field.key, field.options, panel)}
          value={String(panel[field.key] ?? -1)}
          onChange={(value) => search.setCriterion(field.key, Number(value))}
          isInvalid={search.errorFor(field.key) !== undefined}
          errorMessage={search.errorFor(field.key)}
          width="short"
        />
      );
    case 'choice':
      return (
        <NativeSelect
          label={field.label}
          options={field.options}
          value={String(panel[field.key] ?? field.fallback)}
          onChange={(value) => search.setCriterion(field.key, value as SearchCriteria[typeof field.key])}
        />
      );
    case 'flag':
      return (
        <Switch isSelected={panel[field.key] === true} onChange={(on) => search.setCriterion(field.key, on)}>
          {field.label}
        </Switch>
      );
  }
});
