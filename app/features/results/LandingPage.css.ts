import { style } from '@vanilla-extract/css';
import { vars } from '@ds';

/** Takes the space of the layout's page-loading state, which shows while the page's code loads. */
export const loading = style({
  minHeight: '50vh',
  color: vars.color.textSubtle,
});
