import { style } from '@vanilla-extract/css';
import { vars } from '@ds';

/** A bulleted list that flows into columns when the dialog is wide enough (one on a phone). */
export const list = style({
  columnWidth: '16rem',
  columnGap: vars.space.large,
  paddingInlineStart: vars.space.large,
  listStyleType: 'disc',
});

export const item = style({
  breakInside: 'avoid',
  paddingBlockEnd: vars.space.xsmall,
});
