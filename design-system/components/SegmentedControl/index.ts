export { SegmentedControl } from './SegmentedControl';
export type { Segment, SegmentedControlProps } from './SegmentedControl';
