import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/vars.css';

/**
 * The one focus ring. Components apply it to an element that gets RAC's data-focus-visible.
 * In forced-colors mode the outline uses the system Highlight colour so it is never lost.
 */
export const focusRing = style({
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      outline: `${vars.control.focusWidth} solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: {
        '&[data-focus-visible]': { outlineColor: 'Highlight' },
      },
    },
  },
});
