import { describe, expect, it } from 'vitest';
import { colorOf, contrastPairs, contrastRatio } from './contrast';

describe('colour contrast of the token pairs in use', () => {
  it('computes WCAG ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it.each(contrastPairs.map((pair) => [`${pair.foreground} on ${pair.background} (${pair.usage})`, pair] as const))(
    '%s meets its minimum',
    (_name, pair) => {
      expect(contrastRatio(colorOf(pair.foreground), colorOf(pair.background))).toBeGreaterThanOrEqual(pair.minimum);
    },
  );
});
