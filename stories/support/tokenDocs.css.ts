import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
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
export const pairBorder = styleVariants(vars.color, (value) => ({
  display: 'inline-block',
  width: '1.5rem',
  height: '1rem',
  verticalAlign: 'middle',
  border: `${vars.control.borderWidth} solid ${value}`,
  borderRadius: vars.radius.small,
}));
export const pairBackground = styleVariants(vars.color, (value) => ({
  background: value,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderRadius: vars.radius.small,
  fontWeight: vars.fontWeight.strong,
}));

export const font = styleVariants(vars.font, (value) => ({ fontFamily: value }));

export const fontSize = styleVariants(vars.fontSize, (value) => ({
  fontSize: value,
  lineHeight: vars.lineHeight.tight,
}));

export const fontWeight = styleVariants(vars.fontWeight, (value) => ({
  fontSize: vars.fontSize.large,
  fontWeight: value,
}));

export const lineHeight = styleVariants(vars.lineHeight, (value) => ({
  display: 'block',
  maxWidth: '16rem',
  lineHeight: value,
  background: vars.color.brandSubtle,
}));

export const spaceBar = styleVariants(vars.space, (value) => ({
  display: 'block',
  width: value,
  height: '1rem',
  background: vars.color.brand,
}));

/** A square as large as the target, as tall as the control, or drawn with the border or focus ring. */
export const control = styleVariants({
  minTarget: { width: vars.control.minTarget, height: vars.control.minTarget },
  height: { width: vars.control.height, height: vars.control.height },
  borderWidth: { width: vars.control.height, height: vars.control.height, borderWidth: vars.control.borderWidth },
  focusWidth: {
    width: vars.control.height,
    height: vars.control.height,
    outline: `${vars.control.focusWidth} solid ${vars.color.focus}`,
    outlineOffset: '2px',
  },
});
globalStyle(`${Object.values(control).join(', ')}`, {
  display: 'block',
  margin: vars.space.xsmall,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.surfaceRaised,
});

const shape = style({
  display: 'block',
  width: '4rem',
  height: '3rem',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const radius = styleVariants(vars.radius, (value) => [shape, { borderRadius: value }]);

export const shadow = styleVariants(vars.shadow, (value) => [
  shape,
  {
    margin: vars.space.medium,
    borderRadius: vars.radius.medium,
    borderColor: vars.color.borderSubtle,
    boxShadow: value,
  },
]);

export const icons = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.large });

export const table = style({
  borderCollapse: 'collapse',
  marginBlock: vars.space.large,
  width: '100%',
  fontSize: vars.fontSize.small,
});

export const caption = style({
  textAlign: 'start',
  fontWeight: vars.fontWeight.strong,
  paddingBlockEnd: vars.space.small,
});

export const cell = style({
  padding: vars.space.small,
  borderBlockEnd: `1px solid ${vars.color.borderSubtle}`,
  textAlign: 'start',
  verticalAlign: 'middle',
});
