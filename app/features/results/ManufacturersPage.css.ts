import { style } from '@vanilla-extract/css';
import { vars } from '@ds';

export const makes = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
