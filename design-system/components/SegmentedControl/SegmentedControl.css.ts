import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';
import { pressable } from '../private/pressable.css';

/** The radio group: its label (visible or not) above the track. */
export const group = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  maxWidth: '100%',
});

/** The track the segments sit in. */
export const segments = style({
  display: 'inline-flex',
  maxWidth: '100%',
  padding: vars.space.xxsmall,
  gap: vars.space.xxsmall,
  border: `${vars.control.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
});

/** One radio, drawn as a segment: the selected one filled. */
export const segment = style([
  pressable,
  {
    flex: '1 1 0',
    minHeight: '40px',
    paddingInline: vars.space.large,
    borderRadius: vars.radius.small,
    background: 'transparent',
    color: vars.color.text,
    selectors: {
      '&[data-hovered]': { background: vars.color.surfaceRaised },
      '&[data-selected]': { background: vars.color.brand, color: vars.color.onBrand },
      '&[data-selected][data-hovered]': { background: vars.color.brandHover },
    },
    '@media': {
      // Chromium paints a Canvas backplate behind text in forced colours, which hid HighlightText on
      // the Highlight fill: the selected segment opts out and sets every colour from the system palette.
      '(forced-colors: active)': {
        selectors: {
          '&[data-selected], &[data-selected][data-hovered]': {
            forcedColorAdjust: 'none',
            background: 'Highlight',
            color: 'HighlightText',
            borderColor: 'Highlight',
          },
          '&[data-selected][data-disabled]': { background: 'GrayText', color: 'Canvas', borderColor: 'GrayText' },
        },
      },
    },
  },
]);
