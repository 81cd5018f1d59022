import { style } from '@vanilla-extract/css';

/** The narrowest width the site must reflow to without loss (WCAG 1.4.10): 320 CSS px. */
export const narrow = style({ maxWidth: '320px' });

/** A column about as wide as a page's main content (e.g. the vehicle page's gallery column). */
export const column = style({ maxWidth: '40rem' });
