import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/vars.css';

const starSize = createVar();

export const root = recipe({
  base: {
    display: 'inline-flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: vars.space.xsmall,
    color: vars.color.text,
    lineHeight: vars.lineHeight.tight,
  },
  variants: {
    size: {
      small: { fontSize: vars.fontSize.small, vars: { [starSize]: '1rem' } },
      medium: { fontSize: vars.fontSize.standard, vars: { [starSize]: '1.25rem' } },
    },
  },
});

/** The stars stay together on one line; the number and count may wrap after them. */
export const stars = style({ display: 'inline-flex', gap: vars.space.xxsmall, whiteSpace: 'nowrap' });

/**
 * Stars in the caution colour (the one warm role, 6.8:1 on white), the same ink full, half and empty:
 * the fill, not the colour, tells them apart. Forced colours draw them in the text colour.
 */
export const star = style({
  width: starSize,
  height: starSize,
  flexShrink: 0,
  color: vars.color.caution,
  '@media': { '(forced-colors: active)': { color: 'CanvasText' } },
});

export const value = style({ fontWeight: vars.fontWeight.strong });

export const count = style({ color: vars.color.textSubtle });
