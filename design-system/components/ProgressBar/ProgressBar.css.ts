import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/vars.css';

const slide = keyframes({ from: { transform: 'translateX(-30%)' }, to: { transform: 'translateX(100%)' } });

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, width: '100%' });

export const header = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.small });

export const label = style({ fontWeight: vars.fontWeight.strong, color: vars.color.text });

export const value = style({ color: vars.color.textSubtle });

export const track = style({
  height: '8px',
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceRaised,
  outline: `1px solid ${vars.color.border}`,
});

export const fill = recipe({
  base: { width: '100%', height: '100%' },
  variants: {
    indeterminate: {
      true: {
        animation: `${slide} 1.2s linear infinite`,
        '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
      },
      false: {},
    },
  },
});

export const bar = style({
  display: 'block',
  width: '100%',
  height: '100%',
  fill: vars.color.brand,
  '@media': { '(forced-colors: active)': { fill: 'Highlight' } },
});
