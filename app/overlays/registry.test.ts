import { describe, expect, it } from 'vitest';
import { overlayNames } from './names';
import { overlayRegistry } from './registry';

/**
 * Spec section 2, "Overlays (loaded on demand by name)", word for word, with its two shorthands written
 * out as names.ts documents them: `{product}-review` is `car-review` and `van-review`, and "pricing-hub
 * compare and filter overlays" are `pricing-hub-compare` and `pricing-hub-filter`. Plus `dealer-tools`,
 * the 'Dealer Administration' overlay of spec section 1.
 */
const specOverlays = [
  'cap-hpi',
  'carmoney',
  'cazoo-qr',
  'dealer-map',
  'fail',
  'finance-explained',
  'finance-rep-example',
  'finance-terms',
  'forms/complete-account',
  'forms/contact-dealer',
  'forms/contact-page-consumer',
  'forms/contact-page-dealer',
  'forms/merchandising-finance-enquiry',
  'forms/password-reminder',
  'forms/register',
  'forms/report-ad',
  'forms/signin',
  'forms/trade-a-vehicle',
  'generation-info',
  'gumtree-redirect',
  'iframe',
  'modal-content',
  'form-confirmation',
  'modal-iframe',
  'modal-list',
  'car-review',
  'van-review',
  'my-saved-search-edit',
  'online-dealer',
  'online-dealership',
  'operating-status',
  'out-of-hours',
  'out-of-hours-overlay',
  'postcode-prompt',
  'pricing-hub-compare',
  'pricing-hub-filter',
  'reduced-list',
  'review-list',
  'running-cost',
  'save-search-form',
  'social-share',
  'success',
  'vdp-force-postcode',
  'vehicle-description',
  'vehicle-spec',
  // Spec section 1.
  'dealer-tools',
];

const sorted = (names: readonly string[]) => [...names].sort();

describe('overlay registry', () => {
  it("names.ts holds the spec's list of overlays, and nothing else", () => {
    expect(sorted(overlayNames)).toEqual(sorted(specOverlays));
  });

  it('registers every overlay of the spec by its name, and nothing else', () => {
    const names = Object.keys(overlayRegistry);
    // Said per direction first, so a failure names what is missing or extra.
    expect(
      specOverlays.filter((name) => !names.includes(name)),
      'not registered',
    ).toEqual([]);
    expect(
      names.filter((name) => !specOverlays.includes(name)),
      'not in the spec',
    ).toEqual([]);
    expect(sorted(names)).toEqual(sorted(specOverlays));
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
