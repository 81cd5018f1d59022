import { style } from '@vanilla-extract/css';
import { vars } from '@ds';

export const dealers = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'repeat(auto-fill, minmax(18rem, 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const dealer = style({
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.borderSubtle}`,
});
