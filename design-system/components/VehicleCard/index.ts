export { VehicleCard, featuredAdvertNote } from './VehicleCard';
export type { VehicleCardProps } from './VehicleCard';
