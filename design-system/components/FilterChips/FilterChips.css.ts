import { style } from '@vanilla-extract/css';
import { focusRing } from '../../css/focusRing.css';
import { vars } from '../../tokens/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const label = style({ fontWeight: vars.fontWeight.strong, color: vars.color.text });

/** The chips, then Clear all; both wrap onto as many lines as the width needs. */
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

export const list = style([
  focusRing,
  { display: 'flex', flexWrap: 'wrap', gap: vars.space.small, borderRadius: vars.radius.small },
]);

/**
 * A chip: the criterion in words and its remove button in one pill, 44 px high. The whole chip takes
 * the focus ring (arrows move between chips); its remove button is a 32 px target inside it.
 */
export const chip = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    maxWidth: '100%',
    minHeight: vars.control.height,
    paddingInlineStart: vars.space.medium,
    paddingInlineEnd: vars.space.xsmall,
    border: `${vars.control.borderWidth} solid ${vars.color.brand}`,
    borderRadius: vars.radius.full,
    background: vars.color.brandSubtle,
    color: vars.color.text,
    fontWeight: vars.fontWeight.medium,
    cursor: 'default',
    selectors: { '&[data-hovered]': { borderColor: vars.color.brandHover } },
    '@media': { '(forced-colors: active)': { borderColor: 'CanvasText' } },
  },
]);

export const text = style({ minWidth: 0, overflowWrap: 'anywhere' });

export const remove = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: `calc(${vars.control.minTarget} + ${vars.space.small})`,
    height: `calc(${vars.control.minTarget} + ${vars.space.small})`,
    padding: 0,
    border: 'none',
    borderRadius: vars.radius.full,
    background: 'transparent',
    color: vars.color.brand,
    cursor: 'pointer',
    selectors: {
      '&[data-hovered], &[data-pressed]': { background: vars.color.brand, color: vars.color.onBrand },
    },
    '@media': {
      '(forced-colors: active)': {
        color: 'ButtonText',
        selectors: { '&[data-hovered], &[data-pressed]': { background: 'Highlight', color: 'HighlightText' } },
      },
    },
  },
]);

export const empty = style({ color: vars.color.textSubtle, paddingBlock: vars.space.small });
