import { style } from '@vanilla-extract/css';
import { vars } from '@ds';

export const frame = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
});

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: '1280px',
  marginInline: 'auto',
  padding: vars.space.large,
  selectors: { '&:focus': { outline: 'none' } },
});

/**
 * While a page loads (its code, or its first data) the footer is out and main holds the viewport's
 * height, so the page keeps its scrollbar (one appearing or going reflows the narrow header).
 */
export const mainLoading = style([main, { minHeight: '100vh' }]);

export const announcer = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

/**
 * The line under the header that the shortlist's toasts hang from: it takes no room, and sticks to
 * the viewport's top once the header has scrolled away (decision 0095).
 */
export const toastLine = style({
  position: 'sticky',
  insetBlockStart: 0,
  height: 0,
  zIndex: vars.zIndex.toast,
});
