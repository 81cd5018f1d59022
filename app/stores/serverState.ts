import type { County } from '../api/types';
import type { SearchSnapshot } from './search/SearchStore';
import type { VehicleSnapshot } from './VehicleStore';

/** The id of the page's `<script type="application/json">` holding the `ServerState`. */
export const serverStateId = 'server-state';

/**
 * What the server loaded to render the page (app/render.tsx `renderRequest`), by the store it
 * fills: that store starts from it, so the browser's first render is the server's.
 */
export interface ServerState {
  /** A vehicle page's vehicle. */
  vehicle?: VehicleSnapshot;
  /** A results or landing page's search and its page of results. */
  search?: SearchSnapshot;
  /** A town's landing page's locations lookup (the counties and their towns). */
  locations?: County[];
}
