import { style } from '@vanilla-extract/css';
import { vars } from '@ds';

/** What a saved search looks for: its parts in a row, set apart by a middle dot. */
export const criteria = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxsmall} ${vars.space.small}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.color.textSubtle,
  fontSize: vars.fontSize.small,
});

export const criterion = style({
  selectors: {
    // The dot is decoration: its alternative text is empty, so it is not read out.
    '& + &::before': { content: '"·" / ""', marginInlineEnd: vars.space.small },
  },
});
