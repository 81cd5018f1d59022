import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Table } from './Table';

const columns = [
  { id: 'term', header: 'Term' },
  { id: 'monthly', header: 'Monthly payment', align: 'end' as const },
];
const rows = [
  { id: '36', cells: ['36 months', '£270.12'] },
  { id: '60', cells: ['60 months', '£178.30'] },
];

describe('Table', () => {
  it('is named by its caption, with column and row headers', () => {
    render(<Table caption="Payments by term" columns={columns} rows={rows} />);
    const table = screen.getByRole('table', { name: 'Payments by term' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Term', 'Monthly payment']);
    expect(within(table).getByRole('rowheader', { name: '60 months' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '£178.30' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Payments by term' })).toBeInTheDocument();
  });

  it('keeps a hidden caption as the name', () => {
    render(<Table caption="Payments by term" isCaptionHidden hasRowHeaders={false} columns={columns} rows={rows} />);
    const table = screen.getByRole('table', { name: 'Payments by term' });
    expect(within(table).queryAllByRole('rowheader')).toHaveLength(0);
  });
});
