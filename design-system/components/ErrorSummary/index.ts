export { ErrorSummary } from './ErrorSummary';
export type { ErrorSummaryItem } from './ErrorSummary';
