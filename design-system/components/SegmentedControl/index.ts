export { SegmentedControl, segmentedControlLabelVisibilities } from './SegmentedControl';
export type { Segment, SegmentedControlLabelVisibility, SegmentedControlProps } from './SegmentedControl';
