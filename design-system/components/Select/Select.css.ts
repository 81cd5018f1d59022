import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

export const trigger = style({
  justifyContent: 'space-between',
  gap: vars.space.small,
  cursor: 'pointer',
});

export const value = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.textSubtle } },
});
