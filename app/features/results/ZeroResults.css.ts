import { style } from '@vanilla-extract/css';
import { vars } from '@ds';

export { messageBox as message } from '../shell/messageBox.css';

/** The relaxations, one a line: each a link that runs the search without that one choice. */
export const suggestions = style({
  display: 'grid',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
