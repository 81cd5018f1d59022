import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@ds/tokens/vars.css';

/** Do and don't panels side by side where there is room, one above the other on a phone. */
export const pairs = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
  gap: vars.space.large,
  marginBlock: vars.space.large,
});

const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.large,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderBlockStartWidth: '6px',
  borderRadius: vars.radius.medium,
  '@media': { '(forced-colors: active)': { borderColor: 'CanvasText' } },
});

export const tone = styleVariants({
  do: { borderBlockStartColor: vars.color.positive },
  dont: { borderBlockStartColor: vars.color.critical },
});
export const panelBase = panel;

export const verdict = styleVariants({
  do: { color: vars.color.positive, fontWeight: vars.fontWeight.strong, margin: 0 },
  dont: { color: vars.color.critical, fontWeight: vars.fontWeight.strong, margin: 0 },
});

export const example = style({
  padding: vars.space.medium,
  background: vars.color.surface,
  borderRadius: vars.radius.small,
  border: `1px dashed ${vars.color.borderSubtle}`,
});

export const why = style({ margin: 0, color: vars.color.text });
