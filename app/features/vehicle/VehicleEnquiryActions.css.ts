import { style } from '@vanilla-extract/css';
import { vars } from '@ds';

/** 'You have contacted the dealer about this vehicle': a calm mark, like the card's 'Enquired'. */
export const enquired = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  padding: vars.space.small,
  borderRadius: vars.radius.small,
  borderInlineStart: `4px solid ${vars.color.positive}`,
  background: vars.color.surfaceRaised,
  fontWeight: vars.fontWeight.strong,
});
