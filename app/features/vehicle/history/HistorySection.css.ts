import { style } from '@vanilla-extract/css';

/** Room for the content while its code loads, so what follows moves as little as possible. */
export const root = style({ minHeight: '12rem' });
