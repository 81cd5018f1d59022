import { style, styleVariants } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/vars.css';

/** The table's visible width, against which its caption wraps while the table scrolls sideways. */
export const root = style({ containerType: 'inline-size' });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.standard,
  color: vars.color.text,
});

export const caption = style({
  textAlign: 'start',
  fontWeight: vars.fontWeight.strong,
  fontSize: vars.fontSize.large,
  paddingBlockEnd: vars.space.small,
});

/**
 * The caption's text stays at the start of the visible part of a table scrolled sideways (the caption
 * itself is as wide as the table), wrapping within that visible width.
 */
export const captionText = style({
  display: 'inline-block',
  position: 'sticky',
  insetInlineStart: 0,
  maxWidth: '100cqi',
});

export const cell = recipe({
  base: {
    borderBlockEnd: `1px solid ${vars.color.borderSubtle}`,
    verticalAlign: 'top',
    '@media': { '(forced-colors: active)': { borderBlockEndColor: 'CanvasText' } },
  },
  variants: {
    density: {
      standard: { padding: `${vars.space.medium} ${vars.space.medium} ${vars.space.medium} 0` },
      compact: { padding: `${vars.space.xsmall} ${vars.space.small} ${vars.space.xsmall} 0` },
    },
  },
});

export const header = style({
  fontWeight: vars.fontWeight.strong,
  borderBlockEnd: `${vars.control.borderWidth} solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});

export const rowHeader = style({ fontWeight: vars.fontWeight.strong });

export const row = style({});

export const align = styleVariants({
  start: { textAlign: 'start' },
  end: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
});
