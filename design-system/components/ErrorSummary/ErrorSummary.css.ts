import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

export const root = style({
  padding: vars.space.large,
  border: `${vars.control.focusWidth} solid ${vars.color.critical}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  selectors: {
    '&:focus-visible, &:focus': {
      outline: `${vars.control.focusWidth} solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
  },
});

export const title = style({
  margin: 0,
  marginBlockEnd: vars.space.medium,
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const list = style({
  margin: 0,
  paddingInlineStart: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

export const link = style({
  color: vars.color.critical,
  fontWeight: vars.fontWeight.strong,
  textDecoration: 'underline',
  selectors: {
    '&:focus-visible': { outline: `${vars.control.focusWidth} solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
