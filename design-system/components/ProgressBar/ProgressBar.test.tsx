import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from './ProgressBar';

describe('ProgressBar', () => {
  it('is a named progressbar with its value', () => {
    render(<ProgressBar label="Uploading photos" value={60} />);
    const bar = screen.getByRole('progressbar', { name: 'Uploading photos' });
    expect(bar).toHaveAttribute('aria-valuenow', '60');
    expect(bar).toHaveTextContent('60%');
  });

  it('has no value while indeterminate', () => {
    render(<ProgressBar label="Finding cars" isIndeterminate />);
    expect(screen.getByRole('progressbar', { name: 'Finding cars' })).not.toHaveAttribute('aria-valuenow');
  });
});
