import { keyframes } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/vars.css';

const fromEnd = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'none' } });
const fromStart = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'none' } });
const fromTop = keyframes({ from: { transform: 'translateY(-100%)' }, to: { transform: 'none' } });

export const panel = recipe({
  base: {
    position: 'fixed',
    insetBlock: 0,
    width: 'min(28rem, 100vw)',
    background: vars.color.surface,
    color: vars.color.text,
    boxShadow: vars.shadow.large,
    outline: 'none',
    '@media': {
      '(forced-colors: active)': { borderInline: '2px solid CanvasText' },
    },
  },
  variants: {
    placement: {
      end: {
        insetInlineEnd: 0,
        selectors: {
          '&[data-entering]': { animation: `${fromEnd} ${vars.duration.panel} ease-out` },
          '&[data-exiting]': { animation: `${fromEnd} ${vars.duration.panel} ease-in reverse` },
        },
      },
      start: {
        insetInlineStart: 0,
        selectors: {
          '&[data-entering]': { animation: `${fromStart} ${vars.duration.panel} ease-out` },
          '&[data-exiting]': { animation: `${fromStart} ${vars.duration.panel} ease-in reverse` },
        },
      },
      // The whole width, as tall as its content (a row of cards): the shortlist.
      top: {
        insetInline: 0,
        insetBlockEnd: 'auto',
        width: '100%',
        maxHeight: '100%',
        overflowY: 'auto',
        selectors: {
          '&[data-entering]': { animation: `${fromTop} ${vars.duration.panel} ease-out` },
          '&[data-exiting]': { animation: `${fromTop} ${vars.duration.panel} ease-in reverse` },
        },
        '@media': {
          '(forced-colors: active)': { borderInline: 'none', borderBlockEnd: '2px solid CanvasText' },
        },
      },
    },
  },
});
