import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Disclosure } from './Disclosure';

describe('Disclosure', () => {
  it('toggles "More options" / "Hide More options" and announces aria-expanded', async () => {
    const user = userEvent.setup();
    render(
      <Disclosure label="More options" expandedLabel="Hide More options">
        <p>Engine size</p>
      </Disclosure>,
    );
    const trigger = screen.getByRole('button', { name: 'More options' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Hide More options' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Engine size')).toBeVisible();
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'More options' })).toHaveAttribute('aria-expanded', 'false');
  });
});
