import { style } from '@vanilla-extract/css';
import { vars } from '@ds';

/** The calculator: the figures and the quote side by side on a wide screen, one above the other on a narrow one. */
export const calculator = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 22rem), 1fr))',
  gap: vars.space.xxlarge,
  alignItems: 'start',
});

export const panel = style({ minWidth: 0 });

/** Holds the polite live region; it takes no room. */
export const announcer = style({ display: 'contents' });

export const budget = style({
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.borderSubtle}`,
  maxWidth: '40rem',
  '@media': { '(forced-colors: active)': { borderColor: 'CanvasText' } },
});

/** The budget search's fields, one under another (as the design system's Form lays them out). */
export const budgetForm = style({ display: 'grid', gap: vars.space.large });
