import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Pagination, pageWindow } from './Pagination';

describe('Pagination', () => {
  it('is a nav landmark that marks the current page', () => {
    render(<Pagination currentPage={5} totalPages={12} getPageHref={(page) => `/search/car/?page=${page}`} />);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: /Previous\s*page/ })).toHaveAttribute('href', '/search/car/?page=4');
    expect(screen.getByRole('link', { name: /Next\s*page/ })).toHaveAttribute('href', '/search/car/?page=6');
  });

  it('shows first, last and neighbours with gaps', () => {
    expect(pageWindow(5, 12)).toEqual([1, 'gap', 4, 5, 6, 'gap', 12]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
  });

  it('renders nothing for a single page', () => {
    const { container } = render(<Pagination currentPage={1} totalPages={1} getPageHref={() => '/'} />);
    expect(container).toBeEmptyDOMElement();
  });
});
