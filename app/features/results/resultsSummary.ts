import { vehicleNounFor, vehicleWords } from '@domain/vehicleTypes';
import { formatPostcode } from '@domain/uk/postcode';
import { formatNumber } from '@ds';
import type { VehicleType } from '../../lib/catalogue';

/** Results shown per page (the contract's default page size). */
export const pageSize = 20;

/** What a results page knows of its search when it writes its texts. */
export interface ResultsState {
  vehicleType: VehicleType;
  /** The search's total: undefined until it is known, and when the search failed. */
  total: number | undefined;
  /** The postcode searched near, as the panel holds it. */
  postcode?: string;
  /** The dealer whose stock this is. */
  dealerName?: string;
  /** A landing page's own h1. */
  heading?: string;
  /** The page of results asked for (1 is the first). */
  page: number;
  /** Results per page (the server's page size). */
  perPage: number;
  /** Whether this page's results are on screen, and how many. */
  isLoaded: boolean;
  shownCount: number;
  /** The order the results are in, as the sort control names it. */
  sortLabel?: string;
}

/** A results page's texts: its title and headings, what it announces, and how many pages it has. */
export interface ResultsSummary {
  /** A dealer's stock, named by its dealer: the page's title and h1. */
  dealerStock: string | undefined;
  /** The page's h1. */
  heading: string;
  /** The results section's heading. */
  resultsHeading: string;
  /** What a re-sort or page turn announces (politely): the range now shown and the order. */
  announcement: string;
  totalPages: number;
  /** A page number past the last (typed, or an old link): the search has results, this page has none. */
  pastTheEnd: boolean;
  /** Past the end: how many pages the results fill, and the way to the last one. */
  pastTheEndText: string;
  lastPageLink: string;
}

/** The texts of a results page in the state it is in. */
export function resultsSummary(state: ResultsState): ResultsSummary {
  const { vehicleType, total, page, perPage } = state;
  const noun = vehicleWords[vehicleType].many;
  const near = state.postcode ? ` near ${formatPostcode(state.postcode)}` : '';
  const dealerStock =
    state.dealerName === undefined ? undefined : `${vehicleWords[vehicleType].Many} from ${state.dealerName}`;
  const totalPages = Math.max(1, Math.ceil((total ?? 0) / perPage));
  const count = total ?? 0;
  return {
    dealerStock,
    heading:
      state.heading ??
      dealerStock ??
      (total === undefined
        ? `Used ${noun}${near}`
        : `${formatNumber(total)} used ${vehicleNounFor(vehicleType, total)}${near}`),
    resultsHeading: total === undefined ? 'Results' : `${formatNumber(total)} results`,
    announcement:
      state.isLoaded && total !== undefined && state.shownCount > 0
        ? `Showing ${formatNumber((page - 1) * perPage + 1)} to ${formatNumber(Math.min(page * perPage, total))} of ${formatNumber(total)} ${noun}, ${state.sortLabel ?? 'Most relevant'}`
        : '',
    totalPages,
    pastTheEnd: page > totalPages && count > 0,
    pastTheEndText: `These ${formatNumber(count)} ${vehicleNounFor(vehicleType, count)} fill ${formatNumber(totalPages)} ${totalPages === 1 ? 'page' : 'pages'}.`,
    lastPageLink: `Go to page ${formatNumber(totalPages)}, the last page`,
  };
}
