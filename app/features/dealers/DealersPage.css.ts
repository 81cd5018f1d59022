import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '@ds';

export const dealers = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(18rem, 100%), 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const dealer = style({
  height: '100%',
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.borderSubtle}`,
});

export const address = style({ fontStyle: 'normal' });

/** The finder's fields side by side where they fit, stacked on phones. */
export const finderFields = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.medium,
});

export const listHeading = style({ margin: 0, fontSize: vars.fontSize.large });

/** The dealer page: details and hours side by side on large screens. */
export const dealerLayout = style({
  display: 'grid',
  gap: vars.space.xlarge,
  alignItems: 'start',
  '@media': {
    [`screen and (min-width: ${breakpoints.large}px)`]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' },
  },
});

/** The dealer page's panels look like the vehicle page's dealer panel. */
export { panel } from '../vehicle/VehiclePage.css';

export { messageBox as message } from '../shell/messageBox.css';
