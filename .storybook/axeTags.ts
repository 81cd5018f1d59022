/** WCAG 2.0, 2.1 and 2.2, levels A and AA: the tags every story (and the docs pages' checks) are scanned against. */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
