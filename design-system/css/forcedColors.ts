/**
 * What a selected control looks like in forced-colors mode (Windows high contrast), in system colours
 * only: filled with Highlight, its text HighlightText. It opts out of forced colours
 * (`forced-color-adjust: none`) because Chromium otherwise paints a Canvas backplate behind the text,
 * leaving HighlightText on a Canvas box: a blank segment. Components key these under their own
 * selected selectors (inside `@media (forced-colors: active)`), including the selected-and-hovered
 * ones, so no brand colour can show through.
 */
export const forcedColorsSelected = {
  forcedColorAdjust: 'none',
  background: 'Highlight',
  color: 'HighlightText',
  borderColor: 'Highlight',
} as const;

/** A selected control that is also disabled, in forced colours. */
export const forcedColorsSelectedDisabled = {
  background: 'GrayText',
  color: 'Canvas',
  borderColor: 'GrayText',
} as const;
