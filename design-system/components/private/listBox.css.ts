import { style } from '@vanilla-extract/css';
import { focusRingWhen } from '../../css/focusRing.css';
import { vars } from '../../tokens/vars.css';

/** Floating surfaces (popover, menu, listbox): a raised card above the page. */
export const floatingSurface = style({
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.medium,
  zIndex: vars.zIndex.popover,
  outline: 'none',
  '@media': {
    '(forced-colors: active)': { border: '1px solid CanvasText' },
  },
});

export const popover = style([
  floatingSurface,
  {
    minWidth: 'var(--trigger-width)',
    maxHeight: 'min(24rem, var(--visual-viewport-height))',
    overflowY: 'auto',
  },
]);

export const listBox = style({ padding: vars.space.xsmall, outline: 'none' });

/** A row in a listbox or menu: highlighted by RAC's data-focused, states by data attributes. */
export const item = style([
  focusRingWhen('&[data-focus-visible]', '-3px'),
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.small,
    minHeight: vars.control.height,
    paddingInline: vars.space.small,
    borderRadius: vars.radius.small,
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-focused], &[data-hovered]': { background: vars.color.brandSubtle },
      '&[data-selected]': { fontWeight: vars.fontWeight.strong },
      '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textSubtle },
    },
    '@media': {
      '(forced-colors: active)': {
        selectors: {
          '&[data-focused]': { background: 'Highlight', color: 'HighlightText', forcedColorAdjust: 'none' },
          // The ring sits inside the row, on the Highlight background.
          '&[data-focus-visible]': { outlineColor: 'HighlightText' },
        },
      },
    },
  },
]);

export const check = style({ display: 'inline-flex', width: '1rem', flexShrink: 0 });

/** A row that is not a choice: "No results", or "Loading" with a spinner. */
export const emptyRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: vars.control.height,
  paddingInline: vars.space.small,
  color: vars.color.textSubtle,
});
