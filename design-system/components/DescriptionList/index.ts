export { DescriptionList, descriptionListLayouts } from './DescriptionList';
export type { DescriptionListItem, DescriptionListLayout } from './DescriptionList';
