import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/vars.css';

export const root = recipe({
  base: { padding: 0, flexShrink: 0 },
  variants: {
    size: {
      small: { width: vars.control.minTarget, height: vars.control.minTarget, paddingInline: 0, paddingBlock: 0 },
      medium: { width: vars.control.height, height: vars.control.height, paddingInline: 0, paddingBlock: 0 },
    },
  },
});
