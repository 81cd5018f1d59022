import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

export const tooltip = style({
  maxWidth: '16rem',
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  background: vars.color.inverse,
  color: vars.color.onInverse,
  fontSize: vars.fontSize.small,
  boxShadow: vars.shadow.small,
  zIndex: vars.zIndex.popover,
  '@media': { '(forced-colors: active)': { border: '1px solid CanvasText' } },
});
