import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

export const group = style({ paddingInlineEnd: vars.space.xsmall });

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.control.minTarget,
  height: vars.control.minTarget,
  border: 0,
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&[data-hovered]': { background: vars.color.surfaceRaised } },
});
