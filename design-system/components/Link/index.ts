export { Link, linkVariants } from './Link';
