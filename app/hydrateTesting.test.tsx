import { render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PendingButton } from '../design-system/components/Button/PendingButton';
import { unmountHydrated } from './hydrateTesting';

describe('unmountHydrated', () => {
  it("leaves react-aria's live announcer in the page, so the tests after it still hear announcements", async () => {
    const user = userEvent.setup();
    const { rerender } = render(<PendingButton>Send message</PendingButton>);
    await user.tab();
    rerender(<PendingButton isPending>Send message</PendingButton>);
    await waitFor(() => expect(document.querySelector('[data-live-announcer]')).not.toBeNull());
    const announcer = document.querySelector('[data-live-announcer]');
    unmountHydrated();
    expect(announcer?.isConnected).toBe(true);
  });
});
