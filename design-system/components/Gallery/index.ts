export { Gallery, swipeThreshold } from './Gallery';
export type { GalleryImage, GalleryProps } from './Gallery';
