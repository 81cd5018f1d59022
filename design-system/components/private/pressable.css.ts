import { style } from '@vanilla-extract/css';
import { focusRing } from '../../css/focusRing.css';
import { vars } from '../../tokens/vars.css';

/**
 * What every pressable control shares (Button, IconButton, ToggleButton, segments): layout, the
 * focus ring, a transparent border that forced-colors mode makes visible, and disabled cursors
 * (for `isDisabled` and for `aria-disabled`, which keeps the control focusable).
 */
export const pressable = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.small,
    minWidth: vars.control.minTarget,
    minHeight: vars.control.minTarget,
    borderRadius: vars.radius.medium,
    border: `${vars.control.borderWidth} solid transparent`,
    fontWeight: vars.fontWeight.strong,
    lineHeight: vars.lineHeight.tight,
    textDecoration: 'none',
    cursor: 'pointer',
    transitionProperty: 'background-color, border-color, color',
    transitionDuration: vars.duration.fast,
    selectors: {
      // aria-disabled: unavailable but still focusable (e.g. a submit button the keyboard user is on).
      '&[data-disabled], &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.6 },
    },
    '@media': {
      '(forced-colors: active)': {
        borderColor: 'ButtonText',
        selectors: {
          '&[data-disabled], &[aria-disabled="true"]': { borderColor: 'GrayText', color: 'GrayText', opacity: 1 },
        },
      },
    },
  },
]);
