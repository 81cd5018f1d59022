/** The id of every page's <main>, the skip link's target. */
export const mainContentId = 'main-content';
