import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '@ds';

export const layout = style({
  display: 'grid',
  gap: vars.space.xlarge,
  '@media': {
    [`screen and (min-width: ${breakpoints.large}px)`]: { gridTemplateColumns: '22rem 1fr', alignItems: 'start' },
  },
});

export const panel = style({ minWidth: 0 });

/**
 * While the server's markup is hydrated (it knows nothing of the screen), the panel and the sort
 * control are drawn for large screens only and 'Filter and sort' for small ones, by the same
 * breakpoint the page then follows in script (MenuStore.isLargeScreen).
 */
export const largeScreenOnly = style({
  '@media': { [`screen and (max-width: ${breakpoints.large - 0.02}px)`]: { display: 'none' } },
});
export const smallScreenOnly = style({
  '@media': { [`screen and (min-width: ${breakpoints.large}px)`]: { display: 'none' } },
});

export const results = style({ minWidth: 0 });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

/** Save this search and the sort order, beside the results heading. */
export const tools = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.medium,
});

export const resultsHeading = style({ margin: 0, fontSize: vars.fontSize.large });

export const cards = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const offers = style({
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  background: vars.color.brandSubtle,
});

export { messageBox as message } from '../shell/messageBox.css';

/** The sort control at the top of the small-screen 'Filter and sort' drawer, above the panel. */
export const drawerSort = style({ marginBlockEnd: vars.space.large });

/** A card's monthly payment over its basis, one under the other. */
export const monthly = style({ margin: 0, display: 'flex', flexDirection: 'column' });
export const monthlyBasis = style({ fontSize: vars.fontSize.small, color: vars.color.textSubtle });
