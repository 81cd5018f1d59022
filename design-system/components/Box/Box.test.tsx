import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Box, Inline, Stack } from './Box';

describe('Box, Stack and Inline', () => {
  it('render the element asked for with its native attributes', () => {
    render(
      <Box as="nav" aria-label="Breadcrumb" padding="large">
        <Stack as="ul" space="small">
          <li>Cars</li>
          <li>Vans</li>
        </Stack>
      </Box>,
    );
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(nav).not.toHaveAttribute('padding');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('Inline renders its children in order', () => {
    render(
      <Inline as="ul" aria-label="Filters">
        <li>Petrol</li>
        <li>Manual</li>
      </Inline>,
    );
    expect(screen.getByRole('list', { name: 'Filters' })).toHaveTextContent('PetrolManual');
  });
});
