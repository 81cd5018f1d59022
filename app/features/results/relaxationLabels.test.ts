import { describe, expect, it } from 'vitest';
import type { SearchCriteria } from '../../api/types';
import { relaxationLabel } from './relaxationLabels';

/** The panel: the names of the choices. */
const panel: SearchCriteria = {
  MakeModels: [{ Value: 'land-rover', Name: 'Land Rover', Models: [{ Value: 'range-rover', Name: 'Range Rover' }] }],
  FuelTypes: [
    { Value: 'petrol', Name: 'Petrol' },
    { Value: 'plug-in-hybrid', Name: 'Plug-in hybrid' },
  ],
};

const criteria: SearchCriteria = {
  MakeModels: [{ Value: 'land-rover', Selected: true, Models: [{ Value: 'range-rover', Selected: true }] }],
  FuelTypes: [{ Value: 'plug-in-hybrid', Selected: true }],
  MaxPaymentMonthlyCost: 250,
  MinYear: 2020,
  SelectedPower: '100-150',
  IsReduced: true,
  ExcludeImports: true,
  IsHot: true,
  Keywords: [{ Value: 'sunroof' }, { Value: 'tow bar' }],
  MinPower: 150,
  Distance: 30,
};

describe('relaxationLabel', () => {
  it.each([
    ['Make', 'Make: Land Rover'],
    ['Model', 'Model: Range Rover'],
    ['FuelTypes', 'Fuel type: Plug-in hybrid'],
    ['MaxPaymentMonthlyCost', 'Max monthly cost: £250'],
    ['MinYear', 'From year: 2020'],
    ['SelectedPower', 'Power: 100 to 150 bhp'],
    ['IsReduced', 'Reduced in price'],
    ['ExcludeImports', 'Hide imports'],
    ['IsHot', 'Popular adverts only'],
    ['Keyword:sunroof', 'Keyword: sunroof'],
    ['Keyword:tow bar', 'Keyword: tow bar'],
    ['MinPower', 'Min power: 150'],
    ['Distance', 'Distance: Within 30 miles'],
  ] as const)('names %s as the person chose it: %s', (id, label) => {
    expect(relaxationLabel(id, criteria, panel)).toBe(label);
  });

  it('names a choice the panel does not list from its value', () => {
    expect(relaxationLabel('Make', { MakeModels: [{ Value: 'alfa-romeo', Selected: true }] }, {})).toBe(
      'Make: Alfa Romeo',
    );
  });
});
