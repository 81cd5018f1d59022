import { style } from '@vanilla-extract/css';

/** The narrowest width the site must reflow to without loss (WCAG 1.4.10): 320 CSS px. */
export const narrow = style({ maxWidth: '320px' });

/** A column about as wide as a page's main content (e.g. the vehicle page's gallery column). */
export const column = style({ maxWidth: '40rem' });

/** The widest phones held upright (430 CSS px), between a small phone and a tablet. */
export const widePhone = style({ maxWidth: '430px' });
