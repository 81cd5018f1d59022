import { style } from '@vanilla-extract/css';
import { vars } from '@ds';

const forced = '(forced-colors: active)';

/** The chart takes the text colour (CanvasText in forced colours): its lines and marks are currentColor. */
export const figure = style({ margin: 0, color: vars.color.text, maxWidth: '40rem' });

export const svg = style({ display: 'block', width: '100%', height: 'auto', overflow: 'visible' });

export const grid = style({ stroke: 'currentColor', strokeOpacity: 0.25, strokeWidth: 1 });

export const axis = style({ stroke: 'currentColor', strokeWidth: 1 });

export const label = style({ fill: 'currentColor', fontSize: '13px', fontFamily: vars.font.body });

export const line = style({ fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinejoin: 'round' });

export const passed = style({ fill: 'currentColor' });

/** Hollow: the surface inside, the outline in the text colour. */
export const failed = style({
  fill: vars.color.surface,
  stroke: 'currentColor',
  strokeWidth: 2,
  '@media': { [forced]: { fill: 'Canvas' } },
});

/** A lower reading: a downward triangle (its shape says it; the colour only adds to it). */
export const lower = style({
  color: vars.color.critical,
  fill: 'currentColor',
  '@media': { [forced]: { color: 'CanvasText' } },
});

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xsmall} ${vars.space.large}`,
  listStyle: 'none',
  margin: `${vars.space.small} 0 0`,
  padding: 0,
  fontSize: vars.fontSize.small,
});

export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xsmall });

export const caption = style({ fontWeight: 600, marginBottom: vars.space.small });

export const legendMark = style({ display: 'block', width: '16px', height: '16px', overflow: 'visible' });
