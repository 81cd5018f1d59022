import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

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

/**
 * A dialog's title: a size down on a narrow screen (a phone, 400 % zoom), where beside the close
 * button a long word ("Representative") would not fit its line; a word that still cannot is broken
 * with a hyphen.
 */
export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xlarge,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  hyphens: 'auto',
  '@media': { 'screen and (max-width: 30em)': { fontSize: vars.fontSize.large } },
});

/**
 * A drawer's actions (Clear and Done), kept in sight at the bottom of its scrolling content: on the
 * panel's edge (past the dialog's padding), over what scrolls under it.
 */
export const stickyFooter = style({
  position: 'sticky',
  insetBlockEnd: `calc(-1 * ${vars.space.xlarge})`,
  zIndex: 1,
  marginInline: `calc(-1 * ${vars.space.xlarge})`,
  marginBlockEnd: `calc(-1 * ${vars.space.xlarge})`,
  marginBlockStart: vars.space.large,
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.xlarge,
  background: vars.color.surface,
  borderBlockStart: `1px solid ${vars.color.borderSubtle}`,
  '@media': { '(forced-colors: active)': { borderBlockStartColor: 'CanvasText' } },
});

/** The footer's height (a control and its padding) and a little room: what scrolling keeps clear. */
const footerClearance = `calc(${vars.control.height} + 2 * ${vars.space.medium} + ${vars.space.small})`;

export const dialog = style({
  outline: 'none',
  padding: vars.space.xlarge,
  height: '100%',
  overflowY: 'auto',
  selectors: {
    // Focus moved by Tab, and any scrolling into view, stops short of the sticky footer (WCAG 2.4.11).
    [`&:has(> ${stickyFooter})`]: { scrollPaddingBlockEnd: footerClearance },
  },
});
