export { Gallery } from './Gallery';
export type { GalleryImage } from './Gallery';
