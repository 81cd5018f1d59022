export { Disclosure } from './Disclosure';
