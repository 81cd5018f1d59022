import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

export const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** The dimmed page behind a modal or drawer; RAC marks it data-entering / data-exiting. */
export const underlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  background: vars.color.overlay,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.duration.medium}` },
    '&[data-exiting]': { animation: `${fadeIn} ${vars.duration.medium} reverse ease-in` },
  },
});

/** A dialog's heading row: the title and the close button. */
export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  marginBlockEnd: vars.space.large,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xlarge,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const dialog = style({
  outline: 'none',
  padding: vars.space.xlarge,
  height: '100%',
  overflowY: 'auto',
});
