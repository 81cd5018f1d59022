import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PostcodeField } from './PostcodeField';

describe('PostcodeField', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('upper-cases, strips spaces and keeps at most 10 characters', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<PostcodeField />);
    const input = screen.getByRole('textbox', { name: 'Postcode' });
    expect(input).toHaveAttribute('autocomplete', 'postal-code');
    await user.type(input, 'sw1a 1aa');
    expect(input).toHaveValue('SW1A1AA');
  });

  it('says "Please enter a valid UK postcode" 1 s after typing stops, not before', async () => {
    const onValidityChange = vi.fn();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<PostcodeField onValidityChange={onValidityChange} />);
    const input = screen.getByRole('textbox', { name: 'Postcode' });
    await user.type(input, 'QQ1');
    act(() => vi.advanceTimersByTime(900));
    expect(input).not.toHaveAttribute('aria-invalid');
    act(() => vi.advanceTimersByTime(100));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/Error:\s*Please enter a valid UK postcode/);
    expect(onValidityChange).toHaveBeenLastCalledWith(false, 'QQ1');
  });

  it('accepts a valid postcode', async () => {
    const onValidityChange = vi.fn();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<PostcodeField onValidityChange={onValidityChange} />);
    const input = screen.getByRole('textbox', { name: 'Postcode' });
    await user.type(input, 'm1 1ae');
    act(() => vi.advanceTimersByTime(1000));
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(onValidityChange).toHaveBeenLastCalledWith(true, 'M11AE');
  });

  it('shows an error given from outside (the server code 102 message)', () => {
    render(<PostcodeField defaultValue="SW1A1AA" isInvalid errorMessage="Postcode not recognised" />);
    expect(screen.getByRole('textbox', { name: 'Postcode' })).toHaveAccessibleDescription(
      /Error:\s*Postcode not recognised/,
    );
  });
});
