import { recipe } from '@vanilla-extract/recipes';
import { forcedColorsSelected, forcedColorsSelectedDisabled } from '../../css/forcedColors';
import { pressable } from '../private/pressable.css';
import { vars } from '../../tokens/vars.css';

export const root = recipe({
  base: [
    pressable,
    {
      minWidth: vars.control.height,
      minHeight: vars.control.height,
      paddingInline: vars.space.medium,
      background: vars.color.surface,
      color: vars.color.brand,
      selectors: {
        '&[data-hovered]': { background: vars.color.brandSubtle },
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
  ],
  variants: {
    variant: {
      outline: {
        borderColor: vars.color.brand,
        selectors: {
          '&[data-selected]': { background: vars.color.brand, color: vars.color.onBrand },
          '&[data-selected][data-hovered]': { background: vars.color.brandHover },
        },
      },
      ghost: {
        background: 'transparent',
      },
    },
    iconOnly: {
      true: { paddingInline: 0, borderRadius: vars.radius.full },
    },
  },
});
