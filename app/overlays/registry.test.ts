import { describe, expect, it } from 'vitest';
import { overlayNames } from './names';
import { overlayRegistry } from './registry';

/**
 * The list of overlays is names.ts (requirements 2.13, with `{product}-review` written out as
 * `car-review` and `van-review`, the pricing-hub compare and filter overlays as `pricing-hub-compare`
 * and `pricing-hub-filter`, and the `dealer-tools` overlay of requirements 1.2).
 */
const specOverlays: readonly string[] = overlayNames;

const sorted = (names: readonly string[]) => [...names].sort();

describe('overlay registry', () => {
  it('names each overlay once', () => {
    expect(new Set(specOverlays).size).toBe(specOverlays.length);
  });

  it('registers every overlay of names.ts by its name, and nothing else', () => {
    const names = Object.keys(overlayRegistry);
    // Said per direction first, so a failure names what is missing or extra.
    expect(
      specOverlays.filter((name) => !names.includes(name)),
      'not registered',
    ).toEqual([]);
    expect(
      names.filter((name) => !specOverlays.includes(name)),
      'not in names.ts',
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
