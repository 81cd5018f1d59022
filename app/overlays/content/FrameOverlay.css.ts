import { style } from '@vanilla-extract/css';
import { vars } from '@ds';

export const frame = style({
  width: '100%',
  aspectRatio: '16 / 9',
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.medium,
});

export const tall = style([frame, { aspectRatio: 'auto', height: '70vh' }]);
