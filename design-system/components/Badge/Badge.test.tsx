import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge, vehicleBadges } from './Badge';

describe('Badge', () => {
  it('is read as its text', () => {
    render(<Badge tone={vehicleBadges.reduced.tone}>{vehicleBadges.reduced.label}</Badge>);
    expect(screen.getByText('Reduced')).toBeInTheDocument();
  });
});
