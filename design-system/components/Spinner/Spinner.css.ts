import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/vars.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = recipe({
  base: { display: 'inline-flex', color: vars.color.brand },
  variants: {
    size: {
      small: { fontSize: '1rem' },
      medium: { fontSize: '1.5rem' },
      large: { fontSize: '3rem' },
    },
  },
});

export const graphic = style({
  width: '1em',
  height: '1em',
  animationName: spin,
  animationDuration: '800ms',
  animationTimingFunction: 'linear',
  animationIterationCount: 'infinite',
  '@media': {
    '(prefers-reduced-motion: reduce)': { animationDuration: '2400ms' },
  },
});
