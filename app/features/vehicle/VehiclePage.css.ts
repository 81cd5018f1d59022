import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '@ds';

export const layout = style({
  display: 'grid',
  gap: vars.space.xlarge,
  alignItems: 'start',
  '@media': {
    [`screen and (min-width: ${breakpoints.large}px)`]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' },
  },
});

export const photo = style({
  overflow: 'hidden',
  borderRadius: vars.radius.medium,
});

export const subheading = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.tight,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))',
  gap: vars.space.medium,
  margin: 0,
});

export const fact = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
});

export const term = style({ fontSize: vars.fontSize.small, color: vars.color.textSubtle });

export const value = style({ margin: 0, fontWeight: vars.fontWeight.strong });
