import { style } from '@vanilla-extract/css';
import { vars } from '@ds';

export const code = style({
  width: '200px',
  height: '200px',
  padding: vars.space.small,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.medium,
});

export const image = style({ width: '100%', height: '100%' });
