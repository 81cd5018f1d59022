import { style } from '@vanilla-extract/css';
import { focusRingWhen } from '../../css/focusRing.css';
import { vars } from '../../tokens/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
  width: '100%',
});

export const header = style({
  display: 'flex',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.small,
});

export const label = style({ fontWeight: vars.fontWeight.strong, color: vars.color.text });

export const output = style({ color: vars.color.text, fontVariantNumeric: 'tabular-nums' });

/** The whole track area is the pointer target: 44 px high, the rail drawn in its middle. */
export const track = style({
  position: 'relative',
  height: vars.control.height,
  // Keep the thumb's half inside the box at either end.
  marginInline: '12px',
  cursor: 'pointer',
  touchAction: 'none',
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 } },
});

export const rail = style({
  position: 'absolute',
  insetInline: 0,
  top: '50%',
  height: vars.space.small,
  transform: 'translateY(-50%)',
  borderRadius: vars.radius.full,
  background: vars.color.borderSubtle,
  border: `1px solid ${vars.color.border}`,
  '@media': { '(forced-colors: active)': { background: 'Canvas', borderColor: 'CanvasText' } },
});

/**
 * RAC places the fill (position, start, width) and makes it the track's whole height with an inline
 * style; the bar itself is its ::before, as thick as the rail and centred on it.
 */
export const fill = style({
  '::before': {
    content: '""',
    position: 'absolute',
    insetInline: 0,
    top: '50%',
    height: vars.space.small,
    transform: 'translateY(-50%)',
    borderRadius: vars.radius.full,
    background: vars.color.brand,
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: { '&::before': { background: 'Highlight', forcedColorAdjust: 'none' } },
    },
  },
});

export const thumb = style([
  focusRingWhen('&[data-focus-visible]', '2px'),
  {
    top: '50%',
    // Over the fill, which RAC places after it (the fill's bar was drawn over the thumb's half).
    zIndex: 1,
    width: vars.control.minTarget,
    height: vars.control.minTarget,
    borderRadius: vars.radius.full,
    background: vars.color.surface,
    border: `${vars.control.borderWidth} solid ${vars.color.brand}`,
    boxShadow: vars.shadow.small,
    selectors: {
      '&[data-hovered]': { borderColor: vars.color.brandHover },
      '&[data-dragging]': { background: vars.color.brandSubtle },
    },
    '@media': {
      '(forced-colors: active)': { background: 'ButtonFace', borderColor: 'ButtonText', forcedColorAdjust: 'none' },
    },
  },
]);

/** A field for typing the value, beside the slider (under it on a narrow screen). */
export const withField = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(12rem, 100%), 1fr))',
  alignItems: 'end',
  gap: vars.space.medium,
});

export const fieldSlot = style({ minWidth: 0 });
