import { createVar, style } from '@vanilla-extract/css';
import { breakpoints } from '../../tokens/tokens';
import { vars } from '../../tokens/vars.css';

/** How many whole cards the row shows. */
const visible = createVar();
const counts = [3, 4, 5, 6, 7] as const;

export const list = style({
  vars: { [visible]: '2' },
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: `calc((100% - (${visible} - 1) * ${vars.space.medium}) / ${visible})`,
  gap: vars.space.medium,
  margin: 0,
  // Room for the cards' focus rings, which the scrolling box would otherwise clip.
  padding: vars.space.xsmall,
  listStyle: 'none',
  '@media': Object.fromEntries(
    breakpoints.shortlist.map((width, index) => [
      `screen and (min-width: ${width + 1}px)`,
      { vars: { [visible]: String(counts[index]) } },
    ]),
  ),
});

/** A grid cell, so the card fills it: every card in the row as tall as the tallest. */
export const item = style({ display: 'grid', minWidth: 0 });
