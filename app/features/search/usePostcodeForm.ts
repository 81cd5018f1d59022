import { useState, type FormEvent } from 'react';
import type { PostcodeFieldProps } from '@ds';
import { normalisePostcode, postcodeSubmitError, postcodeTypingError } from '@domain/uk/postcode';
import { searchPostcodeField } from './searchPostcodeField';

/**
 * A one-field postcode form: the PostcodeField's props, and a submit handler that shows the
 * message for an empty or invalid postcode (requirements 5.3), or passes the normalised postcode on.
 */
export function usePostcodeForm(onPostcode: (postcode: string) => void) {
  const [postcode, setPostcode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const field = {
    ...searchPostcodeField,
    validate: postcodeTypingError,
    label: 'Your postcode',
    value: postcode,
    onChange: (value: string) => {
      setPostcode(value);
      setError(null);
    },
    isInvalid: error !== null,
    errorMessage: error ?? undefined,
  } satisfies PostcodeFieldProps;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const message = postcodeSubmitError(postcode);
    setError(message);
    if (!message) onPostcode(normalisePostcode(postcode));
  };

  return { field, submit };
}
