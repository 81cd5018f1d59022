import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';
import { choice } from '../private/choice.css';

export const circle = style({ borderRadius: vars.radius.full });

export const dot = style({
  width: '0.5rem',
  height: '0.5rem',
  borderRadius: vars.radius.full,
  background: 'transparent',
  selectors: {
    [`${choice}[data-selected] &`]: { background: vars.color.onBrand },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: { [`${choice}[data-selected] &`]: { background: 'HighlightText' } },
    },
  },
});
