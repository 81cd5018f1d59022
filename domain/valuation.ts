/**
 * The valuation's rules beyond the contract's schema for a car valued from its details (requirements
 * 9.13), which the form checks first and the server checks again (a make or model left blank passes
 * the schema: 422 with the field's own message).
 */

/** The fuels and gearboxes a car's details may give: the site's own search names. */
export const valuationFuelTypes = ['Petrol', 'Diesel', 'Hybrid', 'Electric'] as const;
export const valuationTransmissions = ['Manual', 'Automatic'] as const;

/** The messages no shared rule gives, in GOV.UK's wording (requirements 5.13). */
export const valuationMessages = {
  make: 'Enter the make of your car',
  model: 'Enter the model of your car',
  makeCharacters: 'The make must not include < or >',
  modelCharacters: 'The model must not include < or >',
  year: 'Enter the year your car was first registered',
  fuel: 'Select the fuel your car uses',
  gearbox: 'Select whether your car is manual or automatic',
  yearWithin: (thisYear: number) => `Enter a year between 1900 and ${thisYear}`,
} as const;
