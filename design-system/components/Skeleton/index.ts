export { Skeleton, skeletonShapes } from './Skeleton';
