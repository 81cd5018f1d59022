import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';
import { pressable } from '../private/pressable.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const trigger = style([
  pressable,
  {
    alignSelf: 'flex-start',
    // A label that wraps starts each line at the same edge, beside the chevron (buttons centre text).
    justifyContent: 'flex-start',
    textAlign: 'start',
    minHeight: vars.control.height,
    paddingInline: vars.space.xsmall,
    background: 'transparent',
    color: vars.color.link,
    textDecoration: 'underline',
    selectors: { '&[data-hovered]': { color: vars.color.linkHover, textDecorationThickness: '3px' } },
  },
]);

export const panel = style({
  selectors: { '&[data-entering]': {}, '&:not([data-expanded])': {} },
});
