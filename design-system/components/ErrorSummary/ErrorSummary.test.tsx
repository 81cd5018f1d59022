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
