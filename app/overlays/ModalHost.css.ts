import { style } from '@vanilla-extract/css';
import { vars } from '@ds';

export const dialog = style({
  padding: vars.space.xlarge,
  paddingBlockStart: vars.space.xxlarge,
  outline: 'none',
});

export const close = style({
  position: 'absolute',
  insetBlockStart: vars.space.small,
  insetInlineEnd: vars.space.small,
});
