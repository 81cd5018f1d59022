export { DescriptionList, descriptionListLayouts } from './DescriptionList';
export type { DescriptionListItem, DescriptionListLayout, DescriptionListProps } from './DescriptionList';
