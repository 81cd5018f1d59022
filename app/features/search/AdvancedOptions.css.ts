import { style } from '@vanilla-extract/css';
import { vars } from '@ds';

export const groups = style({
  display: 'grid',
  gap: vars.space.xlarge,
  paddingBlockStart: vars.space.large,
});

export const groupList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.small,
});

/** A group button's content: the title, and under it what is applied. */
export const groupButton = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  textAlign: 'start',
  inlineSize: '100%',
});

export const groupTitle = style({ fontWeight: vars.fontWeight.strong });

export const groupSummary = style({ fontWeight: vars.fontWeight.regular, fontSize: vars.fontSize.small });

export const count = style({ margin: 0, minBlockSize: '1.5em', fontWeight: vars.fontWeight.strong });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});
