import { recipe } from '@vanilla-extract/recipes';
import { iconSize } from '../../tokens/tokens';

const box = (size: keyof typeof iconSize) => ({ width: iconSize[size], height: iconSize[size] });

export const root = recipe({
  base: { display: 'inline-block', flexShrink: 0, verticalAlign: 'middle' },
  variants: {
    size: {
      small: box('small'),
      medium: box('medium'),
      large: box('large'),
    },
    filled: {
      true: { fill: 'currentColor' },
    },
  },
});
