import type { VehicleSnapshot } from './VehicleStore';

/** The id of the page's `<script type="application/json">` holding the `ServerState`. */
export const serverStateId = 'server-state';

/**
 * What the server loaded to render the page (app/prerender.tsx `renderRequest`), by the on-demand
 * store it fills: that store starts from it, so the browser's first render is the server's.
 */
export interface ServerState {
  vehicle?: VehicleSnapshot;
}
