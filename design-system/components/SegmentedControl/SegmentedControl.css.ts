import { style } from '@vanilla-extract/css';
import { forcedColorsSelected, forcedColorsSelectedDisabled } from '../../css/forcedColors';
import { vars } from '../../tokens/vars.css';
import { pressable } from '../private/pressable.css';

/**
 * The radio group: its label (visible or not) above the track. Inline, so it is as wide as its
 * segments, unless a flex column around it stretches it (the search panel does).
 */
export const group = style({
  display: 'inline-flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  maxWidth: '100%',
});

/** The track the segments sit in: equal columns, each as wide as the longest label asks. */
export const segments = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '1fr',
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
    minHeight: '40px',
    textAlign: 'center',
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
      '(forced-colors: active)': {
        selectors: {
          '&[data-selected], &[data-selected][data-hovered]': forcedColorsSelected,
          '&[data-selected][data-disabled]': forcedColorsSelectedDisabled,
        },
      },
    },
  },
]);
