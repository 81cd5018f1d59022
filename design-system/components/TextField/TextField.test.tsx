import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './TextField';

describe('TextField', () => {
  it('is named by its label and described by its hint', () => {
    render(<TextField label="Email address" description="We only use it to reply" type="email" />);
    const input = screen.getByRole('textbox', { name: 'Email address' });
    expect(input).toHaveAccessibleDescription('We only use it to reply');
  });

  it('announces an error prefixed with "Error:" when invalid', () => {
    render(
      <TextField
        label="Email address"
        description="We only use it to reply"
        isInvalid
        errorMessage="A valid email address is required"
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Email address' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/Error:\s*A valid email address is required/);
    expect(input).toHaveAccessibleDescription(/We only use it to reply/);
  });

  it('applies maxLength and the input transform', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<TextField label="Registration" maxLength={8} transform={(v) => v.toUpperCase()} onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Registration' });
    await user.type(input, 'ab12 cde xyz');
    expect(input).toHaveValue('AB12 CDE');
    expect(onChange).toHaveBeenLastCalledWith('AB12 CDE');
  });
});
