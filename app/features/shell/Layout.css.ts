import { style } from '@vanilla-extract/css';
import { vars } from '@ds';

export const frame = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
});

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.small,
  insetBlockStart: vars.space.small,
  zIndex: vars.zIndex.toast,
  padding: vars.space.medium,
  background: vars.color.surface,
  color: vars.color.link,
  fontWeight: vars.fontWeight.strong,
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus-visible': {
      transform: 'none',
      outline: `${vars.control.focusWidth} solid ${vars.color.focus}`,
    },
  },
});

export const header = style({
  background: vars.color.brand,
  color: vars.color.onBrand,
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.large,
  maxWidth: '1280px',
  marginInline: 'auto',
  paddingInline: vars.space.large,
  minHeight: '64px',
});

export const logo = style({
  color: vars.color.onBrand,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.strong,
  textDecoration: 'none',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.control.focusWidth} solid ${vars.color.onBrand}`,
      outlineOffset: '4px',
    },
  },
});

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: '1280px',
  marginInline: 'auto',
  padding: vars.space.large,
  selectors: { '&:focus': { outline: 'none' } },
});

export const footer = style({
  background: vars.color.surfaceRaised,
  borderTop: `1px solid ${vars.color.borderSubtle}`,
  color: vars.color.textSubtle,
  fontSize: vars.fontSize.small,
});

export const footerInner = style({
  maxWidth: '1280px',
  marginInline: 'auto',
  padding: vars.space.large,
});
