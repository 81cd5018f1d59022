import { style } from '@vanilla-extract/css';
import { vars } from '@ds';

/** Cards and review summaries side by side where there is room, one column on a phone (reflow at 320 px). */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
  gap: vars.space.large,
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

/** A review summary: a bordered box (forced colours keep the border). */
export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  height: '100%',
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.borderSubtle}`,
  '@media': { '(forced-colors: active)': { borderColor: 'CanvasText' } },
});

/** Pushes a summary's button to its foot so buttons line up across a row. */
export const summaryAction = style({ marginBlockStart: 'auto' });

/** The decorative stars of a rating (the words say the score). */
export const stars = style({ color: vars.color.brand, letterSpacing: '0.1em' });

/** Pros and cons side by side where there is room. */
export const prosCons = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
  gap: vars.space.large,
});

/** The list of bulleted points (pros, cons): normal bullets, indented. */
export const points = style({ margin: 0, paddingInlineStart: vars.space.large });

/** The selects of the filter and compare overlays, one under another. */
export const fields = style({ display: 'grid', gap: vars.space.large });
