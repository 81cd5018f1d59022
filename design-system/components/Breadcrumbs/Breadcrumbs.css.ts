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

/** An item may shrink to its longest word, so a long trail wraps at 320 px instead of overflowing. */
export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

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
    },
    '@media': {
      '(forced-colors: active)': { color: 'LinkText' },
    },
  },
]);

/** The current page: text, not a link. */
export const current = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.control.minTarget,
  color: vars.color.text,
});

export const separator = style({ display: 'inline-flex', color: vars.color.textSubtle });
