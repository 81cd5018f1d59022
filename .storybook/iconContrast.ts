import { composite, contrastRatio, parseComputedColor, rgbToHex, type Rgba } from '@ds/tokens/contrast';

/** WCAG 1.4.11: an icon is a graphical object a person needs to see, 3:1 against what is behind it. */
export const iconContrastMinimum = 3;

export interface IconContrastProblem {
  /** The icon's accessible name, or its control's. */
  name: string;
  foreground: string;
  background: string;
  ratio: number;
}

const white: Rgba = { r: 255, g: 255, b: 255, a: 1 };

/** The colour an icon is drawn in: its first shape's stroke, or its fill when it is not stroked. */
function inkOf(svg: SVGElement): Rgba | null {
  const shape = svg.querySelector('path, circle, rect, line, polyline, polygon, ellipse') ?? svg;
  const style = getComputedStyle(shape);
  const paint = style.stroke !== 'none' ? style.stroke : style.fill;
  return parseComputedColor(paint === 'currentcolor' ? style.color : paint);
}

/**
 * What is behind an element: the backgrounds of it and its ancestors, painted from the page up; null
 * when an image or gradient is behind it (a photo), where no single colour can be judged.
 */
function backdropOf(element: Element): Rgba | null {
  const layers: Rgba[] = [];
  for (let node: Element | null = element; node; node = node.parentElement) {
    const style = getComputedStyle(node);
    if (style.backgroundImage !== 'none') return null;
    const colour = parseComputedColor(style.backgroundColor);
    if (colour && colour.a > 0) layers.push(colour);
    if (colour?.a === 1) break;
  }
  return layers.reduceRight<Rgba>((below, layer) => composite(layer, below), white);
}

function nameOf(svg: SVGElement): string {
  const labelled = svg.closest('[aria-label]')?.getAttribute('aria-label');
  const control = svg.closest('button, a, [role="button"]');
  return labelled ?? control?.textContent?.trim() ?? svg.outerHTML.slice(0, 80);
}

/**
 * Every icon on the page drawn with less than 3:1 against what is behind it (decorative or not: a
 * design system's icons stand alone somewhere). Skips hidden icons and forced colours, where the
 * system chooses the colours.
 */
export function iconContrastProblems(root: ParentNode = document): IconContrastProblem[] {
  if (matchMedia('(forced-colors: active)').matches) return [];
  const problems: IconContrastProblem[] = [];
  for (const svg of root.querySelectorAll<SVGElement>('svg')) {
    const box = svg.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || getComputedStyle(svg).visibility !== 'visible') continue;
    if (svg.closest('[data-live-announcer]')) continue;
    const ink = inkOf(svg);
    const behind = backdropOf(svg);
    if (!ink || !behind || ink.a === 0) continue;
    const seen = composite(ink, behind);
    const ratio = contrastRatio(rgbToHex(seen), rgbToHex(behind));
    if (ratio < iconContrastMinimum)
      problems.push({ name: nameOf(svg), foreground: rgbToHex(seen), background: rgbToHex(behind), ratio });
  }
  return problems;
}
