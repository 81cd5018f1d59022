import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';
import { choice, indicatorFocusRing } from '../private/choice.css';

export const track = style([
  indicatorFocusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    flexShrink: 0,
    width: '2.75rem',
    height: '1.5rem',
    padding: '2px',
    borderRadius: vars.radius.full,
    border: `${vars.control.borderWidth} solid ${vars.color.border}`,
    background: vars.color.surface,
    transitionProperty: 'background-color',
    transitionDuration: vars.duration.fast,
    selectors: {
      [`${choice}[data-selected] &`]: { background: vars.color.brand, borderColor: vars.color.brand },
    },
    '@media': {
      '(forced-colors: active)': {
        borderColor: 'ButtonText',
        selectors: {
          [`${choice}[data-selected] &`]: { background: 'Highlight', borderColor: 'Highlight' },
        },
      },
    },
  },
]);

export const thumb = style({
  width: '1rem',
  height: '1rem',
  borderRadius: vars.radius.full,
  background: vars.color.border,
  transitionProperty: 'transform',
  transitionDuration: vars.duration.fast,
  selectors: {
    [`${choice}[data-selected] &`]: { transform: 'translateX(1.25rem)', background: vars.color.onBrand },
  },
  '@media': {
    '(forced-colors: active)': {
      background: 'ButtonText',
      selectors: { [`${choice}[data-selected] &`]: { background: 'HighlightText' } },
    },
  },
});
