import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { brandTokens } from './tokens';
import { vars } from './contract.css';

/**
 * The brand theme fills the contract on :root, so portalled overlays (modals, toasts, popovers)
 * rendered outside the app's tree still see every token.
 */
createGlobalTheme(':root', vars, brandTokens);

// Motion is opt-in: anyone who asks the system for reduced motion gets none.
globalStyle(':root', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      vars: {
        [vars.duration.fast]: '0ms',
        [vars.duration.medium]: '0ms',
        [vars.duration.panel]: '0ms',
      },
    },
    // Colours change at once in forced colours (Windows high contrast): Chromium paints a colour
    // transition's in-between values as Canvas, so a radio's circle and dot would vanish as it turns
    // selected under the pointer. Only the quick control transitions are colour ones.
    '(forced-colors: active)': {
      vars: { [vars.duration.fast]: '0ms' },
    },
  },
});
