import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

/** A list laid out as a wrapping row with no bullets (breadcrumbs, pages, badges, facts). */
export const inlineList = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
