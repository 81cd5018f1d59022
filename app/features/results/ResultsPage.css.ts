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
