import { style } from '@vanilla-extract/css';
import { vars } from '@ds';

export const loading = style({
  color: vars.color.textSubtle,
});
