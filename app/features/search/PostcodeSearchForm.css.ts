import { style } from '@vanilla-extract/css';
import { vars } from '@ds';

export const form = style({
  display: 'grid',
  gap: vars.space.medium,
  padding: vars.space.xlarge,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceRaised,
});
