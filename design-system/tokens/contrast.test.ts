import { describe, expect, it } from 'vitest';
import { colorOf, composite, contrastPairs, contrastRatio, parseComputedColor, rgbToHex } from './contrast';

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

describe('colours as the browser computes them (the stories check every icon against its backdrop)', () => {
  it('reads rgb() and rgba() in both syntaxes', () => {
    expect(parseComputedColor('rgb(27, 29, 33)')).toEqual({ r: 27, g: 29, b: 33, a: 1 });
    expect(parseComputedColor('rgba(0, 0, 0, 0.5)')).toEqual({ r: 0, g: 0, b: 0, a: 0.5 });
    expect(parseComputedColor('rgb(255 255 255 / 25%)')).toEqual({ r: 255, g: 255, b: 255, a: 0.25 });
    expect(parseComputedColor('canvastext')).toBeNull();
  });

  it('paints a translucent colour over what is behind it', () => {
    const half = composite({ r: 0, g: 0, b: 0, a: 0.5 }, { r: 255, g: 255, b: 255, a: 1 });
    expect(rgbToHex(half)).toBe('#808080');
  });

  it("finds the toast's old dismiss icon (the neutral toast's own colour) at 1:1", () => {
    const icon = parseComputedColor('rgb(27, 29, 33)');
    expect(icon && contrastRatio(rgbToHex(icon), colorOf('inverse'))).toBeLessThan(3);
  });
});
