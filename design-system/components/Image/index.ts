export { Image, imageFits } from './Image';
export { defaultVehicleImage } from './defaultImage';
