import { style } from '@vanilla-extract/css';
import { vars } from '@ds';

export const groups = style({
  display: 'grid',
  gap: vars.space.xlarge,
  paddingBlockStart: vars.space.large,
});
