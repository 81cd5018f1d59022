import { recipe } from '@vanilla-extract/recipes';
import { pressable } from '../private/pressable.css';
import { vars } from '../../tokens/vars.css';

export const root = recipe({
  base: [
    pressable,
    {
      selectors: {
        '&[data-pending]': { cursor: 'progress' },
      },
    },
  ],
  variants: {
    variant: {
      primary: {
        background: vars.color.brand,
        color: vars.color.onBrand,
        selectors: {
          '&[data-hovered]': { background: vars.color.brandHover },
          '&[data-pressed]': { background: vars.color.brandHover },
        },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.brand,
        borderColor: vars.color.brand,
        selectors: {
          '&[data-hovered]': { background: vars.color.brandSubtle },
          '&[data-pressed]': { background: vars.color.brandSubtle },
        },
      },
      tertiary: {
        background: 'transparent',
        color: vars.color.text,
        selectors: {
          '&[data-hovered]': { background: vars.color.surfaceRaised },
          '&[data-pressed]': { background: vars.color.surfaceRaised },
        },
      },
      link: {
        background: 'transparent',
        color: vars.color.link,
        fontWeight: vars.fontWeight.regular,
        textDecoration: 'underline',
        paddingInline: vars.space.none,
        selectors: {
          '&[data-hovered]': { textDecorationThickness: '3px' },
        },
      },
    },
    size: {
      small: { paddingBlock: vars.space.xsmall, paddingInline: vars.space.medium, fontSize: vars.fontSize.small },
      medium: {
        minHeight: vars.control.height,
        paddingBlock: vars.space.small,
        paddingInline: vars.space.large,
        fontSize: vars.fontSize.standard,
      },
      large: {
        minHeight: vars.control.height,
        paddingBlock: vars.space.medium,
        paddingInline: vars.space.xlarge,
        fontSize: vars.fontSize.large,
      },
    },
    fullWidth: {
      true: { width: '100%' },
    },
  },
  compoundVariants: [{ variants: { variant: 'link', size: 'medium' }, style: { paddingInline: vars.space.none } }],
  defaultVariants: { variant: 'primary', size: 'medium' },
});
