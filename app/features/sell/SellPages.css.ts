import { style } from '@vanilla-extract/css';
import { vars } from '@ds';

/** Keeps lines of prose to a readable length. */
export const prose = style({ maxWidth: '44rem' });

/** A list of points with their bullets (or numbers), indented as running text is read. */
export const points = style({
  margin: 0,
  paddingInlineStart: vars.space.xlarge,
  display: 'grid',
  gap: vars.space.xsmall,
});

/** The valuation form in its box. */
export const formBox = style({
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.borderSubtle}`,
  maxWidth: '40rem',
  '@media': { '(forced-colors: active)': { borderColor: 'CanvasText' } },
});
