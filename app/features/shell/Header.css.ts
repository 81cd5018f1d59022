import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '@ds';

const large = `screen and (min-width: ${breakpoints.large}px)`;
const small = `screen and (max-width: ${breakpoints.large - 1}px)`;

export const header = style({
  position: 'relative',
  zIndex: vars.zIndex.sticky,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.borderSubtle}`,
});

export const bar = style({
  position: 'relative',
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.large,
  maxWidth: '1280px',
  marginInline: 'auto',
  paddingInline: vars.space.large,
  minHeight: '64px',
  background: vars.color.surface,
});

export const logo = style({
  display: 'inline-block',
  paddingBlock: vars.space.small,
  color: vars.color.brand,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.strong,
  letterSpacing: '-0.02em',
});

export const mainNav = style({
  flex: 1,
  '@media': { [small]: { display: 'none' } },
});

export const menuList = style({
  display: 'flex',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const headerButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: vars.control.height,
  minWidth: vars.control.height,
  paddingInline: vars.space.medium,
  border: 0,
  borderRadius: vars.radius.medium,
  background: 'transparent',
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceRaised },
    '&[data-pressed]': { background: vars.color.surfaceRaised },
    '&[data-focus-visible]': { outline: `${vars.control.focusWidth} solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[aria-expanded="true"]': { background: vars.color.brandSubtle, color: vars.color.brand },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: { '&[aria-expanded="true"]': { outline: '2px solid CanvasText' } },
    },
  },
});

export const menuButton = headerButton;

export const panel = style({
  position: 'absolute',
  insetInline: 0,
  top: '100%',
  padding: vars.space.xlarge,
  background: vars.color.surface,
  borderBlock: `1px solid ${vars.color.borderSubtle}`,
  boxShadow: vars.shadow.medium,
  maxHeight: 'calc(100vh - 64px)',
  overflowY: 'auto',
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  marginInlineStart: 'auto',
});

export const actionButton = style([headerButton, { flexDirection: 'column', gap: 0, fontSize: vars.fontSize.small }]);

export const signIn = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'center',
  paddingInline: vars.space.medium,
  fontSize: vars.fontSize.small,
});

export const actionLabel = style({ lineHeight: vars.lineHeight.tight });

export const burger = style({
  '@media': { [large]: { display: 'none' } },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.base,
  background: 'rgb(0 0 0 / 0.4)',
});
