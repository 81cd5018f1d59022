import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/vars.css';

export const root = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    paddingInline: vars.space.small,
    paddingBlock: vars.space.xxsmall,
    borderRadius: vars.radius.small,
    fontSize: vars.fontSize.small,
    fontWeight: vars.fontWeight.strong,
    lineHeight: vars.lineHeight.tight,
    whiteSpace: 'nowrap',
    border: '1px solid transparent',
    '@media': { '(forced-colors: active)': { borderColor: 'CanvasText' } },
  },
  variants: {
    tone: {
      neutral: { background: vars.color.inverse, color: vars.color.onInverse },
      brand: { background: vars.color.brand, color: vars.color.onBrand },
      positive: { background: vars.color.positive, color: vars.color.onPositive },
      critical: { background: vars.color.critical, color: vars.color.onCritical },
      caution: { background: vars.color.caution, color: vars.color.onCaution },
    },
  },
});
