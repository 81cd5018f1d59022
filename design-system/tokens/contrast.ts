import { brandTokens } from './tokens';

type ColorRole = keyof typeof brandTokens.color;

/** WCAG 2 relative luminance of a #rrggbb colour. */
function relativeLuminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const [r, g, b] = match.slice(1).map((part) => {
    const channel = parseInt(part, 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio between two #rrggbb colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

export interface ContrastPair {
  foreground: ColorRole;
  background: ColorRole;
  /** 4.5 for text, 3 for large text, focus rings and control borders (WCAG 1.4.3, 1.4.11). */
  minimum: 4.5 | 3;
  usage: string;
}

/** Every foreground/background token pair the components use. */
export const contrastPairs: readonly ContrastPair[] = [
  { foreground: 'text', background: 'surface', minimum: 4.5, usage: 'body text' },
  { foreground: 'text', background: 'surfaceRaised', minimum: 4.5, usage: 'text on raised panels, hovered items' },
  { foreground: 'text', background: 'brandSubtle', minimum: 4.5, usage: 'selected list items' },
  { foreground: 'textSubtle', background: 'surface', minimum: 4.5, usage: 'descriptions, hints, metadata' },
  { foreground: 'textSubtle', background: 'surfaceRaised', minimum: 4.5, usage: 'metadata on raised panels' },
  { foreground: 'link', background: 'surface', minimum: 4.5, usage: 'links' },
  { foreground: 'linkHover', background: 'surface', minimum: 4.5, usage: 'hovered links' },
  { foreground: 'link', background: 'surfaceRaised', minimum: 4.5, usage: 'links on raised panels' },
  { foreground: 'onBrand', background: 'brand', minimum: 4.5, usage: 'primary button, selected segment' },
  { foreground: 'onBrand', background: 'brandHover', minimum: 4.5, usage: 'hovered primary button' },
  { foreground: 'brand', background: 'surface', minimum: 4.5, usage: 'secondary button text' },
  { foreground: 'brand', background: 'brandSubtle', minimum: 4.5, usage: 'hovered secondary button' },
  { foreground: 'onPositive', background: 'positive', minimum: 4.5, usage: 'success toast, positive badge' },
  { foreground: 'positive', background: 'surface', minimum: 4.5, usage: 'positive text' },
  { foreground: 'onCritical', background: 'critical', minimum: 4.5, usage: 'critical toast, Sold badge' },
  { foreground: 'critical', background: 'surface', minimum: 4.5, usage: 'error messages' },
  { foreground: 'onCaution', background: 'caution', minimum: 4.5, usage: 'Reduced badge' },
  { foreground: 'onInverse', background: 'inverse', minimum: 4.5, usage: 'tooltip, neutral toast' },
  { foreground: 'border', background: 'surface', minimum: 3, usage: 'control borders' },
  { foreground: 'border', background: 'surfaceRaised', minimum: 3, usage: 'control borders on raised panels' },
  { foreground: 'focus', background: 'surface', minimum: 3, usage: 'focus ring' },
  { foreground: 'focus', background: 'surfaceRaised', minimum: 3, usage: 'focus ring on raised panels' },
  { foreground: 'brand', background: 'surface', minimum: 3, usage: 'checked checkbox, radio, switch' },
  { foreground: 'critical', background: 'surface', minimum: 3, usage: 'invalid control border' },
  { foreground: 'text', background: 'plate', minimum: 4.5, usage: 'registration on the rear plate field' },
  { foreground: 'focus', background: 'plate', minimum: 3, usage: 'focus ring on the rear plate field' },
  { foreground: 'critical', background: 'plate', minimum: 3, usage: 'invalid rear plate field border' },
];

export function colorOf(role: ColorRole): string {
  return brandTokens.color[role];
}

/** A colour as the browser computes it: red, green and blue from 0 to 255, alpha from 0 to 1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** Reads a computed `rgb()` / `rgba()` colour (as getComputedStyle gives it); null for anything else. */
export function parseComputedColor(value: string): Rgba | null {
  const match = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?\s*\)$/.exec(value.trim());
  if (!match) return null;
  const alpha = match[4] === undefined ? 1 : match[4].endsWith('%') ? parseFloat(match[4]) / 100 : Number(match[4]);
  return { r: Number(match[1]), g: Number(match[2]), b: Number(match[3]), a: alpha };
}

/** `top` painted over the opaque `bottom`: what the eye sees. */
export function composite(top: Rgba, bottom: Rgba): Rgba {
  const mix = (upper: number, lower: number) => upper * top.a + lower * (1 - top.a);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

export function rgbToHex({ r, g, b }: Rgba): string {
  return `#${[r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}
