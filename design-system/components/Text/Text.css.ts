import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/vars.css';

export const root = recipe({
  base: { margin: 0, lineHeight: vars.lineHeight.standard, overflowWrap: 'anywhere' },
  variants: {
    tone: {
      neutral: { color: vars.color.text },
      subtle: { color: vars.color.textSubtle },
      critical: { color: vars.color.critical },
      positive: { color: vars.color.positive },
      brand: { color: vars.color.brand },
    },
    size: {
      xsmall: { fontSize: vars.fontSize.xsmall },
      small: { fontSize: vars.fontSize.small },
      standard: { fontSize: vars.fontSize.standard },
      large: { fontSize: vars.fontSize.large },
    },
    weight: {
      regular: { fontWeight: vars.fontWeight.regular },
      medium: { fontWeight: vars.fontWeight.medium },
      strong: { fontWeight: vars.fontWeight.strong },
    },
  },
});
