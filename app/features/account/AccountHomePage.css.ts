import { style } from '@vanilla-extract/css';
import { vars } from '@ds';

export const section = style({ minWidth: 0 });

export const list = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 20rem), 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.borderSubtle}`,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

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

export const message = style({
  display: 'grid',
  gap: vars.space.small,
  padding: vars.space.xlarge,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceRaised,
});

export const failure = style({
  display: 'grid',
  gap: vars.space.xsmall,
  paddingInlineStart: vars.space.medium,
  borderInlineStart: `4px solid ${vars.color.critical}`,
});
