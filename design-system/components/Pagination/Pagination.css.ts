import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../css/focusRing.css';
import { vars } from '../../tokens/vars.css';

/**
 * Laid out as a line of text, so that at narrow widths the page links wrap like words: "Previous" is
 * glued to the first page link and "Next" to the last (no break where the nav's own white-space
 * applies), so neither ends up alone on a row, and the reading order stays the visual order.
 */
export const root = style({ whiteSpace: 'nowrap' });

export const list = style({ display: 'inline', margin: 0, padding: 0, listStyle: 'none', whiteSpace: 'normal' });

/** Each page link, gap and step, side by side with the same space between, and between rows. */
const spaced = {
  verticalAlign: 'middle',
  marginBlock: vars.space.xxsmall,
  marginInlineEnd: vars.space.xsmall,
} as const;

/** A page link's item: an inline box (not a block of its own), so the last one's link stays with Next. */
export const item = style({ display: 'inline', whiteSpace: 'nowrap' });

export const gap = style({
  ...spaced,
  display: 'inline-flex',
  justifyContent: 'center',
  minWidth: vars.control.minTarget,
  color: vars.color.textSubtle,
});

export const link = recipe({
  base: [
    focusRing,
    {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: vars.space.xsmall,
      minWidth: vars.control.height,
      minHeight: vars.control.height,
      paddingInline: vars.space.small,
      borderRadius: vars.radius.small,
      color: vars.color.link,
      fontWeight: vars.fontWeight.strong,
      textDecoration: 'underline',
      cursor: 'pointer',
      selectors: {
        '&[data-hovered]': { background: vars.color.surfaceRaised, color: vars.color.linkHover },
        '&[aria-current="page"]': { background: vars.color.brand, color: vars.color.onBrand, textDecoration: 'none' },
      },
      '@media': {
        '(forced-colors: active)': {
          selectors: { '&[aria-current="page"]': { border: '2px solid CanvasText' } },
        },
      },
    },
  ],
  variants: {
    kind: { number: spaced, previous: spaced, next: { verticalAlign: 'middle', marginBlock: vars.space.xxsmall } },
  },
});
