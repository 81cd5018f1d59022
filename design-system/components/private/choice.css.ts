import { style } from '@vanilla-extract/css';
import { focusRingWhen } from '../../css/focusRing.css';
import { vars } from '../../tokens/vars.css';

/** A checkbox, radio or switch row: the indicator and its label, a 44 px tall target. */
export const choice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: vars.control.height,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

/** The indicator's focus ring, drawn when its row (the focusable label) is keyboard-focused. */
export const indicatorFocusRing = focusRingWhen(`${choice}[data-focus-visible] &`);

/** The box or circle: a control border at rest, brand when selected, critical when invalid. */
export const indicator = style([
  indicatorFocusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: vars.control.minTarget,
    height: vars.control.minTarget,
    border: `${vars.control.borderWidth} solid ${vars.color.border}`,
    background: vars.color.surface,
    color: vars.color.onBrand,
    transitionProperty: 'background-color, border-color',
    transitionDuration: vars.duration.fast,
    selectors: {
      [`${choice}[data-hovered] &`]: { borderColor: vars.color.text },
      [`${choice}[data-selected] &, ${choice}[data-indeterminate] &`]: {
        background: vars.color.brand,
        borderColor: vars.color.brand,
      },
      [`${choice}[data-invalid] &`]: { borderColor: vars.color.critical },
    },
    '@media': {
      '(forced-colors: active)': {
        borderColor: 'ButtonText',
        selectors: {
          [`${choice}[data-selected] &, ${choice}[data-indeterminate] &`]: {
            background: 'Highlight',
            borderColor: 'Highlight',
            color: 'HighlightText',
          },
        },
      },
    },
  },
]);

/** A group of choices: a fieldset-like column with its legend, hint and error. */
export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  selectors: {
    '&[data-orientation="horizontal"]': { flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.large },
  },
});
