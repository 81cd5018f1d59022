import { recipe } from '@vanilla-extract/recipes';

export const root = recipe({
  base: { display: 'inline-block', flexShrink: 0, verticalAlign: 'middle' },
  variants: {
    size: {
      small: { width: '1rem', height: '1rem' },
      medium: { width: '1.25rem', height: '1.25rem' },
      large: { width: '1.5rem', height: '1.5rem' },
    },
    filled: {
      true: { fill: 'currentColor' },
    },
  },
});
