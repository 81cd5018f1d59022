import { style } from '@vanilla-extract/css';
import { vars } from '@ds';

export const panel = style({
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.borderSubtle}`,
});

/** Groups the controls so they can be disabled together while the panel loads; no visual box. */
export const fields = style({ margin: 0, padding: 0, border: 0, minWidth: 0 });
