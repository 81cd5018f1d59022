import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@ds/tokens/vars.css';

/** One swatch per colour role, filled from the theme contract (no inline styles). */
export const swatch = styleVariants(vars.color, (value) => ({
  display: 'block',
  width: '3rem',
  height: '2rem',
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.border}`,
  background: value,
}));

export const pairSample = styleVariants(vars.color, (value) => ({ color: value }));
export const pairBackground = styleVariants(vars.color, (value) => ({
  background: value,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderRadius: vars.radius.small,
  fontWeight: vars.fontWeight.strong,
}));

export const fontSize = styleVariants(vars.fontSize, (value) => ({
  fontSize: value,
  lineHeight: vars.lineHeight.tight,
}));

export const spaceBar = styleVariants(vars.space, (value) => ({
  display: 'block',
  width: value,
  height: '1rem',
  background: vars.color.brand,
}));

export const table = style({
  borderCollapse: 'collapse',
  width: '100%',
  fontSize: vars.fontSize.small,
});

export const cell = style({
  padding: vars.space.small,
  borderBlockEnd: `1px solid ${vars.color.borderSubtle}`,
  textAlign: 'start',
  verticalAlign: 'middle',
});
