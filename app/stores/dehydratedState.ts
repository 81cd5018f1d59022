import type { County } from '../api/types';
import type { DehydratedSearch } from './search/SearchHydration';
import type { DehydratedVehicle } from './VehicleStore';

/** The id of the page's `<script type="application/json">` holding the `DehydratedState`. */
export const dehydratedStateId = 'dehydrated-state';

/**
 * The dehydrated state: what the server loaded to render the page (app/render.tsx `renderRequest`),
 * by the store it fills, sent with the markup as JSON. That store is hydrated with it before the
 * first render, so the browser's first render is the server's.
 */
export interface DehydratedState {
  /** A vehicle page's vehicle. */
  vehicle?: DehydratedVehicle;
  /** A results or landing page's search and its page of results. */
  search?: DehydratedSearch;
  /** A town's landing page's locations lookup (the counties and their towns). */
  locations?: County[];
  /** The path of a page the server found names nothing (a make the makes lookup does not list): the 404 page. */
  notFound?: string;
}
