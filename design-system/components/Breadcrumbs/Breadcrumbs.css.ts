import { style } from '@vanilla-extract/css';
import { focusRing } from '../../css/focusRing.css';
import { vars } from '../../tokens/vars.css';
import { inlineList } from '../private/list.css';

export const list = style([
  inlineList,
  {
    fontSize: vars.fontSize.small,
  },
]);

export const item = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xsmall });

export const link = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: vars.control.minTarget,
    color: vars.color.link,
    textDecoration: 'underline',
    borderRadius: vars.radius.small,
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]': { color: vars.color.linkHover, textDecorationThickness: '3px' },
      '&[data-current]': { color: vars.color.text, textDecoration: 'none', cursor: 'default' },
    },
    '@media': {
      '(forced-colors: active)': {
        color: 'LinkText',
        selectors: { '&[data-current]': { color: 'CanvasText' } },
      },
    },
  },
]);

export const separator = style({ display: 'inline-flex', color: vars.color.textSubtle });
