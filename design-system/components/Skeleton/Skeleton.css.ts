import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/vars.css';

const pulse = keyframes({ '0%': { opacity: 1 }, '50%': { opacity: 0.5 }, '100%': { opacity: 1 } });

export const lines = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, width: '100%' });

export const block = recipe({
  base: {
    background: vars.color.borderSubtle,
    animation: `${pulse} 1.5s ease-in-out infinite`,
    '@media': {
      '(prefers-reduced-motion: reduce)': { animation: 'none' },
      '(forced-colors: active)': { border: '1px solid GrayText' },
    },
  },
  variants: {
    shape: {
      text: { height: '1em', borderRadius: vars.radius.small, width: '100%' },
      rect: { width: '100%', aspectRatio: '4 / 3', borderRadius: vars.radius.medium },
      circle: { width: '3rem', height: '3rem', borderRadius: vars.radius.full },
    },
    last: { true: { width: '60%' } },
  },
});
