export { Pagination } from './Pagination';
