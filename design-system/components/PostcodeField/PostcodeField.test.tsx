import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PostcodeField } from './PostcodeField';

// The design system knows no postcode rule: the product gives one. This one is the test's own.
const stripSpaces = (value: string) => value.replace(/\s+/g, '').toUpperCase();
const validate = (value: string) =>
  /^[A-Z]{1,2}[0-9]{1,2}[0-9][A-Z]{2}$/.test(value) ? null : 'Not a postcode we know';

describe('PostcodeField', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is a postal-code input that upper-cases what is typed by default', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<PostcodeField />);
    const input = screen.getByRole('textbox', { name: 'Postcode' });
    expect(input).toHaveAttribute('autocomplete', 'postal-code');
    expect(input).toHaveAttribute('spellcheck', 'false');
    await user.type(input, 'sw1a 1aa');
    expect(input).toHaveValue('SW1A 1AA');
  });

  it("applies the caller's normalise and maxLength", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<PostcodeField normalise={stripSpaces} maxLength={7} />);
    const input = screen.getByRole('textbox', { name: 'Postcode' });
    await user.type(input, 'sw1a 1aa xyz');
    expect(input).toHaveValue('SW1A1AA');
  });

  it("shows the caller's rule message once typing stops for the delay, not before", async () => {
    const onValidityChange = vi.fn();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<PostcodeField validate={validate} normalise={stripSpaces} onValidityChange={onValidityChange} />);
    const input = screen.getByRole('textbox', { name: 'Postcode' });
    await user.type(input, 'QQ1');
    act(() => vi.advanceTimersByTime(900));
    expect(input).not.toHaveAttribute('aria-invalid');
    act(() => vi.advanceTimersByTime(100));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/Error:\s*Not a postcode we know/);
    expect(onValidityChange).toHaveBeenLastCalledWith(false, 'QQ1');
  });

  it('clears the message when a valid postcode is typed and says so', async () => {
    const onValidityChange = vi.fn();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<PostcodeField validate={validate} normalise={stripSpaces} onValidityChange={onValidityChange} />);
    const input = screen.getByRole('textbox', { name: 'Postcode' });
    await user.type(input, 'm1');
    act(() => vi.advanceTimersByTime(1000));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.type(input, '1ae');
    act(() => vi.advanceTimersByTime(1000));
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(onValidityChange).toHaveBeenLastCalledWith(true, 'M11AE');
  });

  it('checks nothing without a rule', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<PostcodeField />);
    const input = screen.getByRole('textbox', { name: 'Postcode' });
    await user.type(input, '!!');
    act(() => vi.advanceTimersByTime(2000));
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('shows an error given from outside (a submit, or the server), over the delayed check', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<PostcodeField validate={validate} defaultValue="QQ1" isInvalid errorMessage="Postcode not recognised" />);
    const input = screen.getByRole('textbox', { name: 'Postcode' });
    await user.type(input, '2');
    act(() => vi.advanceTimersByTime(1000));
    expect(input).toHaveAccessibleDescription(/Error:\s*Postcode not recognised/);
    expect(input).not.toHaveAccessibleDescription(/Not a postcode we know/);
  });
});
