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
  },
});
