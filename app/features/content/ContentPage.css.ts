import { style } from '@vanilla-extract/css';

/** Keeps lines of prose to a readable length. */
export const prose = style({ maxWidth: '44rem' });
