import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';
import { pressable } from '../private/pressable.css';

export const root = style({
  display: 'inline-flex',
  maxWidth: '100%',
  padding: vars.space.xxsmall,
  gap: vars.space.xxsmall,
  border: `${vars.control.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  selectors: { '&[data-disabled]': { opacity: 0.6 } },
});

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
    },
    '@media': {
      '(forced-colors: active)': {
        borderColor: 'transparent',
        selectors: {
          '&[data-selected]': { background: 'Highlight', color: 'HighlightText', borderColor: 'Highlight' },
        },
      },
    },
  },
]);
