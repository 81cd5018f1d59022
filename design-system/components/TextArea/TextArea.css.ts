import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

/** The multi-line box: the field's control with room for a few lines, resized by height only. */
export const textArea = style({
  display: 'block',
  minHeight: `calc(5 * ${vars.lineHeight.standard} * ${vars.fontSize.standard} + 2 * ${vars.space.small})`,
  paddingBlock: vars.space.small,
  lineHeight: vars.lineHeight.standard,
  fontFamily: 'inherit',
  resize: 'vertical',
});

export const count = style({
  color: vars.color.textSubtle,
  fontSize: vars.fontSize.small,
  selectors: {
    '&[data-over]': { color: vars.color.critical, fontWeight: vars.fontWeight.strong },
  },
});
