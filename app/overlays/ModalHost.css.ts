import { style } from '@vanilla-extract/css';
import { vars } from '@ds';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.large,
  background: 'rgb(0 0 0 / 0.5)',
});

export const modal = style({
  position: 'relative',
  width: 'min(100%, 36rem)',
  maxHeight: '100%',
  overflowY: 'auto',
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  boxShadow: vars.shadow.large,
  '@media': { '(forced-colors: active)': { border: '2px solid CanvasText' } },
});

export const dialog = style({
  padding: vars.space.xlarge,
  paddingBlockStart: vars.space.xxlarge,
  outline: 'none',
});

export const close = style({
  position: 'absolute',
  insetBlockStart: vars.space.small,
  insetInlineEnd: vars.space.small,
});
