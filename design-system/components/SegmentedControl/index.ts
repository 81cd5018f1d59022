export { SegmentedControl, segmentedControlLabelVisibilities } from './SegmentedControl';
