import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';
import { floatingSurface } from '../private/listBox.css';

export const popover = style([floatingSurface, { maxWidth: 'min(24rem, calc(100vw - 16px))' }]);

export const dialog = style({ padding: vars.space.large, outline: 'none' });

export const arrow = style({
  fill: vars.color.surface,
  stroke: vars.color.border,
  strokeWidth: 1,
});

globalStyle(`${arrow}[data-placement=bottom] svg`, { transform: 'rotate(180deg)' });
globalStyle(`${arrow}[data-placement=left] svg`, { transform: 'rotate(-90deg)' });
globalStyle(`${arrow}[data-placement=right] svg`, { transform: 'rotate(90deg)' });
