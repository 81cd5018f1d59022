import { style } from '@vanilla-extract/css';
import { vars } from '@ds';

export const chartAndTable = style({ display: 'grid', gap: vars.space.large, minWidth: 0 });

export const tests = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.small });

export const defects = style({
  margin: 0,
  paddingInlineStart: vars.space.xlarge,
  display: 'grid',
  gap: vars.space.xsmall,
});
