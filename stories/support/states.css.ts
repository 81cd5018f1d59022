import { style } from '@vanilla-extract/css';
import { vars } from '@ds/tokens/vars.css';

/** One component's states: a row name above samples laid side by side, wrapping where room runs out. */
export const row = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  marginBlockEnd: vars.space.large,
});

export const rowName = style({ margin: 0, color: vars.color.text, fontWeight: vars.fontWeight.strong });

export const samples = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.large,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** One sample: the component in its state, its name under it (room for a focus ring all round). */
export const sample = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  margin: 0,
  padding: '4px',
});

export const caption = style({ color: vars.color.textSubtle, fontSize: vars.fontSize.small });

/** A sample that fills its width (a slider) given a width of its own. */
export const fixedWidth = style({ width: '14rem' });

/** Rows wider than a story's narrow column (cards side by side). */
export const wide = style({ width: '48rem' });

/** A small card cut to its top: its photo and what sits over it. */
export const cardTop = style({ width: '10rem', maxHeight: '8rem', overflow: 'hidden' });
