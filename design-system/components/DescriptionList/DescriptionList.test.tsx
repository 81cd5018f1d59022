import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DescriptionList } from './DescriptionList';

describe('DescriptionList', () => {
  it('pairs each term with its value in a description list', () => {
    render(
      <DescriptionList
        layout="rows"
        items={[
          { term: 'Cash price', description: '£9,495' },
          { term: 'Representative APR', description: '9.9% APR' },
        ]}
      />,
    );
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Cash price', 'Representative APR']);
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual(['£9,495', '9.9% APR']);
    expect(screen.getByText('Cash price').closest('dl')).toContainElement(screen.getByText('9.9% APR'));
  });
});
