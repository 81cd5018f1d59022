import { style } from '@vanilla-extract/css';
import { vars } from '@ds';

export const table = style({
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: vars.fontSize.small,
});

export const caption = style({
  textAlign: 'start',
  paddingBlockEnd: vars.space.medium,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.text,
});

const cellBase = {
  padding: vars.space.medium,
  borderBlockEnd: `1px solid ${vars.color.borderSubtle}`,
  textAlign: 'start',
  verticalAlign: 'top',
} as const;

/** The row headings stay in view while the vehicles scroll sideways beside them. */
export const rowHeader = style({
  ...cellBase,
  position: 'sticky',
  insetInlineStart: 0,
  zIndex: 1,
  minWidth: '7rem',
  background: vars.color.surfaceRaised,
  fontWeight: vars.fontWeight.strong,
});

export const corner = style({
  position: 'sticky',
  insetInlineStart: 0,
  zIndex: 1,
  background: vars.color.surface,
});

export const vehicle = style({
  ...cellBase,
  width: '12rem',
  minWidth: '10rem',
  fontSize: vars.fontSize.standard,
});

export const cell = style(cellBase);
