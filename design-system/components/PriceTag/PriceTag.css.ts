import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/vars.css';

export const root = style({ margin: 0, color: vars.color.text, lineHeight: vars.lineHeight.tight });

export const price = recipe({
  base: { fontWeight: vars.fontWeight.strong },
  variants: {
    size: {
      small: { fontSize: vars.fontSize.standard },
      large: {
        fontSize: vars.fontSize.xlarge,
        // In a narrow container (two cards side by side on a 320 px phone) a size down, so the figure fits.
        '@container': { '(max-width: 10rem)': { fontSize: vars.fontSize.large } },
      },
    },
  },
});

export const qualifier = style({ fontSize: vars.fontSize.small, fontWeight: vars.fontWeight.medium });

export const secondary = style({
  display: 'block',
  marginBlockStart: vars.space.xxsmall,
  fontSize: vars.fontSize.small,
  color: vars.color.textSubtle,
});
