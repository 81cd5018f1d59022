export { RegistrationPlateField, plates } from './RegistrationPlateField';
