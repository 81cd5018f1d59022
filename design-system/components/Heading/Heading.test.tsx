import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Heading } from './Heading';

describe('Heading', () => {
  it('has the outline level asked for, whatever its size', () => {
    render(
      <Heading level={2} size="xxxlarge">
        Used cars near you
      </Heading>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Used cars near you' })).toBeInTheDocument();
  });
});
