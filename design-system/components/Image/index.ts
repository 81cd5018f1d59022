export { Image, imageFits } from './Image';
export type { ImageFit, ImageProps } from './Image';
export { defaultVehicleImage } from './defaultImage';
