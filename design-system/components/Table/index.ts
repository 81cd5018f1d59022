export { Table, tableAligns, tableDensities } from './Table';
export type { TableAlign, TableColumn, TableDensity, TableProps, TableRow } from './Table';
