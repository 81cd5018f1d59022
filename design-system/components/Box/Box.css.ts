import { recipe } from '@vanilla-extract/recipes';

export const root = recipe({
  base: { minWidth: 0, margin: 0 },
  variants: {
    list: { true: { listStyle: 'none', padding: 0 } },
  },
});
