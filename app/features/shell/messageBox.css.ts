import { style } from '@vanilla-extract/css';
import { vars } from '@ds';

/** A page's message in a raised box: an empty list, a failed load, what to do next. */
export const messageBox = style({
  display: 'grid',
  gap: vars.space.small,
  padding: vars.space.xlarge,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceRaised,
});
