import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/vars.css';

export const root = recipe({
  base: {
    margin: 0,
    color: vars.color.text,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.strong,
    lineHeight: vars.lineHeight.tight,
    overflowWrap: 'anywhere',
  },
  variants: {
    size: {
      xxxlarge: { fontSize: vars.fontSize.xxxlarge },
      xxlarge: { fontSize: vars.fontSize.xxlarge },
      xlarge: { fontSize: vars.fontSize.xlarge },
      large: { fontSize: vars.fontSize.large },
      standard: { fontSize: vars.fontSize.standard },
    },
  },
});
