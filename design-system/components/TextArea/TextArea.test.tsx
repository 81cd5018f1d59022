import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { characterCountText, countAnnounceDelayMs, TextArea } from './TextArea';

describe('TextArea', () => {
  it('is a multi-line text box named by its label and described by its hint', () => {
    render(<TextArea label="Your message" description="Ask about the vehicle or a viewing" />);
    const box = screen.getByRole('textbox', { name: 'Your message' });
    expect(box.tagName).toBe('TEXTAREA');
    expect(box).toHaveAccessibleDescription('Ask about the vehicle or a viewing');
  });

  it('ends a hint as a sentence before the limit, so the two never run together', () => {
    render(
      <TextArea label="Your message" description="Tell us what the dealer asked you to do" characterLimit={2000} />,
    );
    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveAccessibleDescription(
      'Tell us what the dealer asked you to do. You can enter up to 2,000 characters.',
    );
  });

  it('keeps a hint that already ends a sentence as it is', () => {
    render(<TextArea label="Your message" description="Is it still for sale?" characterLimit={2000} />);
    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveAccessibleDescription(
      'Is it still for sale? You can enter up to 2,000 characters.',
    );
  });

  it('announces an error prefixed with "Error:" when invalid', () => {
    render(
      <TextArea
        label="Your message"
        isInvalid
        errorMessage="Special characters such as ` { } ^ + = are not permitted"
        defaultValue="1 + 1"
      />,
    );
    const box = screen.getByRole('textbox', { name: 'Your message' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(/Error:\s*Special characters such as ` \{ \} \^ \+ = are not permitted/);
  });

  it('says the limit in its description, counts what is left, and announces the count once typing pauses', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onChange = vi.fn();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { container } = render(<TextArea label="Your message" characterLimit={10} onChange={onChange} />);
    const box = screen.getByRole('textbox', { name: 'Your message' });
    expect(box).toHaveAccessibleDescription('You can enter up to 10 characters.');
    expect(screen.getByText('You have 10 characters remaining')).toBeInTheDocument();
    await user.type(box, 'Twelve chars');
    // Typing past the limit is allowed: the count says how many are too many.
    expect(box).toHaveValue('Twelve chars');
    expect(onChange).toHaveBeenLastCalledWith('Twelve chars');
    expect(screen.getByText('You have 2 characters too many')).toBeInTheDocument();
    const live = container.querySelector('[aria-live="polite"]');
    expect(live).toHaveTextContent('');
    act(() => vi.advanceTimersByTime(countAnnounceDelayMs));
    expect(live).toHaveTextContent('You have 2 characters too many');
    vi.useRealTimers();
  });

  it('words the count in the singular and with thousands separators', () => {
    expect(characterCountText(1999, 2000)).toBe('You have 1 character remaining');
    expect(characterCountText(0, 2000)).toBe('You have 2,000 characters remaining');
    expect(characterCountText(2001, 2000)).toBe('You have 1 character too many');
  });
});
