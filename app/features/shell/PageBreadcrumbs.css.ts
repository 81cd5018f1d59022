import { style } from '@vanilla-extract/css';
import { vars } from '@ds';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.small,
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  selectors: {
    '&:not(:last-child)::after': { content: '"›"', color: vars.color.textSubtle },
  },
});
