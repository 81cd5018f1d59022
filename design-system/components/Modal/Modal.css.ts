import { keyframes } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/vars.css';

const rise = keyframes({ from: { transform: 'translateY(16px)', opacity: 0 }, to: { transform: 'none', opacity: 1 } });

export const underlay = recipe({
  base: { alignItems: 'center', justifyContent: 'center', padding: vars.space.large },
  variants: {
    size: { small: {}, medium: {}, large: {}, fullScreen: { padding: 0 } },
  },
});

export const modal = recipe({
  base: {
    width: '100%',
    maxHeight: 'calc(var(--visual-viewport-height, 100vh) - 32px)',
    display: 'flex',
    flexDirection: 'column',
    background: vars.color.surface,
    color: vars.color.text,
    borderRadius: vars.radius.large,
    boxShadow: vars.shadow.large,
    outline: 'none',
    selectors: {
      '&[data-entering]': { animation: `${rise} ${vars.duration.medium}` },
    },
    '@media': {
      '(forced-colors: active)': { border: '2px solid CanvasText' },
    },
  },
  variants: {
    size: {
      small: { maxWidth: '28rem' },
      medium: { maxWidth: '40rem' },
      large: { maxWidth: '60rem' },
      /** The whole viewport (a photo gallery shown full screen): no margin, no rounded corners. */
      fullScreen: {
        height: 'var(--visual-viewport-height, 100vh)',
        maxHeight: 'none',
        borderRadius: 0,
        boxShadow: 'none',
      },
    },
  },
});
