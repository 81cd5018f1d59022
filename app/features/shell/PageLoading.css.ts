import { style } from '@vanilla-extract/css';
import { vars } from '@ds';

export const loading = style({
  minHeight: '100vh',
  color: vars.color.textSubtle,
});
