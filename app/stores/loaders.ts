/**
 * Loaders of the on-demand stores the page frame needs before any page does (see RootStore.load):
 * the only way the first visit's code refers to them, so their modules stay out of it.
 */
export const loadShortlistStore = () => import('./ShortlistStore').then((module) => module.shortlistStore);
