import { style, type StyleRule } from '@vanilla-extract/css';
import { vars } from '../tokens/vars.css';

/**
 * The one focus ring, as a rule to compose into a style (`style([focusRingWhen(...), {...}])`): an
 * outline in the focus colour while `selector` matches, and in forced-colors mode (Windows high
 * contrast) the system Highlight colour, so the ring never depends on a brand colour the user's theme
 * replaces. `selector` is the element's own RAC state by default; a part drawn for its row (a checkbox
 * box inside its label) passes the row's selector, a ring inside a boxed item passes a negative offset.
 */
export function focusRingWhen(selector = '&[data-focus-visible]', offset = '2px'): StyleRule {
  return {
    selectors: {
      [selector]: { outline: `${vars.control.focusWidth} solid ${vars.color.focus}`, outlineOffset: offset },
    },
    '@media': {
      '(forced-colors: active)': { selectors: { [selector]: { outlineColor: 'Highlight' } } },
    },
  };
}

/** The ring for an element that gets RAC's data-focus-visible itself; no ring for pointer focus. */
export const focusRing = style([{ outline: 'none' }, focusRingWhen()]);
