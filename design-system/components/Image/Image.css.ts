import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/vars.css';

export const root = recipe({
  base: {
    display: 'block',
    width: '100%',
    height: 'auto',
    background: vars.color.surfaceRaised,
  },
  variants: {
    fit: {
      cover: { objectFit: 'cover' },
      contain: { objectFit: 'contain' },
    },
  },
});
