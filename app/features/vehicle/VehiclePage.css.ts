import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '@ds';

const large = `screen and (min-width: ${breakpoints.large}px)`;

/**
 * One column on phones (photos, price and dealer, then the details); on large screens the photos and
 * details on the left and the price and dealer column on the right.
 */
export const layout = style({
  display: 'grid',
  gap: vars.space.xlarge,
  alignItems: 'start',
  gridTemplateAreas: '"gallery" "aside" "main"',
  '@media': {
    [large]: {
      gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
      gridTemplateAreas: '"gallery aside" "main aside"',
    },
  },
});

export const gallery = style({
  gridArea: 'gallery',
  minWidth: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.medium,
});

export const aside = style({ gridArea: 'aside', display: 'grid', gap: vars.space.xlarge, minWidth: 0 });

export const main = style({ gridArea: 'main', minWidth: 0 });

export const panel = style({
  padding: vars.space.large,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.borderSubtle}`,
  background: vars.color.surface,
});

export const soldNotice = style({
  margin: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.small,
  borderInlineStart: `4px solid ${vars.color.critical}`,
  background: vars.color.surfaceRaised,
  fontWeight: vars.fontWeight.strong,
});

export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const address = style({ display: 'grid', fontStyle: 'normal' });

export const map = style({ width: '100%', aspectRatio: '4 / 3', border: `1px solid ${vars.color.border}` });
