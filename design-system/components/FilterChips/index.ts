export { FilterChips } from './FilterChips';
export type { FilterChip, FilterChipsProps } from './FilterChips';
