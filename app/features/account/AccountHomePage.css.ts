import { style } from '@vanilla-extract/css';
import { vars } from '@ds';

export const section = style({ minWidth: 0 });

export const list = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 20rem), 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.borderSubtle}`,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export { messageBox as message } from '../shell/messageBox.css';

export const failure = style({
  display: 'grid',
  gap: vars.space.xsmall,
  paddingInlineStart: vars.space.medium,
  borderInlineStart: `4px solid ${vars.color.critical}`,
});
