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

/** The account forms (S7, app/features/account). */
const accountOverlays = ['forms/signin', 'forms/register', 'forms/complete-account', 'forms/password-reminder'];

describe('overlay registry', () => {
  it('registers every overlay the shell builds', () => {
    expect(shellOverlays.filter((name) => !(name in overlayRegistry))).toEqual([]);
  });

  it('registers the account forms', () => {
    expect(accountOverlays.filter((name) => !(name in overlayRegistry))).toEqual([]);
  });

  it('registers the vehicle page overlays', () => {
    const vehicleOverlays = ['vehicle-description', 'vehicle-spec', 'running-cost', 'dealer-map', 'vdp-force-postcode'];
    expect(vehicleOverlays.filter((name) => !(name in overlayRegistry))).toEqual([]);
  });

  it('registers the contact forms', () => {
    const contactOverlays = [
      'forms/contact-dealer',
      'forms/report-ad',
      'forms/trade-a-vehicle',
      'forms/merchandising-finance-enquiry',
    ];
    expect(contactOverlays.filter((name) => !(name in overlayRegistry))).toEqual([]);
  });

  it('registers the finance overlays', () => {
    const financeOverlays = ['finance-rep-example', 'finance-terms', 'finance-explained', 'carmoney'];
    expect(financeOverlays.filter((name) => !(name in overlayRegistry))).toEqual([]);
  });

  it('registers the Car Advice overlays', () => {
    const adviceOverlays = [
      'car-review',
      'van-review',
      'review-list',
      'pricing-hub-compare',
      'pricing-hub-filter',
      'reduced-list',
    ];
    expect(adviceOverlays.filter((name) => !(name in overlayRegistry))).toEqual([]);
  });

  it('registers the valuation overlay', () => {
    expect('cap-hpi' in overlayRegistry).toBe(true);
  });

  it('registers only names of the spec', () => {
    expect(Object.keys(overlayRegistry).filter((name) => !(overlayNames as readonly string[]).includes(name))).toEqual(
      [],
    );
  });

  it('leaves unregistered exactly the overlays later features build', () => {
    // Registering one of these takes it off this list; an overlay dropped from the registry fails here.
    const builtLater = ['forms/contact-page-consumer', 'forms/contact-page-dealer'];
    expect(overlayNames.filter((name) => !(name in overlayRegistry))).toEqual(builtLater);
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
