import { style } from '@vanilla-extract/css';

/** The narrowest width the site must reflow to without loss (WCAG 1.4.10): 320 CSS px. */
export const narrow = style({ maxWidth: '320px' });
