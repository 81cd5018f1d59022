import { describe, expect, it } from 'vitest';
import { overlayNames } from './names';
import { overlayRegistry } from './registry';

/** The overlays the app shell (S4) builds; the rest come with the features that use them. */
const shellOverlays = [
  'success',
  'fail',
  'form-confirmation',
  'modal-content',
  'modal-list',
  'iframe',
  'modal-iframe',
  'social-share',
  'cazoo-qr',
  'operating-status',
  'out-of-hours',
  'out-of-hours-overlay',
  'postcode-prompt',
  'generation-info',
  'online-dealer',
  'online-dealership',
  'gumtree-redirect',
  'finance-explained',
  'finance-terms',
  'dealer-tools',
];

describe('overlay registry', () => {
  it('registers every overlay the shell builds', () => {
    expect(shellOverlays.filter((name) => !(name in overlayRegistry))).toEqual([]);
  });

  it('registers only names of the spec', () => {
    expect(Object.keys(overlayRegistry).filter((name) => !(overlayNames as readonly string[]).includes(name))).toEqual(
      [],
    );
  });

  it('reports which spec overlays are still to be registered by later features', () => {
    const missing = overlayNames.filter((name) => !(name in overlayRegistry));
    console.info(`Overlays not registered yet (${missing.length}): ${missing.join(', ')}`);
    expect(missing.length + Object.keys(overlayRegistry).length).toBe(overlayNames.length);
  });

  it('loads each registered overlay as a component', async () => {
    for (const [name, load] of Object.entries(overlayRegistry)) {
      const module = await load();
      // A function component, or an object one (observer and memo components).
      expect(['function', 'object'], name).toContain(typeof module.default);
      expect(module.default, name).toBeTruthy();
    }
  }, 60_000);
});
