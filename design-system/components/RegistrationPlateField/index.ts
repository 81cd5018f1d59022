export { RegistrationPlateField, plates } from './RegistrationPlateField';
export type { Plate, RegistrationPlateFieldProps } from './RegistrationPlateField';
