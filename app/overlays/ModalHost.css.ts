import { style } from '@vanilla-extract/css';
import { vars } from '@ds';

/** The dialog scrolls inside the modal when its content is taller than the screen. */
export const dialog = style({
  minHeight: 0,
  overflowY: 'auto',
  padding: vars.space.xlarge,
  paddingBlockStart: vars.space.small,
  outline: 'none',
});

/** The close button's row, in the dialog's flow: the title starts below it. */
export const closeRow = style({
  display: 'flex',
  justifyContent: 'flex-end',
  marginInlineEnd: `calc(${vars.space.large} * -1)`,
});
