import { style } from '@vanilla-extract/css';
import { vars } from '@ds';

export const cards = style({
  display: 'grid',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
