import { style } from '@vanilla-extract/css';
import { vars } from '@ds';

export const terms = style({ display: 'grid', gap: vars.space.medium, margin: 0 });
export const term = style({ display: 'grid', gap: vars.space.xxsmall });
export const name = style({ fontWeight: vars.fontWeight.strong });
export const meaning = style({ margin: 0 });
