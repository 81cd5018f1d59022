export { Table, tableDensities } from './Table';
