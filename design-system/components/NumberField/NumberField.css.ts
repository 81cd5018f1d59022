import { style } from '@vanilla-extract/css';
import { focusRing } from '../../css/focusRing.css';
import { vars } from '../../tokens/vars.css';

export const group = style({ paddingInline: vars.space.xsmall, gap: vars.space.xsmall });

export const input = style({ textAlign: 'center' });

export const stepper = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.control.minTarget,
    height: vars.control.minTarget,
    minWidth: vars.control.minTarget,
    border: 0,
    borderRadius: vars.radius.small,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]': { background: vars.color.brandSubtle },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
    },
  },
]);
