import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../css/focusRing.css';
import { vars } from '../../tokens/vars.css';
import { inlineList } from '../private/list.css';

export const root = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.small });

export const list = inlineList;

export const gap = style({ minWidth: vars.control.minTarget, textAlign: 'center', color: vars.color.textSubtle });

export const link = recipe({
  base: [
    focusRing,
    {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: vars.space.xsmall,
      minWidth: vars.control.height,
      minHeight: vars.control.height,
      paddingInline: vars.space.small,
      borderRadius: vars.radius.small,
      color: vars.color.link,
      fontWeight: vars.fontWeight.strong,
      textDecoration: 'underline',
      cursor: 'pointer',
      selectors: {
        '&[data-hovered]': { background: vars.color.surfaceRaised, color: vars.color.linkHover },
        '&[aria-current="page"]': { background: vars.color.brand, color: vars.color.onBrand, textDecoration: 'none' },
      },
      '@media': {
        '(forced-colors: active)': {
          selectors: { '&[aria-current="page"]': { border: '2px solid CanvasText' } },
        },
      },
    },
  ],
  variants: {
    kind: { number: {}, step: {} },
  },
});
