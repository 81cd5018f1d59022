import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VisuallyHidden } from './VisuallyHidden';

describe('VisuallyHidden', () => {
  it('keeps its text in the accessible name', () => {
    render(
      <button type="button">
        Remove <VisuallyHidden>Ford Focus from your shortlist</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Remove Ford Focus from your shortlist' })).toBeInTheDocument();
  });
});
