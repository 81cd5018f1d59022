import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button/Button';
import { Form } from '../Form/Form';
import { TextField } from '../TextField/TextField';
import { ErrorSummary, type ErrorSummaryItem } from './ErrorSummary';

function ContactForm() {
  const [errors, setErrors] = useState<ErrorSummaryItem[]>([]);
  const [email, setEmail] = useState('');
  const emailError = errors.find((e) => e.fieldId === 'email')?.message;
  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        setErrors(email.includes('@') ? [] : [{ fieldId: 'email', message: 'A valid email address is required' }]);
      }}
    >
      <ErrorSummary errors={errors} />
      <TextField
        id="email"
        label="Email address"
        value={email}
        onChange={setEmail}
        isInvalid={!!emailError}
        errorMessage={emailError}
      />
      <Button type="submit">Send</Button>
    </Form>
  );
}

describe('ErrorSummary in a Form', () => {
  it('takes focus on a failed submit and its link focuses the field', async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('There is a problem');
    expect(alert.parentElement).toHaveFocus();

    await user.tab();
    const link = screen.getByRole('link', { name: 'A valid email address is required' });
    expect(link).toHaveFocus();
    await user.keyboard('{Enter}');
    const input = screen.getByRole('textbox', { name: 'Email address' });
    expect(input).toHaveFocus();
    expect(input).toHaveAccessibleDescription(/Error:\s*A valid email address is required/);
  });

  it('renders nothing without errors', () => {
    const { container } = render(<ErrorSummary errors={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('ErrorSummary items and focus', () => {
  it('lists an error about the whole form as text, not a link', () => {
    render(
      <ErrorSummary
        errors={[{ message: 'The email address or password is not right.' }, { fieldId: 'email', message: 'Email' }]}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The email address or password is not right.');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('with a focusKey, takes focus only when the key changes, not when the list shrinks', () => {
    const outside = document.createElement('button');
    document.body.append(outside);
    const two = [
      { fieldId: 'a', message: 'First' },
      { fieldId: 'b', message: 'Second' },
    ];
    const { rerender } = render(<ErrorSummary errors={two} focusKey={1} />);
    const summary = screen.getByRole('alert').parentElement;
    expect(summary).toHaveFocus();

    outside.focus();
    rerender(<ErrorSummary errors={two.slice(1)} focusKey={1} />);
    expect(outside).toHaveFocus();

    rerender(<ErrorSummary errors={two.slice(1)} focusKey={2} />);
    expect(screen.getByRole('alert').parentElement).toHaveFocus();
    outside.remove();
  });
});
