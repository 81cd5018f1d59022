import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('is an indeterminate progressbar named by its label', () => {
    render(<Spinner label="Finding cars near you" />);
    const spinner = screen.getByRole('progressbar', { name: 'Finding cars near you' });
    expect(spinner).not.toHaveAttribute('aria-valuenow');
  });
});
