import { style } from '@vanilla-extract/css';
import { vars } from '@ds';

export const hero = style({
  paddingBlock: vars.space.xxlarge,
  maxWidth: '40rem',
});
