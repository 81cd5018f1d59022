import { style } from '@vanilla-extract/css';
import { focusRing } from '../../css/focusRing.css';
import { vars } from '../../tokens/vars.css';

export const root = style([
  focusRing,
  {
    position: 'absolute',
    insetBlockStart: vars.space.small,
    insetInlineStart: vars.space.small,
    zIndex: vars.zIndex.skipLink,
    minHeight: vars.control.height,
    paddingInline: vars.space.large,
    border: `${vars.control.borderWidth} solid ${vars.color.brand}`,
    borderRadius: vars.radius.medium,
    background: vars.color.surface,
    color: vars.color.brand,
    fontWeight: vars.fontWeight.strong,
    textDecoration: 'underline',
    cursor: 'pointer',
    selectors: {
      '&:not([data-focused])': {
        width: 1,
        height: 1,
        minHeight: 0,
        padding: 0,
        border: 0,
        margin: -1,
        overflow: 'hidden',
        clip: 'rect(0 0 0 0)',
        whiteSpace: 'nowrap',
      },
    },
  },
]);
