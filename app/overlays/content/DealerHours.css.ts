import { style } from '@vanilla-extract/css';
import { vars } from '@ds';

export const table = style({ borderCollapse: 'collapse', width: '100%' });

export const caption = style({
  textAlign: 'start',
  fontWeight: vars.fontWeight.strong,
  paddingBlockEnd: vars.space.small,
});

export const cell = style({
  textAlign: 'start',
  paddingBlock: vars.space.xsmall,
  paddingInlineEnd: vars.space.large,
  borderBottom: `1px solid ${vars.color.borderSubtle}`,
  fontWeight: vars.fontWeight.regular,
});
