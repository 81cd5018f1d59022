import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SkipLink } from './SkipLink';

describe('SkipLink', () => {
  it('is the first tab stop and moves focus to the main content with Enter', async () => {
    const user = userEvent.setup();
    render(
      <>
        <SkipLink targetId="main-content" />
        <a href="/shortlist">Shortlist</a>
        <main id="main-content">Results</main>
      </>,
    );
    await user.tab();
    const skip = screen.getByRole('button', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
