import { style } from '@vanilla-extract/css';
import { vars } from '@ds';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  background: 'rgb(0 0 0 / 0.5)',
  display: 'flex',
  justifyContent: 'flex-end',
});

export const panel = style({
  width: 'min(90%, 28rem)',
  height: '100%',
  background: vars.color.surface,
  boxShadow: vars.shadow.large,
  overflowY: 'auto',
  '@media': { '(forced-colors: active)': { borderInlineStart: '2px solid CanvasText' } },
});

export const dialog = style({ outline: 'none', minHeight: '100%' });

export const top = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  padding: vars.space.large,
  borderBottom: `1px solid ${vars.color.borderSubtle}`,
});

export const title = style({
  flex: 1,
  margin: 0,
  fontSize: vars.fontSize.large,
});

export const body = style({ padding: vars.space.large });
