import { style } from '@vanilla-extract/css';
import { vars } from '@ds';

export const list = style({
  display: 'grid',
  gap: vars.space.large,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const review = style({
  paddingBlockEnd: vars.space.large,
  borderBlockEnd: `1px solid ${vars.color.borderSubtle}`,
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.large });

/** The dealer's reply, set in from the review by a rule (a border, so it shows in forced colours too). */
export const reply = style({
  marginBlockStart: vars.space.small,
  paddingInlineStart: vars.space.medium,
  borderInlineStart: `4px solid ${vars.color.border}`,
});
